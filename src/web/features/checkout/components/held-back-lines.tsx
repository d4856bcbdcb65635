import type { CartItem } from '@/domain/cart';

/** Cart lines an online order cannot carry yet (e.g. a box): named, never silently dropped. */
export function HeldBackLines({ items }: { items: readonly CartItem[] }) {
  if (items.length === 0) return null;
  return (
    <div role="note" className="rounded-field bg-linen p-4 text-sm text-ink">
      <p className="font-medium">Not part of this order</p>
      <ul className="mt-1 list-disc pl-5 text-taupe">
        {items.map((item) => (
          <li key={String(item.productId)}>{item.product.name}</li>
        ))}
      </ul>
      <p className="mt-1 text-taupe">
        These cannot be ordered online yet — contact us and we will help.
      </p>
    </div>
  );
}
