import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { NewCartItem } from '@/domain/cart';
import { isUuid } from '@/domain/ids';
import type { RecommendationView } from '@/domain/recommendations';
import * as paths from '@/web/app/paths';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { PageHeading } from '@/web/components/ui/page-heading';
import { toast } from '@/web/components/ui/use-toast';
import { useCart } from '@/web/features/cart/cart-context';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { isNotFound } from '@/web/lib/api-client';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { recommendationQueryOptions } from '../api/get-recommendation';
import { RecommendationSkeleton } from '../components/recommendation/recommendation-skeleton';
import { RecommendedProductCard } from '../components/recommendation/recommended-product-card';
import { lineName, lineStateOf, SKIP_REASON } from '../components/recommendation/recommended-lines';
import { hairdressersMessages } from '../messages';

// /recommendation/{uuid} (product.md §12): what a salon picked for a client, with its note, at
// the viewer's own prices. Opening one records it in the cart, so an order from it is the salon's.

export function RecommendationPage() {
  const { uuid = '' } = useParams();
  // Anything that is no uuid names no recommendation: not worth asking the API about.
  if (!isUuid(uuid)) return <MissingRecommendation />;
  return <RecommendationContent key={uuid} id={uuid.toLowerCase()} />;
}

function MissingRecommendation() {
  const t = useT(hairdressersMessages);
  useDocumentTitle(t('hairdressers.rec.title-not-found'));
  return (
    <section className="mx-auto max-w-content px-5 py-16 sm:px-8 sm:py-24">
      <NoticePanel
        headingLevel={1}
        title={t('hairdressers.rec.not-found')}
        actions={
          <>
            <Link to={paths.shop} className={buttonClasses('primary')}>
              {t('hairdressers.shop')}
            </Link>
            <Link to={paths.home} className={buttonClasses('secondary')}>
              {t('hairdressers.home')}
            </Link>
          </>
        }
      >
        {t('hairdressers.rec.not-found-text')}
      </NoticePanel>
    </section>
  );
}

function RecommendationContent({ id }: { id: string }) {
  const t = useT(hairdressersMessages);
  const { tier } = useShopper();
  const { recordRecommendation } = useCart();
  const query = useQuery(recommendationQueryOptions(id, tier));
  const missing = query.isError && isNotFound(query.error);
  const loadedId = query.data?.id;
  // Only a recommendation the server knows is recorded; the newest opened one wins.
  useEffect(() => {
    if (loadedId) recordRecommendation(loadedId);
  }, [loadedId, recordRecommendation]);
  useDocumentTitle(
    query.data
      ? t('hairdressers.rec.by', { salon: query.data.salon.name })
      : missing
        ? t('hairdressers.rec.title-not-found')
        : query.isError
          ? t('hairdressers.rec.title')
          : t('hairdressers.rec.loading'),
  );

  if (missing) return <MissingRecommendation />;
  if (query.isPending) return <RecommendationSkeleton />;
  if (query.isError) {
    return (
      <section className="mx-auto max-w-content px-5 py-16 sm:px-8">
        <NoticePanel
          tone="alert"
          headingLevel={1}
          title={t('hairdressers.rec.failed')}
          actions={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('hairdressers.retry')}
            </Button>
          }
        >
          {t('hairdressers.rec.failed-text')}
        </NoticePanel>
      </section>
    );
  }
  return <Recommendation view={query.data} business={tier === 'business'} />;
}

interface AddAllOutcome {
  added: number;
  capped: string[];
  skipped: string[];
}

