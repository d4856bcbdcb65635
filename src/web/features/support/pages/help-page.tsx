import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
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
import { linkedText } from '../components/linked-text';
import { filterHelp, helpSections, type HelpSection } from '../help-questions';
import { supportMessages } from '../messages';

export function HelpPage() {
  const t = useT(supportMessages);
  const format = useFormat();
  useDocumentTitle(t('support.help.title'));
  const settings = useQuery(settingsQuery);
  const [search, setSearch] = useState('');
  const sections = useMemo(
    () => (settings.data ? helpSections(settings.data, t, format) : []),
    [settings.data, t, format],
  );
  const shown = useMemo(() => filterHelp(sections, search), [sections, search]);
  const searchId = useId();
  const { hash } = useLocation();

  // A deep link lands on its section (/help#returns) or opens its question (/help#withdrawal, as
  // the header's search links answers) once the answers are there. The scroll waits a frame: a
  // navigation from another page first takes the window to the top (scroll-to-top.tsx).
  useEffect(() => {
    if (!hash || sections.length === 0) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target instanceof HTMLDetailsElement) target.open = true;
    const frame = requestAnimationFrame(() => target?.scrollIntoView?.({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [hash, sections.length]);

  const count = shown.reduce((sum, section) => sum + section.questions.length, 0);
  return (
    <>
      <PageHeading title={t('support.help.title')} lead={t('support.help.lead')} />
      <div className="mx-auto grid max-w-content gap-10 px-5 pb-section sm:px-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
        {settings.isPending ? (
          <div className="flex justify-center py-16 lg:col-span-2">
            <Spinner label={t('support.help.loading')} text={t('support.help.loading-text')} />
          </div>
        ) : settings.isError ? (
          <div className="lg:col-span-2">
            <NoticePanel
              tone="alert"
              title={t('support.help.error')}
              actions={
                <>
                  <Button onClick={() => void settings.refetch()}>{t('support.try-again')}</Button>
                  <Link to={paths.contact} className={buttonClasses('secondary')}>
                    {t('support.contact-us')}
                  </Link>
                </>
              }
            >
              {t('support.unreachable')}
            </NoticePanel>
          </div>
        ) : (
          <>
            <nav
              aria-label={t('support.help.topics')}
              className="lg:sticky lg:top-28 lg:self-start"
            >
              <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="inline-flex min-h-tap items-center rounded-full border border-sand bg-white px-4 text-sm font-medium text-ink hover:border-taupe/50 lg:w-full lg:rounded-field lg:border-transparent lg:bg-transparent lg:hover:bg-linen"
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="flex min-w-0 flex-col gap-10">
              <div role="search" className="max-w-xl">
                <label htmlFor={searchId} className="mb-2 block text-sm font-medium text-ink">
                  {t('support.help.search')}
                </label>
                <input
                  id={searchId}
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder={t('support.help.search-example')}
                  aria-describedby={`${searchId}-count`}
                  className="block min-h-tap w-full rounded-field border border-sand bg-white px-4 text-base text-ink placeholder:text-taupe/70 hover:border-taupe/50 focus-visible:outline-2"
                />
                <p id={`${searchId}-count`} aria-live="polite" className="mt-2 text-sm text-taupe">
                  {search.trim()
                    ? t('support.help.matches', { count })
                    : t('support.help.count', { count, topics: sections.length })}
                </p>
              </div>
              {shown.length === 0 ? (
                <NoticePanel title={t('support.help.none')}>
                  {linkedText(
                    (link) => t('support.help.none-text', { link }),
                    <Link
                      to={paths.contact}
                      className="text-accent-700 underline underline-offset-4"
                    >
                      {t('support.help.none-link')}
                    </Link>,
                  )}
                </NoticePanel>
              ) : (
                shown.map((section) => (
                  <HelpSectionView
                    key={section.id}
                    section={section}
                    openAll={search.trim() !== ''}
                  />
                ))
              )}
              <aside
                aria-labelledby="still-stuck"
                className="rounded-card border border-sand bg-linen/60 p-6 sm:p-8"
              >
                <h2 id="still-stuck" className="text-heading font-medium">
                  {t('support.help.stuck')}
                </h2>
                <p className="mt-2 max-w-prose text-taupe">{t('support.help.stuck-text')}</p>
                <Link to={paths.contact} className={buttonClasses('primary', 'mt-5')}>
                  {t('support.contact-us')}
                </Link>
              </aside>
            </div>
          </>
        )}
      </div>
    </>
  );
}

function HelpSectionView({ section, openAll }: { section: HelpSection; openAll: boolean }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-28">
      <h2 id={`${section.id}-title`} className="text-heading font-medium">
        <a href={`#${section.id}`} className="hover:underline">
          {section.title}
        </a>
      </h2>
      <div className="mt-4 divide-y divide-sand rounded-card border border-sand bg-white">
        {section.questions.map((question) => (
          // Searching opens what matches, so the answer that matched is visible.
          <details
            key={`${question.id}-${openAll ? 'open' : 'closed'}`}
            id={question.id}
            open={openAll}
            className="group scroll-mt-28"
          >
            <summary className="flex min-h-tap cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-ink hover:bg-ivory [&::-webkit-details-marker]:hidden">
              {question.question}
              <span
                aria-hidden="true"
                className="shrink-0 text-taupe transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <div className="flex flex-col gap-3 px-5 pb-5 text-[0.9375rem] text-taupe">
              {question.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
