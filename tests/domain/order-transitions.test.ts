import { describe, expect, it } from 'vitest';
import {
  ADMIN_TRANSITIONS,
  allowedTransitions,
  canTransition,
  givesStockBack,
  ORDER_STATUSES,
  orderStatusChangeSchema,
  type OrderStatus,
} from '@/domain/order-status';

/** Every change an admin may make (product.md §8), written out so a new one is a decision. */
const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['pending_payment', 'cancelled'],
  ['awaiting_invoice', 'processing'],
  ['awaiting_invoice', 'cancelled'],
  ['paid', 'processing'],
  ['paid', 'refunded'],
  ['processing', 'shipped'],
  ['processing', 'cancelled'],
  ['shipped', 'delivered'],
  ['delivered', 'refunded'],
];
const isAllowed = (from: OrderStatus, to: OrderStatus) =>
  ALLOWED.some(([a, b]) => a === from && b === to);
const REFUSED = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.filter((to) => !isAllowed(from, to)).map((to) => [from, to] as const),
);

describe('the status changes an admin may make', () => {
  it.each(ALLOWED)('an admin may move an order from %s to %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(allowedTransitions(from)).toContain(to);
  });

  it.each(REFUSED)('an admin may not move an order from %s to %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(allowedTransitions(from)).not.toContain(to);
  });

  it('covers all 64 pairs of statuses, and lists the allowed ones for every status', () => {
    expect(ALLOWED.length + REFUSED.length).toBe(ORDER_STATUSES.length ** 2);
    expect(Object.keys(ADMIN_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('an admin can never mark an order paid: money arriving is the shop’s own doing', () => {
    for (const from of ORDER_STATUSES) expect(canTransition(from, 'paid')).toBe(false);
  });

  it('an admin can never put an order back to awaiting payment or awaiting invoice', () => {
    for (const from of ORDER_STATUSES) {
      expect(canTransition(from, 'pending_payment')).toBe(false);
      expect(canTransition(from, 'awaiting_invoice')).toBe(false);
    }
  });

  it('a cancelled or refunded order is final', () => {
    expect(allowedTransitions('cancelled')).toEqual([]);
    expect(allowedTransitions('refunded')).toEqual([]);
  });

  it('no status moves to itself', () => {
    for (const status of ORDER_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it('a shipped order can no longer be cancelled, only delivered', () => {
    expect(allowedTransitions('shipped')).toEqual(['delivered']);
  });
});

describe('which ends give reserved stock back', () => {
  it.each(['pending_payment', 'awaiting_invoice', 'processing'] as const)(
    'cancelling an order that is %s puts its units back on the shelf',
    (from) => {
      expect(givesStockBack(from, 'cancelled')).toBe(true);
    },
  );

  it('refunding a paid order before it ships puts its units back', () => {
    expect(givesStockBack('paid', 'refunded')).toBe(true);
  });

  it('refunding a delivered order returns money, not units', () => {
    expect(givesStockBack('delivered', 'refunded')).toBe(false);
  });

  it('moving an order along (processing, shipped, delivered) keeps its units reserved', () => {
    expect(givesStockBack('paid', 'processing')).toBe(false);
    expect(givesStockBack('awaiting_invoice', 'processing')).toBe(false);
    expect(givesStockBack('processing', 'shipped')).toBe(false);
    expect(givesStockBack('shipped', 'delivered')).toBe(false);
  });

  it('an order that shipped never gives units back, whatever comes next', () => {
    for (const to of ORDER_STATUSES) {
      expect(givesStockBack('shipped', to)).toBe(false);
      expect(givesStockBack('delivered', to)).toBe(false);
    }
  });
});

describe('the status change an admin sends', () => {
  it('accepts a known status with an optional note, trimmed', () => {
    expect(orderStatusChangeSchema.parse({ status: 'shipped', note: '  PostNL 3S123  ' })).toEqual({
      status: 'shipped',
      note: 'PostNL 3S123',
    });
    expect(orderStatusChangeSchema.safeParse({ status: 'cancelled' }).success).toBe(true);
  });

  it('refuses an unknown status, a missing status, a note over 500 characters and extra fields', () => {
    expect(orderStatusChangeSchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(orderStatusChangeSchema.safeParse({}).success).toBe(false);
    expect(
      orderStatusChangeSchema.safeParse({ status: 'shipped', note: 'x'.repeat(501) }).success,
    ).toBe(false);
    expect(orderStatusChangeSchema.safeParse({ status: 'shipped', by: 'me' }).success).toBe(false);
  });
});
