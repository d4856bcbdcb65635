import { describe, expect, it } from 'vitest';
import {
  batchAdvanceRequestSchema,
  batchCreateRequestSchema,
  batchOrderAction,
  canCancelBatch,
  isBatchable,
  nextBatchStatus,
  purchaseListParamsSchema,
} from '@/domain/batches';

// Issue 16: the rules of a batch of supplier orders.
const ID = '0B6F2A52-5D4E-4C1E-9A8B-3F1C2D4E5A61';

describe('a batch’s steps', () => {
  it('goes open → ordered → received → shipped, one step at a time, and no further', () => {
    expect(nextBatchStatus('open')).toBe('ordered');
    expect(nextBatchStatus('ordered')).toBe('received');
    expect(nextBatchStatus('received')).toBe('shipped');
    expect(nextBatchStatus('shipped')).toBeNull();
  });

  it('has no next step once cancelled, and may be cancelled only while open', () => {
    expect(nextBatchStatus('cancelled')).toBeNull();
    expect(canCancelBatch('open')).toBe(true);
    for (const status of ['ordered', 'received', 'shipped', 'cancelled'] as const) {
      expect(canCancelBatch(status)).toBe(false);
    }
  });
});

describe('which orders a batch takes and moves', () => {
  it('takes paid orders and orders on invoice only', () => {
    expect(isBatchable('paid')).toBe(true);
    expect(isBatchable('awaiting_invoice')).toBe(true);
    for (const status of ['pending_payment', 'processing', 'shipped', 'cancelled'] as const) {
      expect(isBatchable(status)).toBe(false);
    }
  });

  it('received moves paid and invoice orders to processing, leaves those already along', () => {
    expect(batchOrderAction('received', 'paid')).toBe('move');
    expect(batchOrderAction('received', 'awaiting_invoice')).toBe('move');
    expect(batchOrderAction('received', 'processing')).toBe('leave');
    expect(batchOrderAction('received', 'shipped')).toBe('leave');
  });

  it('shipped ships processing orders', () => {
    expect(batchOrderAction('shipped', 'processing')).toBe('move');
    expect(batchOrderAction('shipped', 'delivered')).toBe('leave');
  });

  it('skips an order cancelled or refunded meanwhile, at any moving step', () => {
    for (const step of ['received', 'shipped'] as const) {
      expect(batchOrderAction(step, 'cancelled')).toBe('skip');
      expect(batchOrderAction(step, 'refunded')).toBe('skip');
    }
  });

  it('ordered moves no order', () => {
    expect(batchOrderAction('ordered', 'paid')).toBe('leave');
    expect(batchOrderAction('ordered', 'cancelled')).toBe('leave');
  });
});

describe('the payloads', () => {
  it('a new batch is a selection, a day, or everything; never a selection and a day', () => {
    expect(batchCreateRequestSchema.parse({ orderIds: [ID] })).toEqual({
      orderIds: [ID.toLowerCase()],
    });
    expect(batchCreateRequestSchema.parse({ upTo: '2026-02-28' })).toEqual({ upTo: '2026-02-28' });
    expect(batchCreateRequestSchema.parse({})).toEqual({});
    expect(batchCreateRequestSchema.safeParse({ orderIds: [ID], upTo: '2026-02-28' }).success).toBe(
      false,
    );
    expect(batchCreateRequestSchema.safeParse({ upTo: '2026-02-29' }).success).toBe(false);
    expect(batchCreateRequestSchema.safeParse({ orderIds: [ID, ID.toLowerCase()] }).success).toBe(
      false,
    );
  });

  it('tracking goes with the shipped step only, each order once', () => {
    const parcel = { orderId: ID, carrier: 'PostNL', trackingNumber: '3S 123' };
    expect(
      batchAdvanceRequestSchema.safeParse({ status: 'shipped', tracking: [parcel] }).success,
    ).toBe(true);
    expect(
      batchAdvanceRequestSchema.safeParse({ status: 'received', tracking: [parcel] }).success,
    ).toBe(false);
    expect(batchAdvanceRequestSchema.safeParse({ tracking: [parcel, parcel] }).success).toBe(false);
    expect(batchAdvanceRequestSchema.safeParse({ status: 'cancelled' }).success).toBe(false);
  });

  it('the purchase list path reads "12" as JSON and "12.csv" as CSV', () => {
    const read = (batchId: string) => purchaseListParamsSchema.safeParse({ batchId });
    expect(read('12').data).toEqual({ batchId: { id: 12, format: 'json' } });
    expect(read('12.csv').data).toEqual({ batchId: { id: 12, format: 'csv' } });
    expect(read('abc.csv').data).toEqual({ batchId: { id: null, format: 'csv' } });
    expect(read('2147483648.csv').success).toBe(false);
    expect(read('2147483648').success).toBe(false);
  });
});
