import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import * as paths from '@/web/app/paths';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { PageHeading } from '@/web/components/ui/page-heading';
import { Spinner } from '@/web/components/ui/spinner';
import { settingsQuery } from '@/web/features/cart/api/get-settings';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import type { LegalText } from '../legal-text';
import { legalValues } from '../legal-values';
import { InlineText, LegalDocument } from './legal-document';

/** A page with this many sections or more gets a table of contents. */
const CONTENTS_FROM = 4;

function formatUpdated(updated: string, locale: string): string {
  const date = new Date(`${updated}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return updated;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * One of the shop's legal pages (product.md §13): its text from a content file, the numbers and
 * the company from the settings, a table of contents when it is long.
 */
export function LegalPage({ text }: { text: LegalText }) {
  useDocumentTitle(text.title);
  const settings = useQuery(settingsQuery);
  const values = useMemo(
    () => (settings.data ? legalValues(settings.data) : null),
    [settings.data],
  );
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
          Last updated{' '}
          <time dateTime={text.updated}>
            {formatUpdated(text.updated, settings.data?.locale ?? 'en-NL')}
          </time>
        </p>
      </PageHeading>
      <div className="mx-auto max-w-content px-5 pb-section sm:px-8">
        {settings.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading the text" text="Loading the text…" />
          </div>
        ) : !values ? (
          <NoticePanel
            tone="alert"
            title="This page could not be loaded"
            actions={
              <>
                <Button onClick={() => void settings.refetch()}>Try again</Button>
                <Link to={paths.contact} className={buttonClasses('secondary')}>
                  Contact us
                </Link>
              </>
            }
          >
            The shop could not be reached just now. Check your connection, or write to us.
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
                    On this page
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
                  aria-label="On this page"
                  className="hidden lg:sticky lg:top-28 lg:block lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto"
                >
                  <p className="mb-2 px-3 text-sm font-semibold tracking-[0.12em] text-ink uppercase">
                    On this page
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
