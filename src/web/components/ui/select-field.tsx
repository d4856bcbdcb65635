import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { controlClass, Field } from './field';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** Says "(optional)" after the label, in the page's language. */
  optional?: boolean | undefined;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled select, its error tied to it for screen readers. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, optional, error, id, className = '', children, ...props },
  ref,
) {
  return (
    <Field label={label} optional={optional} error={error} id={id} className={className}>
      {(control) => (
        <select ref={ref} {...control} className={controlClass(error, 'min-h-tap')} {...props}>
          {children}
        </select>
      )}
    </Field>
  );
});
