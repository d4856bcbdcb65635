import type { CartItem } from '@/domain/cart';
import { useT } from '@/web/i18n/use-t';
import { checkoutMessages } from '../messages';

/**
 * Cart lines this order does not carry: drop lines whose hold ran out (held again from the
 * cart), and anything an online order cannot carry yet. Named, never silently dropped.
 */
export function HeldBackLines({ items }: { items: readonly CartItem[] }) {
  const t = useT(checkoutMessages);
  const expired = items.filter((item) => item.type === 'drop');
  const others = items.filter((item) => item.type !== 'drop');
  return (
    <>
      {expired.length > 0 ? (
        <div role="note" className="rounded-field bg-accent-50 p-4 text-sm text-ink">
          <p className="font-medium">{t('checkout.held-back.expired')}</p>
          <ul className="mt-1 list-disc pl-5 text-taupe">
            {expired.map((item) => (
              <li key={String(item.productId)}>
                {item.selectedVariant
                  ? `${item.product.name}, ${item.selectedVariant}`
                  : item.product.name}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-taupe">{t('checkout.held-back.expired.text')}</p>
        </div>
      ) : null}
      <OtherLines items={others} />
    </>
  );
}

function OtherLines({ items }: { items: readonly CartItem[] }) {
  const t = useT(checkoutMessages);
  if (items.length === 0) return null;
  return (
    <div role="note" className="rounded-field bg-linen p-4 text-sm text-ink">
      <p className="font-medium">{t('checkout.held-back.other')}</p>
      <ul className="mt-1 list-disc pl-5 text-taupe">
        {items.map((item) => (
          <li key={String(item.productId)}>{item.product.name}</li>
        ))}
      </ul>
      <p className="mt-1 text-taupe">{t('checkout.held-back.other.text')}</p>
    </div>
  );
}
