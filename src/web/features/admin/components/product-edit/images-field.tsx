import { useId, useRef, useState } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import type { ProductInput } from '@/domain/product-input';
import { Spinner } from '@/web/components/ui/spinner';
import { adminProblem } from '../../api/admin-problem';
import { uploadImage, uploadProblem } from '../../api/upload-image';
import { reactToSessionLoss } from '../admin-error-state';
import type { ProductFormState } from './product-form-values';
import { IconButton } from './variants-table';

/** The product's images: upload (JPEG/PNG/WebP up to 5 MB), preview, reorder, remove. */
export function ImagesField({
  control,
  error,
}: {
  control: Control<ProductFormState, unknown, ProductInput>;
  error: string | undefined;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'images' });
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const upload = async (files: File[]) => {
    const found: string[] = [];
    const ready = files.filter((file) => {
      const problem = uploadProblem(file);
      if (problem) found.push(problem);
      return !problem;
    });
    // One at a time: a phone on a slow line sees honest progress and keeps what succeeded.
    for (const [index, file] of ready.entries()) {
      setProgress(`Uploading ${index + 1} of ${ready.length}…`);
      try {
        append({ url: await uploadImage(file) });
      } catch (uploadError) {
        if (reactToSessionLoss(uploadError)) break;
        found.push(`${file.name} was not uploaded: ${adminProblem(uploadError).message}`);
      }
    }
    setProgress(null);
    setProblems(found);
    if (input.current) input.current.value = '';
  };

  return (
    <div>
      {fields.length > 0 ? (
        <ol className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {fields.map((field, index) => (
            <li key={field.id} aria-label={`Image ${index + 1}`} className="flex flex-col gap-2">
              <img
                src={field.url}
                alt={`Product view ${index + 1}${index === 0 ? ' (shown first)' : ''}`}
                width={240}
                height={240}
                className="aspect-square w-full rounded-field border border-sand bg-linen object-cover"
              />
              <div className="flex justify-center gap-1">
                <IconButton
                  label={`Move image ${index + 1} earlier`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ←
                </IconButton>
                <IconButton
                  label={`Move image ${index + 1} later`}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  →
                </IconButton>
                <IconButton label={`Remove image ${index + 1}`} onClick={() => remove(index)}>
                  ✕
                </IconButton>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="rounded-field bg-linen px-4 py-3 text-[0.9375rem] text-taupe">
          No images yet. The first image is the one shoppers see in lists.
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <label
          htmlFor={inputId}
          className="inline-flex min-h-tap cursor-pointer items-center rounded-full border border-ink/15 bg-white px-6 text-[0.9375rem] font-medium text-ink transition-colors focus-within:outline-2 hover:border-ink/30 hover:bg-linen"
        >
          Add images
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="sr-only"
            disabled={progress !== null}
            onChange={(event) => void upload([...(event.target.files ?? [])])}
          />
        </label>
        <span className="text-sm text-taupe">JPEG, PNG or WebP, up to 5 MB each.</span>
        {progress ? <Spinner label="Uploading" text={progress} /> : null}
      </div>
      {problems.length > 0 || error ? (
        <ul role="alert" className="mt-3 flex flex-col gap-1 text-sm text-accent-700">
          {error ? <li>{error}</li> : null}
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
