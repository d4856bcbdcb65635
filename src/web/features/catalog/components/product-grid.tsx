import type { PricingTier } from '@/domain/pricing';
import type { Product } from '@/domain/products';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 md:grid-cols-3 lg:gap-x-8 lg:gap-y-12';

interface ProductGridProps {
  products: readonly Product[];
  tier: PricingTier;
  /** Four columns where the page is wide enough (no filter column beside it). */
  wide?: boolean;
  /** How many cards are above the fold on a wide screen: those load eagerly. */
  eagerCount?: number;
  /** Older results stay while newer ones load; they dim so the wait is visible. */
  stale?: boolean;
}

export function ProductGrid({
  products,
  tier,
  wide = false,
  eagerCount = 0,
  stale = false,
}: ProductGridProps) {
  return (
    <ul
      aria-busy={stale || undefined}
      className={
        `${GRID} ${wide ? 'lg:grid-cols-4' : ''} transition-opacity duration-200 ` +
        (stale ? 'opacity-60' : '')
      }
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} tier={tier} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({
  count,
  wide = false,
  label,
}: {
  count: number;
  wide?: boolean;
  /** What is loading, for a screen reader: "Loading products". */
  label: string;
}) {
  return (
    <div role="status" aria-label={label}>
      <ul className={`${GRID} ${wide ? 'lg:grid-cols-4' : ''}`}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
