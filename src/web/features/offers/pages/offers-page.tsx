import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { categoryName, FAMILIES, familyBySlug } from '@/domain/catalog';
import { formatMoney } from '@/domain/money';
import { offerBadge, type PublicOffer } from '@/domain/offers';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { offersQueryOptions } from '@/web/features/products/api/get-offers';

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

/** What the offer is on, as a shopper reads it: "Synthetic hair", "Wigs", a product's name. */
function targetLabel(offer: PublicOffer): string {
  switch (offer.target.type) {
    case 'family':
      return familyBySlug(offer.target.family)?.name ?? offer.targetName;
    case 'category': {
      const slug = offer.target.category;
      const names = FAMILIES.map((family) => categoryName(family.slug, slug));
      return names.find((name) => name !== undefined) ?? offer.targetName;
    }
    default:
      return offer.targetName;
  }
}

const endDate = (iso: string) =>
  new Intl.DateTimeFormat('en-NL', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );

function OfferCard({ offer }: { offer: PublicOffer }) {
  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: `Code ${code} copied` });
    } catch {
      toast({ title: `Copy failed: the code is ${code}` });
    }
  }
  return (
    <li
      className="flex flex-col rounded-card border border-sand bg-white p-6"
      data-testid="offer-card"
    >
      <p className="self-start rounded-full bg-accent-700 px-2.5 py-0.5 text-sm font-medium text-white">
        {offerBadge(offer.kind, offer.value)}
      </p>
      <h2 className="mt-3 font-display text-xl font-medium text-ink">{offer.title}</h2>
      {offer.description && <p className="mt-2 text-taupe">{offer.description}</p>}
      <p className="mt-3 text-sm text-taupe">On: {targetLabel(offer)}</p>
      {offer.minSubtotal > 0 && (
        <p className="text-sm text-taupe">From {formatMoney(offer.minSubtotal)}</p>
      )}
      <p className="text-sm text-taupe">
        {offer.endsAt ? `Ends ${endDate(offer.endsAt)}` : 'No end date'}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
        {offer.code !== null && (
          <>
            <code className="rounded-lg border border-dashed border-accent-700 px-3 py-1.5 font-mono text-ink">
              {offer.code}
            </code>
            <Button variant="secondary" onClick={() => void copy(offer.code ?? '')}>
              Copy code
            </Button>
          </>
        )}
        <Link
          className="font-medium text-accent-700 underline-offset-4 hover:underline"
          to={shopLink(offer)}
        >
          Shop these
        </Link>
      </div>
    </li>
  );
}

export function OffersPage() {
  useDocumentTitle('Offers');
  const { tier } = useShopper();
  const offers = useQuery(offersQueryOptions(tier));
  return (
    <>
      <PageHeading
        title="Offers"
        lead="Current discounts on products, categories and families, and the codes that go with them."
      />
      <div className="mx-auto max-w-content px-5 pb-20 sm:px-8">
        {offers.isPending ? (
          <Spinner />
        ) : offers.isError ? (
          <p role="alert">The offers could not be loaded. Try again in a moment.</p>
        ) : offers.data.items.length === 0 ? (
          <p>No offers right now. Come back soon.</p>
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
