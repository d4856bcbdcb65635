import { forwardRef, useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
}

/** A labelled input whose error message is tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, id, className = '', ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={
          'block min-h-tap w-full rounded-field border bg-white px-4 text-base text-ink ' +
          'placeholder:text-taupe/70 focus-visible:outline-2 ' +
          (error ? 'border-accent-700' : 'border-sand hover:border-taupe/50')
        }
        {...props}
      />
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-accent-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
