import type { Ref } from 'react';
import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { useT } from '@/web/i18n/use-t';
import { hairdressersMessages } from '../../messages';
import { messageParts } from '@/web/i18n/message-parts';

/** The screen after sending: what happens now, and what to do meanwhile. */
export function SubmittedPanel({
  email,
  headingRef,
}: {
  email: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const t = useT(hairdressersMessages);
  return (
    <div className="rounded-card bg-white px-6 py-10 text-center shadow-soft sm:px-12 sm:py-14">
      <span
        aria-hidden="true"
        className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-700"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-heading font-medium text-ink outline-none"
      >
        {t('hairdressers.done.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-prose text-[0.9375rem] text-taupe">
        {messageParts(t, 'hairdressers.done.text', {
          email: <strong className="font-medium text-ink [overflow-wrap:anywhere]">{email}</strong>,
        })}
      </p>
      <div className="mx-auto mt-8 max-w-prose border-t border-sand pt-6">
        <h3 className="font-sans text-[0.9375rem] font-semibold text-ink">
          {t('hairdressers.done.meanwhile')}
        </h3>
        <p className="mt-2 text-[0.9375rem] text-taupe">{t('hairdressers.done.meanwhile-text')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.shop} className={buttonClasses('primary')}>
            {t('hairdressers.shop')}
          </Link>
          <Link to={paths.hairdresser} className={buttonClasses('secondary')}>
            {t('hairdressers.title')}
          </Link>
        </div>
      </div>
    </div>
  );
}
