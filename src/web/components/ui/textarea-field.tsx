import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { controlClass, Field } from './field';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  /** Said under the label, and read out with the field. */
  hint?: string;
}

/** A labelled textarea, its hint and error tied to it for screen readers. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  function TextareaField({ label, error, hint, id, className = '', ...props }, ref) {
    return (
      <Field label={label} error={error} hint={hint} id={id} className={className}>
        {(control) => (
          <textarea ref={ref} {...control} className={controlClass(error, 'py-3')} {...props} />
        )}
      </Field>
    );
  },
);
