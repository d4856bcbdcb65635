import { useId, useState } from 'react';
import { fromPrice, unitPrice, type PricingTier } from '@/domain/pricing';
import type { Product } from '@/domain/products';
import { isInStock, stockOf } from '@/domain/stock';
import { Button } from '@/web/components/ui/button';
import { QuantityStepper } from '@/web/components/ui/quantity-stepper';
import { useCart } from '@/web/features/cart/cart-context';
import { useCatalogT } from '../messages';
import { productMessages } from '../product/messages';
import { variantKind } from '../variant-kind';
import { useAutomaticOffer } from '../use-automatic-offer';
import { useVariantPrices } from '../use-variant-prices';
import { PriceTag } from './price-tag';
import { StockNote } from './stock-note';
import { VariantPicker } from './variant-picker';

/** The buying part of a product page: variant, price for the tier, stock, quantity, add to cart. */
export function ProductPurchase({ product, tier }: { product: Product; tier: PricingTier }) {
  const t = useCatalogT(productMessages);
  const { addItem } = useCart();
  const variants = product.variant_detail;
  const hasVariants = variants.length > 0;
  // With exactly one variant there is nothing to choose; otherwise the shopper picks consciously
  // (a length is not something to buy by default).
  const onlyVariant =
    variants.length === 1 && (variants[0]?.stock ?? 0) > 0 ? variants[0] : undefined;
  const [chosen, setChosen] = useState<string | null>(onlyVariant?.name ?? null);
  const [quantity, setQuantity] = useState(1);
  const hintId = useId();

  const variant = variants.find((item) => item.name === chosen);
  const needsChoice = hasVariants && !variant;
  const available = needsChoice ? 0 : stockOf(product, chosen);
  const soldOut = !isInStock(product) || (!needsChoice && available <= 0);
  const kind = variantKind(variants.map((item) => item.name));
  // "length", "lengte": what to choose, inside a sentence.
  const choice = t('catalog.product.kind', { kind }).toLowerCase();

  const amount = needsChoice ? fromPrice(product, tier) : unitPrice(product, variant, tier);
  const normal = needsChoice ? fromPrice(product, 'client') : unitPrice(product, variant, 'client');
  const prices = new Set(variants.map((item) => item.price ?? product.price));
  const offer = useAutomaticOffer(product, tier, amount);
  const variantPrices = useVariantPrices(product, tier);

  return (
    <div className="flex flex-col gap-7">
      {/* Named, so the price for the choice so far reads apart from each variant's own price. */}
      <div role="group" aria-label={t('catalog.price')}>
        <PriceTag
          amount={amount}
          normal={normal}
          from={needsChoice && prices.size > 1}
          size="page"
          offer={offer}
        />
      </div>
      {hasVariants ? (
        <VariantPicker
          variants={variants}
          kind={kind}
          value={chosen}
          prices={variantPrices}
          onChange={(name) => {
            setChosen(name);
            setQuantity(1);
          }}
        />
      ) : null}
      {soldOut ? (
        <div>
          <StockNote units={0} />
          <p className="mt-1 text-[0.9375rem] text-taupe">{t('catalog.product.sold-out.note')}</p>
        </div>
      ) : !needsChoice ? (
        <div>
          <StockNote units={available} />
        </div>
      ) : variantPrices ? null : (
        // Priced options say their own stock; names and swatches say it once one is chosen.
        <p className="text-[0.9375rem] text-taupe">
          {t('catalog.product.choose.stock', { choice })}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-4">
        {soldOut ? null : (
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            max={Math.max(1, available)}
            disabled={needsChoice}
          />
        )}
        <Button
          className="min-w-48 flex-1 sm:flex-none"
          disabled={soldOut || needsChoice}
          aria-describedby={needsChoice && !soldOut ? hintId : undefined}
          onClick={() => addItem({ product, selectedVariant: variant?.name ?? null, quantity })}
        >
          {t('catalog.product.add')}
        </Button>
      </div>
      {needsChoice && !soldOut ? (
        <p id={hintId} className="-mt-4 text-sm text-taupe">
          {t('catalog.product.choose', { choice })}
        </p>
      ) : null}
    </div>
  );
}
