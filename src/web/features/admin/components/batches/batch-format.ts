import { SHOP_TIME_ZONE } from '@/domain/drop-times';
import type { BatchStatus } from '@/domain/batches';

/** Today in Amsterdam as YYYY-MM-DD: the shop's day, whatever the admin's own time zone. */
export function todayInAmsterdam(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function batchName(id: number): string {
  return `Batch #${id}`;
}

/** The button that takes a batch to its next status. */
export const NEXT_STEP_ACTIONS: Readonly<Record<Exclude<BatchStatus, 'cancelled'>, string>> = {
  open: 'Mark as ordered from supplier',
  ordered: 'Mark as received',
  received: 'Mark as shipped',
  shipped: '',
};

const TONES: Record<BatchStatus, string> = {
  open: 'border-accent-200 bg-accent-50 text-accent-800',
  ordered: 'border-ink/15 bg-white text-ink',
  received: 'border-ink/15 bg-white text-ink',
  shipped: 'border-ink/10 bg-ink text-ivory',
  cancelled: 'border-sand bg-white text-taupe line-through decoration-taupe/40',
};

export function batchStatusTone(status: BatchStatus): string {
  return TONES[status];
}

export function unitsText(units: number): string {
  return units === 1 ? '1 unit' : `${units} units`;
}

export function ordersText(orders: number): string {
  return orders === 1 ? '1 order' : `${orders} orders`;
}
