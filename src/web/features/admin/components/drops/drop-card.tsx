import type { AdminDrop, AdminDropItem, DropStatus } from '@/domain/drops';
import { formatAmsterdam } from '@/domain/drop-times';
import { formatMoney } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { Tag } from '../status-badge';

const STATUS_LABELS: Record<DropStatus, string> = {
  upcoming: 'Upcoming',
  live: 'Live',
  ended: 'Ended',
};

const AUDIENCE_LABELS: Record<AdminDrop['audience'], string> = {
  public: 'Everyone',
  salons: 'Partner salons',
};

/** Sold, held and left as one bar: what the drop has done with its units so far. */
function UnitsBar({ item }: { item: AdminDropItem }) {
  const total = Math.max(1, item.unitsTotal);
  const width = (units: number) => `${(units / total) * 100}%`;
  return (
    <div aria-hidden="true" className="flex h-2 w-full overflow-hidden rounded-full bg-linen">
      <div className="bg-ink" style={{ width: width(item.unitsSold) }} />
      <div className="bg-accent-700" style={{ width: width(item.unitsHeld) }} />
    </div>
  );
}

function ItemRow({ item }: { item: AdminDropItem }) {
  const name = item.variant ? `${item.name} — ${item.variant}` : item.name;
  return (
    <li aria-label={name} className="flex flex-col gap-2 border-t border-sand pt-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-[0.9375rem] font-medium">{name}</span>
        <span className="text-sm text-taupe">
          {formatMoney(item.dropPrice)}
          {item.dropBusinessPrice !== null
            ? ` · salons ${formatMoney(item.dropBusinessPrice)}`
            : ''}{' '}
          · limit {item.perOrderLimit} per order
        </span>
      </div>
      <UnitsBar item={item} />
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm tabular-nums">
        {(
          [
            ['Total', item.unitsTotal],
            ['Left', item.unitsLeft],
            ['Held', item.unitsHeld],
            ['Sold', item.unitsSold],
          ] as const
        ).map(([label, units]) => (
          <div key={label} className="flex gap-1.5">
            <dt className="text-taupe">{label}</dt>
            <dd>{units}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** One drop in the admin's list: audience, status, Amsterdam times and live units per item. */
export function DropCard({
  drop,
  onEdit,
  onEnd,
}: {
  drop: AdminDrop;
  onEdit: () => void;
  onEnd: () => void;
}) {
  return (
    <article aria-label={drop.title} className="rounded-card border border-sand bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 className="font-medium">{drop.title}</h3>
        <Tag tone={drop.status === 'live' ? 'accent' : 'quiet'}>{STATUS_LABELS[drop.status]}</Tag>
      </div>
      <p className="mt-2 text-sm text-taupe">
        {AUDIENCE_LABELS[drop.audience]} · {formatAmsterdam(drop.startsAt)} –{' '}
        {formatAmsterdam(drop.endedAt ?? drop.endsAt)} (Amsterdam)
        {drop.endedAt ? ' · ended early' : ''}
      </p>
      <ul className="mt-4 flex flex-col gap-3">
        {drop.items.map((item) => (
          <ItemRow key={item.id} item={item} />
        ))}
      </ul>
      {drop.status !== 'ended' ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" aria-label={`Edit ${drop.title}`} onClick={onEdit}>
            Edit
          </Button>
          <Button variant="secondary" aria-label={`End now: ${drop.title}`} onClick={onEnd}>
            End now
          </Button>
        </div>
      ) : null}
    </article>
  );
}
