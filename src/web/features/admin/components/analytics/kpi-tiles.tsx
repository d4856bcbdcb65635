import type { StatsAnswer } from '@/domain/stats';
import { money } from './analytics-format';

/** The range's headline figures: paid orders only, goods after discounts, VAT included. */
export function KpiTiles({ totals }: { totals: StatsAnswer['totals'] }) {
  const tiles = [
    {
      label: 'Revenue',
      value: money(totals.goodsRevenue),
      note: 'Goods after discounts, VAT included, without delivery',
    },
    {
      label: 'Paid orders',
      value: String(totals.orders),
      note: 'Paid, processing, shipped or delivered',
    },
    {
      label: 'Average order value',
      value: money(totals.averageOrderValue),
      note: `What a shopper paid per order, delivery included (goods only: ${money(totals.averageGoodsValue)})`,
    },
    { label: 'Delivery', value: money(totals.delivery), note: 'Delivery charged, shown apart' },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className="flex flex-col rounded-card border border-sand bg-linen/60 p-5"
        >
          <dt className="text-sm font-medium text-taupe">{tile.label}</dt>
          <dd className="mt-2 text-heading font-medium tabular-nums text-ink">{tile.value}</dd>
          <dd className="mt-1 text-sm text-taupe">{tile.note}</dd>
        </div>
      ))}
    </dl>
  );
}
