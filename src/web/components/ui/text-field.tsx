import { forwardRef, type InputHTMLAttributes } from 'react';
import { controlClass, Field } from './field';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Says "(optional)" after the label, in the page's language. */
  optional?: boolean | undefined;
  error?: string | undefined;
}

/** A labelled input whose error message is tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, optional, error, id, className = '', ...props },
  ref,
) {
  return (
    <Field label={label} optional={optional} error={error} id={id} className={className}>
      {(control) => (
        <input
          ref={ref}
          {...control}
          className={controlClass(error, 'min-h-tap placeholder:text-taupe/70')}
          {...props}
        />
      )}
    </Field>
  );
});
