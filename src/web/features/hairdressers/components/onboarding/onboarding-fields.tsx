import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { controlClass, Field } from '@/web/components/ui/field';
import { useT } from '@/web/i18n/use-t';
import { useFormMessage } from '@/web/lib/forms/form-message';
import { hairdressersMessages } from '../../messages';

// The onboarding form's controls, built on the shared field primitives: a text field with a hint
// (the registration and VAT formats change with the country), a group of radios or checkboxes
// with one legend and one error, and the honeypot.

interface HintedTextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled input with an optional hint; hint and error are read out with it. */
export const HintedTextField = forwardRef<HTMLInputElement, HintedTextFieldProps>(
  function HintedTextField({ label, hint, error, id, className = '', ...props }, ref) {
    return (
      <Field label={label} hint={hint} error={error} id={id} className={className}>
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
  },
);

/** Radios or checkboxes under one legend, the hint and the error tied to the group. */
export function ChoiceGroup({
  legend,
  hint,
  error,
  className = '',
  children,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  // The schema's English message, in the page's language.
  const message = useFormMessage(error);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      className={className}
    >
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 mb-3 text-sm text-taupe">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-accent-700">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

interface ChoiceProps extends InputHTMLAttributes<HTMLInputElement> {
  type: 'radio' | 'checkbox';
  label: string;
  /** Drawn with the error colour when its group has an error. */
  invalid?: boolean;
}

/** One radio or checkbox as a large tappable tile; the whole tile is its label. */
export const Choice = forwardRef<HTMLInputElement, ChoiceProps>(function Choice(
  { label, invalid = false, className = '', ...props },
  ref,
) {
  return (
    <label
      className={
        'flex min-h-tap cursor-pointer items-center gap-3 rounded-field border bg-white px-4 py-2.5 ' +
        'text-[0.9375rem] text-ink transition-colors has-checked:border-accent-700 has-checked:bg-accent-50 ' +
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-700 ' +
        (invalid ? 'border-accent-700 ' : 'border-sand hover:border-taupe/50 ') +
        className
      }
    >
      <input
        ref={ref}
        // The tile shows the focus; a second ring on the box itself would only add noise.
        className="size-5 shrink-0 accent-accent-700 focus-visible:outline-none"
        {...props}
      />
      <span>{label}</span>
    </label>
  );
});

/**
 * The honeypot: a field no person sees or reaches with the keyboard, which form-filling bots
 * fill in. The server answers such an application like any other and keeps it nowhere.
 */
export const Honeypot = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function Honeypot(props, ref) {
    const t = useT(hairdressersMessages);
    const id = useId();
    return (
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id}>{t('hairdressers.field.honeypot')}</label>
        <input ref={ref} id={id} type="text" tabIndex={-1} autoComplete="off" {...props} />
      </div>
    );
  },
);
