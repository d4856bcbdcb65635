import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { controlClass, Field } from './field';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Says "(optional)" after the label, in the page's language. */
  optional?: boolean | undefined;
  error?: string | undefined;
  /** Said under the label, and read out with the field. */
  hint?: string;
}

/** A labelled textarea, its hint and error tied to it for screen readers. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  function TextareaField({ label, optional, error, hint, id, className = '', ...props }, ref) {
    return (
      <Field
        label={label}
        optional={optional}
        error={error}
        hint={hint}
        id={id}
        className={className}
      >
        {(control) => (
          <textarea ref={ref} {...control} className={controlClass(error, 'py-3')} {...props} />
        )}
      </Field>
    );
  },
);
