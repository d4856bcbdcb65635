import type { OrderStatus } from '@/domain/order-status';
import { ORDER_STATUS_LABELS } from '../admin-format';

// Calm by default; only what needs the admin's hand (or went wrong) uses the accent.
const TONES: Record<OrderStatus, string> = {
  pending_payment: 'border-sand bg-linen text-taupe',
  awaiting_invoice: 'border-accent-200 bg-accent-50 text-accent-800',
  paid: 'border-accent-200 bg-accent-50 text-accent-800',
  processing: 'border-ink/15 bg-white text-ink',
  shipped: 'border-ink/15 bg-white text-ink',
  delivered: 'border-ink/10 bg-ink text-ivory',
  cancelled: 'border-sand bg-white text-taupe line-through decoration-taupe/40',
  refunded: 'border-sand bg-white text-taupe',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status]}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/** A small neutral label, for tiers, families and application states. */
export function Tag({ children, tone = 'quiet' }: { children: string; tone?: 'quiet' | 'accent' }) {
  return (
    <span
      className={
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ' +
        (tone === 'accent'
          ? 'border-accent-200 bg-accent-50 text-accent-800'
          : 'border-sand bg-linen text-taupe')
      }
    >
      {children}
    </span>
  );
}
