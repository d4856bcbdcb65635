import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { useT } from '@/web/i18n/use-t';
import { hairdressersMessages } from '../../messages';
import { messageParts } from '@/web/i18n/message-parts';
import { copyLink } from './copy-text';

function QrUnavailable() {
  const t = useT(hairdressersMessages);
  return (
    <p className="flex size-56 items-center justify-center rounded-field border border-sand p-6 text-center text-sm text-taupe">
      {t('hairdressers.qr.unavailable')}
    </p>
  );
}

// The QR library is only downloaded here; a chunk that cannot be fetched (offline) shows a note
// instead of taking the page down.
const SalonLinkQr = lazy(() =>
  import('./salon-link-qr').then(
    (module) => ({ default: module.SalonLinkQr }),
    (error: unknown) => {
      console.error('The QR code could not be loaded.', error);
      return { default: QrUnavailable };
    },
  ),
);

/** The salon's private link: to copy, and as a QR code to open on another device. */
export function SalonLinkCard({ link }: { link: string }) {
  const t = useT(hairdressersMessages);
  const shown = useRef<HTMLParagraphElement>(null);
  return (
    <section aria-labelledby="salon-link-heading" className="mx-auto max-w-content px-5 sm:px-8">
      <div className="grid gap-10 rounded-card bg-white p-6 shadow-soft sm:p-10 md:grid-cols-[1fr_auto] md:items-center md:gap-14">
        <div className="min-w-0">
          <h2 id="salon-link-heading" className="text-heading font-medium">
            {t('hairdressers.link.title')}
          </h2>
          <p className="mt-2 max-w-prose text-[0.9375rem] text-taupe">
            {t('hairdressers.link.text')}
          </p>
          <p
            ref={shown}
            className="mt-5 rounded-field bg-linen px-4 py-3 font-mono text-sm break-all text-ink select-all"
          >
            {link}
          </p>
          <p className="mt-4 rounded-field border border-accent-200 bg-accent-50 px-4 py-3 text-[0.9375rem] text-ink">
            <strong className="font-medium">{t('hairdressers.link.private')}</strong>{' '}
            {messageParts(t, 'hairdressers.link.private-text', {
              contact: (
                <Link
                  to={paths.contact}
                  className="font-medium text-accent-700 underline underline-offset-4"
                >
                  {t('hairdressers.contact-us-lower')}
                </Link>
              ),
            })}
          </p>
          <Button
            className="mt-6"
            onClick={() =>
              void copyLink(
                link,
                shown.current,
                {
                  title: t('hairdressers.link.copied'),
                  description: t('hairdressers.link.copied-text'),
                },
                {
                  title: t('hairdressers.link.selected'),
                  description: t('hairdressers.link.selected-text'),
                },
              )
            }
          >
            {t('hairdressers.copy-link')}
          </Button>
        </div>
        <div className="flex flex-col items-center gap-4 justify-self-center">
          <Suspense
            fallback={
              <div
                role="status"
                aria-label={t('hairdressers.qr.loading')}
                className="size-56 rounded-field bg-linen motion-safe:animate-pulse"
              />
            }
          >
            <SalonLinkQr link={link} caption={t('hairdressers.qr.caption')} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
