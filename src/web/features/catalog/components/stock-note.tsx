import { stockState } from '@/domain/stock';
import { useCatalogT } from '../messages';
import { productMessages } from '../product/messages';

/** "In stock", "Only 3 left" or "Sold out", with a dot so the state reads at a glance. */
export function StockNote({ units }: { units: number }) {
  const t = useCatalogT(productMessages);
  const state = stockState(units);
  const text =
    state === 'sold-out'
      ? t('catalog.sold-out')
      : state === 'low-stock'
        ? t('catalog.product.low', { count: units })
        : t('catalog.product.in-stock');
  const dot =
    state === 'sold-out' ? 'bg-taupe' : state === 'low-stock' ? 'bg-accent-500' : 'bg-ink';
  return (
    <p className="inline-flex items-center gap-2 text-[0.9375rem] text-ink">
      <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
      {text}
    </p>
  );
}
