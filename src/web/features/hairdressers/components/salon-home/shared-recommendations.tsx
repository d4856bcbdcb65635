import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { SharedRecommendations as Shared } from '@/domain/partners';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { sharedRecommendationsQueryOptions } from '../../api/get-shared-recommendations';
import { hairdressersMessages } from '../../messages';
import { messageParts } from '@/web/i18n/message-parts';
import { copyLink } from './copy-text';

/** How many of the newest recommendations the page lists. */
export const NEWEST_SHOWN = 5;

function RecommendationRow({ item }: { item: Shared['items'][number] }) {
  const t = useT(hairdressersMessages);
  const format = useFormat();
  const shown = useRef<HTMLAnchorElement>(null);
  const link = new URL(item.url, window.location.origin).href;
  const date = Number.isNaN(new Date(item.createdAt).getTime()) ? '' : format.date(item.createdAt);
  return (
    <li className="grid gap-4 py-5 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        {item.note ? (
          <p className="line-clamp-2 font-medium text-ink">“{item.note}”</p>
        ) : (
          <p className="text-taupe italic">{t('hairdressers.shared.no-note')}</p>
        )}
        <p className="mt-1 text-sm text-taupe">
          {t('hairdressers.products', { count: item.lines })}
          {date ? (
            <>
              {' · '}
              {messageParts(t, 'hairdressers.shared.on', {
                date: <time dateTime={item.createdAt}>{date}</time>,
              })}
            </>
          ) : null}
        </p>
        {/* The url is the address the client was sent, its language's prefix included
            (/nl/recommendation/…): a plain link, not the router's, which would add this page's
            own prefix to it. */}
        <a
          ref={shown}
          href={item.url}
          className="mt-1 inline-block text-sm break-all text-accent-700 underline-offset-4 hover:underline"
        >
          {link}
        </a>
      </div>
      <Button
        variant="secondary"
        className="justify-self-start"
        aria-label={t('hairdressers.shared.copy-label', { date })}
        onClick={() =>
          void copyLink(
            link,
            shown.current,
            { title: t('hairdressers.shared.copied') },
            {
              title: t('hairdressers.link.selected'),
              description: t('hairdressers.link.selected-text'),
            },
          )
        }
      >
        {t('hairdressers.copy-link')}
      </Button>
    </li>
  );
}

/** What the salon has shared: the count and the newest few, each with its link. */
export function SharedRecommendations({ salonId }: { salonId: string }) {
  const t = useT(hairdressersMessages);
  const query = useQuery(sharedRecommendationsQueryOptions(salonId));
  return (
    <section
      aria-labelledby="recommendations-heading"
      className="mx-auto max-w-content px-5 pt-section sm:px-8"
    >
      <h2 id="recommendations-heading" className="text-title font-medium">
        {t('hairdressers.shared.title')}
      </h2>
      <p className="mt-4 max-w-prose text-[0.9375rem] text-taupe">
        {t('hairdressers.shared.commission')}
      </p>
      {query.isPending ? (
        <Spinner className="mt-8" label={t('hairdressers.shared.loading')} />
      ) : query.isError ? (
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <p className="text-[0.9375rem] text-taupe">{t('hairdressers.shared.failed')}</p>
          <Button variant="quiet" onClick={() => void query.refetch()}>
            {t('hairdressers.retry')}
          </Button>
        </div>
      ) : query.data.shared === 0 ? (
        <div className="mt-8 rounded-card border border-sand bg-linen/60 px-6 py-8">
          <p className="font-medium text-ink">{t('hairdressers.shared.none')}</p>
          <p className="mt-2 text-[0.9375rem] text-taupe">
            {messageParts(t, 'hairdressers.shared.none-text', {
              cart: (
                <Link
                  to={paths.cart}
                  className="font-medium text-accent-700 underline underline-offset-4"
                >
                  {t('hairdressers.shared.cart')}
                </Link>
              ),
            })}
          </p>
        </div>
      ) : (
        <>
          <p className="mt-8 text-lead text-ink">
            {messageParts(t, 'hairdressers.shared.count', {
              count: (
                <strong className="font-medium">
                  {t('hairdressers.shared.recommendations', { count: query.data.shared })}
                </strong>
              ),
            })}
          </p>
          <h3 className="mt-8 text-heading font-medium">
            {query.data.shared > NEWEST_SHOWN
              ? t('hairdressers.shared.newest-n', { count: NEWEST_SHOWN })
              : t('hairdressers.shared.newest')}
          </h3>
          <ul className="mt-2 max-w-3xl divide-y divide-sand border-y border-sand">
            {query.data.items.slice(0, NEWEST_SHOWN).map((item) => (
              <RecommendationRow key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
