import { useId } from 'react';
import { Link } from 'react-router';
import type { CartItem } from '@/domain/cart';
import { MAX_LINE_QUANTITY } from '@/domain/line-quantity';
import * as paths from '@/web/app/paths';
import { QuantityStepper } from '@/web/components/ui/quantity-stepper';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { useCart } from '../cart-context';
import { cartMessages } from '../messages';
import { DropHoldStatus } from './drop-hold-status';
import { ProductThumb } from './product-thumb';

function lineName(item: CartItem): string {
  if (item.type === 'box') return item.product.name;
  return item.selectedVariant ? `${item.product.name}, ${item.selectedVariant}` : item.product.name;
}

export function CartLine({ item }: { item: CartItem }) {
  const t = useT(cartMessages);
  const format = useFormat();
  const { updateQuantity, changeVariant, removeItem, isHoldExpired } = useCart();
  const variantId = useId();
  const { product } = item;
  const name = lineName(item);
  const canChangeVariant = item.type === undefined && product.variant_detail.length > 1;
  const expired = isHoldExpired(item);

  return (
    <li className="flex gap-4 py-6 sm:gap-6">
      <ProductThumb product={product} size={80} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        {item.type === 'drop' ? (
          <p className="-mb-2 text-xs font-medium tracking-[0.14em] text-accent-700 uppercase">
            {t('cart.line.drop')}
          </p>
        ) : null}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="font-medium text-ink">
            {typeof product.id === 'number' ? (
              <Link to={paths.product(product.id)} className="hover:underline underline-offset-4">
                {product.name}
              </Link>
            ) : (
              product.name
            )}
          </h2>
          <p
            className="font-medium tabular-nums text-ink"
            aria-label={t('cart.line.total', { name })}
          >
            {format.money(item.price * item.quantity)}
          </p>
        </div>
        {item.type === 'box' ? (
          // A box's product price is its components' sum; what the shopper pays is the box price.
          <p className="-mt-2 text-sm text-taupe tabular-nums">
            <s>{format.money(item.product.price)}</s> ·{' '}
            {t('cart.line.you-save', {
              amount: format.money(Math.max(0, item.product.price - item.price)),
            })}
          </p>
        ) : (
          <p className="-mt-2 text-sm text-taupe tabular-nums">
            {item.type === 'drop'
              ? t('cart.line.each-drop', { price: format.money(item.price) })
              : t('cart.line.each', { price: format.money(item.price) })}
          </p>
        )}
        {item.components ? (
          <ul className="text-sm text-taupe" aria-label={t('cart.line.contents', { name })}>
            {item.components.map((component) => (
              <li key={`${component.productId}-${component.selectedVariant ?? ''}`}>
                {component.quantity} × {component.name}
                {component.selectedVariant ? `, ${component.selectedVariant}` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        {canChangeVariant ? (
          <div className="flex min-w-0 items-center gap-3">
            <label htmlFor={variantId} className="text-sm text-taupe">
              {t('cart.line.variant')}
            </label>
            <select
              id={variantId}
              value={item.selectedVariant ?? ''}
              onChange={(event) =>
                changeVariant(item.productId, item.selectedVariant, event.target.value)
              }
              className="min-h-tap w-full max-w-56 min-w-0 rounded-field border border-sand bg-white px-3 text-[0.9375rem] text-ink"
            >
              {product.variant_detail.map((variant) => (
                <option key={variant.name} value={variant.name} disabled={variant.stock === 0}>
                  {variant.stock === 0
                    ? t('cart.line.variant-sold-out', { variant: variant.name })
                    : variant.name}
                </option>
              ))}
            </select>
          </div>
        ) : item.selectedVariant && item.type !== 'box' ? (
          <p className="text-sm text-taupe">{item.selectedVariant}</p>
        ) : null}
        {item.type === 'drop' && item.hold ? (
          <DropHoldStatus item={item} hold={item.hold} name={name} expired={expired} />
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          {item.type === 'box' ? (
            <Link
              to={paths.editBox(String(item.productId))}
              aria-label={t('cart.line.edit-box.label', { name: item.product.name })}
              className="inline-flex min-h-tap items-center rounded-full px-3 text-sm font-medium text-accent-700 underline-offset-4 hover:underline"
            >
              {t('cart.line.edit-box')}
            </Link>
          ) : (
            <QuantityStepper
              value={item.quantity}
              max={MAX_LINE_QUANTITY}
              of={name}
              disabled={expired}
              onChange={(quantity) =>
                updateQuantity(item.productId, item.selectedVariant, quantity)
              }
            />
          )}
          <button
            type="button"
            onClick={() => removeItem(item.productId, item.selectedVariant)}
            aria-label={t('cart.line.remove.label', { name })}
            className="inline-flex min-h-tap items-center rounded-full px-3 text-sm font-medium text-accent-700 underline-offset-4 hover:underline"
          >
            {t('cart.line.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
