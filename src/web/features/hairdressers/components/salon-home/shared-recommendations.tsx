import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { SharedRecommendations as Shared } from '@/domain/partners';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { sharedRecommendationsQueryOptions } from '../../api/get-shared-recommendations';
import { copyLink } from './copy-text';

/** How many of the newest recommendations the page lists. */
export const NEWEST_SHOWN = 5;

const shareDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

function sharedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shareDate.format(date);
}

function RecommendationRow({ item }: { item: Shared['items'][number] }) {
  const shown = useRef<HTMLAnchorElement>(null);
  const link = new URL(item.url, window.location.origin).href;
  const date = sharedOn(item.createdAt);
  return (
    <li className="grid gap-4 py-5 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        {item.note ? (
          <p className="line-clamp-2 font-medium text-ink">“{item.note}”</p>
        ) : (
          <p className="text-taupe italic">Without a note</p>
        )}
        <p className="mt-1 text-sm text-taupe">
          {item.lines === 1 ? '1 product' : `${item.lines} products`}
          {date ? (
            <>
              {' · shared '}
              <time dateTime={item.createdAt}>{date}</time>
            </>
          ) : null}
        </p>
        <Link
          ref={shown}
          to={item.url}
          className="mt-1 inline-block text-sm break-all text-accent-700 underline-offset-4 hover:underline"
        >
          {link}
        </Link>
      </div>
      <Button
        variant="secondary"
        className="justify-self-start"
        aria-label={`Copy the link of the recommendation shared ${date}`}
        onClick={() => void copyLink(link, shown.current, { title: 'Recommendation link copied' })}
      >
        Copy link
      </Button>
    </li>
  );
}

/** What the salon has shared: the count and the newest few, each with its link. */
export function SharedRecommendations({ salonId }: { salonId: string }) {
  const query = useQuery(sharedRecommendationsQueryOptions(salonId));
  return (
    <section
      aria-labelledby="recommendations-heading"
      className="mx-auto max-w-content px-5 pt-section sm:px-8"
    >
      <h2 id="recommendations-heading" className="text-title font-medium">
        Your recommendations
      </h2>
      <p className="mt-4 max-w-prose text-[0.9375rem] text-taupe">
        You earn 10 % of what your clients order through your recommendations, after discounts,
        without delivery, paid out monthly.
      </p>
      {query.isPending ? (
        <Spinner className="mt-8" label="Loading your recommendations" />
      ) : query.isError ? (
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <p className="text-[0.9375rem] text-taupe">
            What you have shared could not be loaded just now.
          </p>
          <Button variant="quiet" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : query.data.shared === 0 ? (
        <div className="mt-8 rounded-card border border-sand bg-linen/60 px-6 py-8">
          <p className="font-medium text-ink">You have not shared a recommendation yet.</p>
          <p className="mt-2 text-[0.9375rem] text-taupe">
            Fill your{' '}
            <Link
              to={paths.cart}
              className="font-medium text-accent-700 underline underline-offset-4"
            >
              cart
            </Link>{' '}
            with what you recommend, then choose Share as recommendation. Each one you share is
            listed here with its link.
          </p>
        </div>
      ) : (
        <>
          <p className="mt-8 text-lead text-ink">
            You have shared{' '}
            <strong className="font-medium">
              {query.data.shared === 1
                ? '1 recommendation'
                : `${query.data.shared} recommendations`}
            </strong>
            .
          </p>
          <h3 className="mt-8 text-heading font-medium">
            {query.data.shared > NEWEST_SHOWN ? `The newest ${NEWEST_SHOWN}` : 'Newest first'}
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
