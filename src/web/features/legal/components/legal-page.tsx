import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import * as paths from '@/web/app/paths';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { PageHeading } from '@/web/components/ui/page-heading';
import { Spinner } from '@/web/components/ui/spinner';
import { settingsQuery } from '@/web/features/cart/api/get-settings';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useLegalText, type LegalTexts } from '../legal-texts';
import { legalValues } from '../legal-values';
import { legalMessages } from '../messages';
import { InlineText, LegalDocument } from './legal-document';

/** A page with this many sections or more gets a table of contents. */
const CONTENTS_FROM = 4;

/**
 * One of the shop's legal pages (product.md §13): its text from a content file in the page's
 * language, the numbers and the company from the settings, a table of contents when it is long.
 */
export function LegalPage({ texts }: { texts: LegalTexts }) {
  const text = useLegalText(texts);
  const t = useT(legalMessages);
  const format = useFormat();
  useDocumentTitle(text.title);
  const settings = useQuery(settingsQuery);
  const values = useMemo(
    () => (settings.data ? legalValues(settings.data, t, format) : null),
    [settings.data, t, format],
  );
  // Noon in UTC is the same day in Amsterdam.
  const updated = new Date(`${text.updated}T12:00:00Z`);
  const sections = text.blocks.flatMap((block) => (block.kind === 'section' ? [block] : []));
  const { hash } = useLocation();

  // A deep link (/returns#model-form) lands on its section once the text is there.
  useEffect(() => {
    if (!hash || !values) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash, values]);

  const contents =
    values && sections.length >= CONTENTS_FROM ? (
      <ul className="grid gap-1">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex min-h-tap items-center rounded-field px-3 text-[0.9375rem] text-taupe hover:bg-linen hover:text-ink"
            >
              <InlineText content={section.title} values={values} />
            </a>
          </li>
        ))}
      </ul>
    ) : null;

  return (
    <>
      <PageHeading
        title={text.title}
        lead={values ? <InlineText content={text.lead} values={values} /> : null}
      >
        <p className="mt-5 text-sm text-taupe">
          {t('legal.updated', { date: '\u0001' })
            .split('\u0001')
            .map((part, index) => (
              <Fragment key={index}>
                {index > 0 ? (
                  <time dateTime={text.updated}>
                    {Number.isNaN(updated.getTime()) ? text.updated : format.date(updated)}
                  </time>
                ) : null}
                {part}
              </Fragment>
            ))}
        </p>
      </PageHeading>
      <div className="mx-auto max-w-content px-5 pb-section sm:px-8">
        {settings.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label={t('legal.loading')} text={t('legal.loading-text')} />
          </div>
        ) : !values ? (
          <NoticePanel
            tone="alert"
            title={t('legal.error')}
            actions={
              <>
                <Button onClick={() => void settings.refetch()}>{t('legal.try-again')}</Button>
                <Link to={paths.contact} className={buttonClasses('secondary')}>
                  {t('legal.contact-us')}
                </Link>
              </>
            }
          >
            {t('legal.error-text')}
          </NoticePanel>
        ) : (
          <div
            className={
              contents ? 'grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14' : undefined
            }
          >
            {contents ? (
              <>
                <details className="group rounded-card border border-sand bg-white px-4 py-2 lg:hidden">
                  <summary className="flex min-h-tap cursor-pointer list-none items-center justify-between font-medium [&::-webkit-details-marker]:hidden">
                    {t('legal.contents')}
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 20 20"
                      className="size-5 text-taupe transition-transform group-open:rotate-180"
                    >
                      <path
                        d="m5 7.5 5 5 5-5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.6"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </summary>
                  <div className="pb-2">{contents}</div>
                </details>
                <nav
                  aria-label={t('legal.contents')}
                  className="hidden lg:sticky lg:top-28 lg:block lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto"
                >
                  <p className="mb-2 px-3 text-sm font-semibold tracking-[0.12em] text-ink uppercase">
                    {t('legal.contents')}
                  </p>
                  {contents}
                </nav>
              </>
            ) : null}
            <LegalDocument blocks={text.blocks} values={values} />
          </div>
        )}
      </div>
    </>
  );
}
