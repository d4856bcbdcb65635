import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

// The support forms' select and textarea, built like the shared TextField: a label, an optional
// hint, and the error beside the field, tied to it with aria-describedby.

const control =
  'block w-full rounded-field border bg-white px-4 text-base text-ink focus-visible:outline-2 ';
const border = (error: string | undefined) =>
  error ? 'border-accent-700' : 'border-sand hover:border-taupe/50';

function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  );
}

function Frame(props: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className="mb-2 block text-sm font-medium text-ink">
        {props.label}
      </label>
      {props.hint ? (
        <p id={`${props.id}-hint`} className="-mt-1 mb-2 text-sm text-taupe">
          {props.hint}
        </p>
      ) : null}
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="mt-2 text-sm text-accent-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export const FormSelect = forwardRef<HTMLSelectElement, SelectProps>(function FormSelect(
  { label, error, hint, className, children, ...props },
  ref,
) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error} className={className}>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${control} min-h-tap ${border(error)}`}
        {...props}
      >
        {children}
      </select>
    </Frame>
  );
});

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export const FormTextarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function FormTextarea(
  { label, error, hint, className, ...props },
  ref,
) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        ref={ref}
        id={id}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${control} py-3 ${border(error)}`}
        {...props}
      />
    </Frame>
  );
});

/**
 * The honeypot: a field no person sees or reaches with the keyboard, which form-filling bots
 * fill in. The server drops whatever arrives with it filled.
 */
export const Honeypot = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function Honeypot(props, ref) {
    const id = useId();
    return (
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id}>Leave this empty</label>
        <input ref={ref} id={id} type="text" tabIndex={-1} autoComplete="off" {...props} />
      </div>
    );
  },
);

/** An empty optional field is "not given", which the shared schemas expect as undefined. */
export const optional = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
