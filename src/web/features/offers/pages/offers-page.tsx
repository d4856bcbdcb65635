import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isFamilySlug, type CategorySlug, type FamilySlug } from '@/domain/catalog';
import type { PublicOffer } from '@/domain/offers';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useFormat } from '@/web/i18n/format';
import { useT, type Translate } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { offersQueryOptions } from '@/web/features/products/api/get-offers';
import { offersMessages } from '../messages';

/** Where "shop these" goes: the product, the filtered shop, or the whole shop. */
function shopLink(offer: PublicOffer): string {
  switch (offer.target.type) {
    case 'product':
      return paths.product(offer.target.productId);
    case 'family':
      return paths.family(offer.target.family);
    case 'category':
      // The shop filters a category only within a family; a search finds it across families.
      return paths.shopWith(`q=${encodeURIComponent(offer.target.category)}`);
    case 'order':
      return paths.shop;
  }
}

// The names of what an offer can be on, in the page's language (issue 30): a family's is the
// header's (the shell's app.nav.… messages); a category slug names the same thing in every family.
const FAMILY_NAMES: Record<FamilySlug, string> = {
  'human-hair': 'app.nav.human-hair',
  'synthetic-hair': 'app.nav.synthetic-hair',
  'salon-essentials': 'app.nav.salon-essentials',
};
const CATEGORY_NAMES: Record<CategorySlug, string> = {
  bundles: 'offers.cat.bundles',
  closures: 'offers.cat.closures',
  frontals: 'offers.cat.frontals',
  wigs: 'offers.cat.wigs',
  ponytails: 'offers.cat.ponytails',
  'clip-ins': 'offers.cat.clip-ins',
  'braiding-hair': 'offers.cat.braiding-hair',
  crochet: 'offers.cat.crochet',
  care: 'offers.cat.care',
  tools: 'offers.cat.tools',
  adhesives: 'offers.cat.adhesives',
  accessories: 'offers.cat.accessories',
};

/** What the offer is on, as a shopper reads it: "Synthetic hair", "Wigs", a product's name. */
function targetLabel(t: Translate, offer: PublicOffer): string {
  switch (offer.target.type) {
    case 'family': {
      const slug = offer.target.family;
      return isFamilySlug(slug) ? t(FAMILY_NAMES[slug]) : offer.targetName;
    }
    case 'category': {
      const slug = offer.target.category;
      return Object.hasOwn(CATEGORY_NAMES, slug)
        ? t(CATEGORY_NAMES[slug as CategorySlug])
        : offer.targetName;
    }
    default:
      return offer.targetName;
  }
}

function OfferCard({ offer }: { offer: PublicOffer }) {
  const t = useT(offersMessages);
  const format = useFormat();
  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: t('offers.copied', { code }) });
    } catch {
      toast({ title: t('offers.copy-failed', { code }) });
    }
  }
  return (
    <li
      className="flex flex-col rounded-card border border-sand bg-white p-6"
      data-testid="offer-card"
    >
      <p className="self-start rounded-full bg-accent-700 px-2.5 py-0.5 text-sm font-medium text-white">
        {offer.kind === 'percent'
          ? t('offers.off', { value: offer.value })
          : `−${format.money(offer.value)}`}
      </p>
      <h2 className="mt-3 font-display text-xl font-medium text-ink">{offer.title}</h2>
      {offer.description && <p className="mt-2 text-taupe">{offer.description}</p>}
      <p className="mt-3 text-sm text-taupe">{t('offers.on', { target: targetLabel(t, offer) })}</p>
      {offer.minSubtotal > 0 && (
        <p className="text-sm text-taupe">
          {t('offers.min', { amount: format.money(offer.minSubtotal) })}
        </p>
      )}
      <p className="text-sm text-taupe">
        {offer.endsAt ? t('offers.ends', { date: format.date(offer.endsAt) }) : t('offers.no-end')}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
        {offer.code !== null && (
          <>
            <code className="rounded-lg border border-dashed border-accent-700 px-3 py-1.5 font-mono text-ink">
              {offer.code}
            </code>
            <Button variant="secondary" onClick={() => void copy(offer.code ?? '')}>
              {t('offers.copy')}
            </Button>
          </>
        )}
        <Link
          className="font-medium text-accent-700 underline-offset-4 hover:underline"
          to={shopLink(offer)}
        >
          {t('offers.shop')}
        </Link>
      </div>
    </li>
  );
}

export function OffersPage() {
  const t = useT(offersMessages);
  useDocumentTitle(t('app.nav.offers'));
  const { tier } = useShopper();
  const offers = useQuery(offersQueryOptions(tier));
  return (
    <>
      <PageHeading title={t('app.nav.offers')} lead={t('offers.lead')} />
      <div className="mx-auto max-w-content px-5 pb-20 sm:px-8">
        {offers.isPending ? (
          <Spinner />
        ) : offers.isError ? (
          <p role="alert">{t('offers.failed')}</p>
        ) : offers.data.items.length === 0 ? (
          <p>{t('offers.none')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {offers.data.items.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
