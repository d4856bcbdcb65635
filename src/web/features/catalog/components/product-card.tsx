import { Link } from 'react-router';
import { fromPrice, type PricingTier } from '@/domain/pricing';
import type { Product } from '@/domain/products';
import * as paths from '@/web/app/paths';
import { useCatalogNames } from '../catalog-names';
import { useAutomaticOffer } from '../use-automatic-offer';
import { PriceTag } from './price-tag';
import { PRODUCT_CARD_SIZES } from '@/domain/images';
import { ResponsivePicture } from '@/web/components/ui/responsive-picture';

export const PRODUCT_IMAGE_SIZE = 800;

interface ProductCardProps {
  product: Product;
  tier: PricingTier;
  /** Cards in the first visible row load at once; the rest wait until they scroll near. */
  eager?: boolean;
}

function hasPriceRange(product: Product): boolean {
  return new Set(product.variant_detail.map((variant) => variant.price ?? product.price)).size > 1;
}

/** A product in a grid: picture, name, "from" price for the tier, sold-out badge. */
export function ProductCard({ product, tier, eager = false }: ProductCardProps) {
  // product.stock sums the variants' stock (API contract), so it alone says whether anything is
  // orderable; isInStock() would pull the zod-based schema module onto the home page.
  const { t, category } = useCatalogNames();
  const soldOut = product.stock <= 0;
  const image = product.images[0];
  const amount = fromPrice(product, tier);
  const offer = useAutomaticOffer(product, tier, amount);
  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative overflow-hidden rounded-card bg-linen">
        {image ? (
          <ResponsivePicture
            src={image}
            alt=""
            sizes={PRODUCT_CARD_SIZES}
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={eager ? 'high' : undefined}
            className={
              'aspect-square w-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-[1.03] ' +
              (soldOut ? 'opacity-60' : '')
            }
          />
        ) : (
          <div className="aspect-square w-full" />
        )}
        {soldOut ? (
          <span className="absolute top-3 left-3 rounded-full bg-ink px-3 py-1 text-xs font-medium tracking-wide text-ivory">
            {t('catalog.sold-out')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col pt-4">
        <p className="text-xs font-medium tracking-[0.12em] text-taupe uppercase">
          {category(product.category)}
        </p>
        <h3 className="mt-1.5 font-sans text-base leading-snug font-medium text-ink">
          <Link
            to={paths.product(product.id)}
            className="underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-card"
          >
            {product.name}
          </Link>
        </h3>
        <div className="mt-2">
          <PriceTag
            amount={amount}
            normal={fromPrice(product, 'client')}
            from={hasPriceRange(product)}
            offer={offer}
          />
        </div>
      </div>
    </article>
  );
}
