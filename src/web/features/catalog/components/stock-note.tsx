import { stockState } from '@/domain/stock';

/** "In stock", "Only 3 left" or "Sold out", with a dot so the state reads at a glance. */
export function StockNote({ units }: { units: number }) {
  const state = stockState(units);
  const text =
    state === 'sold-out' ? 'Sold out' : state === 'low-stock' ? `Only ${units} left` : 'In stock';
  const dot =
    state === 'sold-out' ? 'bg-taupe' : state === 'low-stock' ? 'bg-accent-500' : 'bg-ink';
  return (
    <p className="inline-flex items-center gap-2 text-[0.9375rem] text-ink">
      <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
      {text}
    </p>
  );
}
