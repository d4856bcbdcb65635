import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { useT } from '@/web/i18n/use-t';
import { supportMessages } from '../messages';

/**
 * The honeypot: a field no person sees or reaches with the keyboard, which form-filling bots
 * fill in. The server drops whatever arrives with it filled.
 */
export const Honeypot = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function Honeypot(props, ref) {
    const t = useT(supportMessages);
    const id = useId();
    return (
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id}>{t('support.honeypot')}</label>
        <input ref={ref} id={id} type="text" tabIndex={-1} autoComplete="off" {...props} />
      </div>
    );
  },
);