function Recommendation({ view, business }: { view: RecommendationView; business: boolean }) {
  const t = useT(hairdressersMessages);
  const format = useFormat();
  const { addItem: addToCart, recordRecommendation } = useCart();
  // A line added from here carries the referral in the same update as the line itself: the
  // record on opening is an effect, which a quick shopper (or a busy machine) can outrun between
  // the click and leaving the page, and the cart would then be stored without it.
  const addItem = (item: NewCartItem) => {
    recordRecommendation(view.id);
    addToCart(item);
  };
  const [outcome, setOutcome] = useState<AddAllOutcome | null>(null);
  const { salon, note, items } = view;
  const addable = items.filter((line) => lineStateOf(line).kind === 'addable').length;
  const shared = Number.isNaN(new Date(view.createdAt).getTime())
    ? null
    : format.date(view.createdAt);
  const removed = t('hairdressers.rec.removed');
  const lead = shared
    ? business
      ? t('hairdressers.rec.lead-on-business', { count: items.length, date: shared })
      : t('hairdressers.rec.lead-on', { count: items.length, date: shared })
    : business
      ? t('hairdressers.rec.lead-business', { count: items.length })
      : t('hairdressers.rec.lead', { count: items.length });

  const addAll = () => {
    const result: AddAllOutcome = { added: 0, capped: [], skipped: [] };
    for (const line of items) {
      const state = lineStateOf(line);
      if (state.kind !== 'addable') {
        result.skipped.push(
          t('hairdressers.rec.line-reason', {
            name: lineName(line, removed),
            reason: t(SKIP_REASON[state.kind]),
          }),
        );
        continue;
      }
      addItem({ product: state.product, selectedVariant: line.variant, quantity: state.quantity });
      result.added += 1;
      if (state.capped)
        result.capped.push(
          t('hairdressers.rec.line-reason', {
            name: lineName(line, removed),
            reason: t('hairdressers.rec.capped-reason', { count: state.quantity }),
          }),
        );
    }
    setOutcome(result);
    // Replaces the per-product "Added" toasts: one summary for the whole click.
    toast({
      title: t('hairdressers.rec.added', { count: result.added }),
      ...(result.skipped.length > 0
        ? { description: t('hairdressers.rec.skipped-toast', { count: result.skipped.length }) }
        : {}),
    });
  };

  return (
    <>
      <PageHeading
        eyebrow={t('hairdressers.rec.eyebrow')}
        title={
          salon.city
            ? t('hairdressers.rec.by-in', { salon: salon.name, city: salon.city })
            : t('hairdressers.rec.by', { salon: salon.name })
        }
        lead={lead}
      >
        {note ? (
          <figure className="mt-8 max-w-prose rounded-card bg-linen px-6 py-5">
            {/* Plain text: the salon's words as written, line breaks kept, never read as HTML. */}
            <blockquote className="text-[1.0625rem] leading-relaxed break-words whitespace-pre-wrap text-ink">
              {note}
            </blockquote>
            <figcaption className="mt-3 text-sm text-taupe">— {salon.name}</figcaption>
          </figure>
        ) : null}
        <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3">
          <Button onClick={addAll} disabled={addable === 0}>
            {t('hairdressers.rec.add-all')}
          </Button>
          <p className="text-sm text-taupe">
            {addable === items.length
              ? t('hairdressers.rec.all-in-stock')
              : addable === 0
                ? t('hairdressers.rec.none-orderable')
                : t('hairdressers.rec.some-orderable', { count: addable, total: items.length })}
          </p>
        </div>
        <div role="status" className="mt-4 max-w-prose empty:hidden">
          {outcome ? <AddAllSummary outcome={outcome} /> : null}
        </div>
      </PageHeading>
      <section
        aria-label={t('hairdressers.rec.products')}
        className="mx-auto max-w-content px-5 pb-section sm:px-8"
      >
        <ul className="grid grid-cols-2 gap-x-5 gap-y-10 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((line, index) => (
            <li key={`${line.productId}|${line.variant ?? ''}|${index}`}>
              <RecommendedProductCard
                line={line}
                eager={index < 4}
                onAdd={(chosen) => {
                  const state = lineStateOf(chosen);
                  if (state.kind !== 'addable') return;
                  addItem({
                    product: state.product,
                    selectedVariant: chosen.variant,
                    quantity: state.quantity,
                  });
                }}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function AddAllSummary({ outcome }: { outcome: AddAllOutcome }) {
  const t = useT(hairdressersMessages);
  return (
    <div className="rounded-field border border-sand bg-white px-5 py-4 text-[0.9375rem] text-ink">
      <p className="font-medium">
        {t('hairdressers.rec.added-summary', { count: outcome.added })}{' '}
        <Link to={paths.cart} className="text-accent-700 underline underline-offset-4">
          {t('hairdressers.to-cart')}
        </Link>
      </p>
      {outcome.capped.length > 0 ? (
        <p className="mt-2 text-taupe">
          {t('hairdressers.rec.fewer', { lines: outcome.capped.join('; ') })}
        </p>
      ) : null}
      {outcome.skipped.length > 0 ? (
        <p className="mt-2 text-taupe">
          {t('hairdressers.rec.skipped', { lines: outcome.skipped.join('; ') })}
        </p>
      ) : null}
    </div>
  );
}
