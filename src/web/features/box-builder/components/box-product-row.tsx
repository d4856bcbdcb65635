import { useState } from 'react';
import type { PricingTier } from '@/domain/pricing';
import { unitPriceFor } from '@/domain/pricing';
import type { Product } from '@/domain/products';
import { Button } from '@/web/components/ui/button';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { stockOf } from '../box-draft';
import { boxBuilderMessages } from '../messages';

/**
 * One eligible product: its variant choice and "Add to box". A sold-out variant cannot be
 * chosen, and nothing can be added once the box is full or the variant's stock is in it.
 */
export function BoxProductRow({
  product,
  tier,
  inBox,
  full,
  onAdd,
}: {
  product: Product;
  tier: PricingTier;
  /** Units of each variant (key: name, or '' without variants) already in the box. */
  inBox: (variant: string | null) => number;
  full: boolean;
  onAdd: (variant: string | null) => void;
}) {
  const t = useT(boxBuilderMessages);
  const format = useFormat();
  const firstInStock = product.variant_detail.find((v) => v.stock > 0)?.name;
  const [variant, setVariant] = useState<string | null>(
    product.variant_detail.length > 0
      ? (firstInStock ?? product.variant_detail[0]?.name ?? null)
      : null,
  );
  const left = stockOf(product, variant) - inBox(variant);
  const soldOut = stockOf(product, variant) === 0;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-ink">{product.name}</p>
        <p className="text-sm text-taupe tabular-nums">
          {format.money(unitPriceFor(product, variant, tier))}
          {soldOut
            ? ` · ${t('box-builder.row.sold-out')}`
            : left <= 3
              ? ` · ${t('box-builder.row.left', { count: Math.max(0, left) })}`
              : ''}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {product.variant_detail.length > 0 ? (
          <select
            aria-label={t('box-builder.row.variant', { name: product.name })}
            className="min-h-tap rounded-field border border-sand bg-white px-2 text-sm"
            value={variant ?? ''}
            onChange={(event) => setVariant(event.target.value)}
          >
            {product.variant_detail.map((v) => (
              <option key={v.name} value={v.name} disabled={v.stock === 0}>
                {v.stock === 0
                  ? t('box-builder.row.variant-sold-out', { variant: v.name })
                  : v.name}
              </option>
            ))}
          </select>
        ) : null}
        <Button
          variant="secondary"
          disabled={full || left <= 0}
          aria-label={t('box-builder.row.add-label', {
            name: variant ? `${product.name} (${variant})` : product.name,
          })}
          onClick={() => onAdd(variant)}
        >
          {t('box-builder.row.add')}
        </Button>
      </div>
    </li>
  );
}
