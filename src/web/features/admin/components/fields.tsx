import {
  forwardRef,
  useId,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const control =
  'block w-full rounded-field border bg-white px-4 text-base text-ink focus-visible:outline-2 ';

function borderOf(error: string | undefined): string {
  return error ? 'border-accent-700' : 'border-sand hover:border-taupe/50';
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-2 text-sm text-accent-700">
      {error}
    </p>
  ) : null;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled select, its error tied to it for screen readers. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, className = '', children, ...props },
  ref,
) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${control} min-h-tap ${borderOf(error)}`}
        {...props}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
});

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, error, hint, className = '', ...props }, ref) {
    const id = useId();
    const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className={className}>
        <label htmlFor={id} className="mb-2 block text-sm font-medium text-ink">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="-mt-1 mb-2 text-sm text-taupe">
            {hint}
          </p>
        ) : null}
        <textarea
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={`${control} py-3 ${borderOf(error)}`}
          {...props}
        />
        <FieldError id={`${id}-error`} error={error} />
      </div>
    );
  },
);
