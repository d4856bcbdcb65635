import { useId, type ReactNode } from 'react';
import { useFormMessage } from '@/web/lib/forms/form-message';
import { formsMessages } from '@/web/lib/forms/messages';
import { useT } from '@/web/i18n/use-t';

// What every form field shares: a label above, an optional hint, the control, and the error
// below, the hint and the error tied to the control for screen readers (aria-describedby).
// The error is shown in the page's language: a shared schema's English message (or zod's own)
// becomes the forms catalogue's words for it (lib/forms/form-message.ts).

/** What a field wrapper hands its control. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** Says "(optional)" after the label, in the page's language. */
  optional?: boolean | undefined;
  /** The error, as the schema or the API words it (English): shown in the page's language. */
  error?: string | undefined;
  hint?: string | undefined;
  /** The control's id; one is made up when none is given. */
  id?: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({
  label,
  optional = false,
  error,
  hint,
  id,
  className = '',
  children,
}: FieldProps) {
  const generatedId = useId();
  const shownError = useFormMessage(error);
  const t = useT(optional ? formsMessages : undefined);
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-2 block text-sm font-medium text-ink">
        {label}
        {optional ? (
          <>
            {' '}
            <span className="font-normal text-taupe">{t('forms.optional')}</span>
          </>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-2 text-sm text-taupe">
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-accent-700">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}

/** The look of a text input, select or textarea; red-bordered when the field has an error. */
export function controlClass(error: string | undefined, extra: string): string {
  return (
    'block w-full rounded-field border bg-white px-4 text-base text-ink focus-visible:outline-2 ' +
    (error ? 'border-accent-700 ' : 'border-sand hover:border-taupe/50 ') +
    extra
  );
}
