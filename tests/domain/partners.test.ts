import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bpsOfPercent,
  commissionOf,
  DEFAULT_COMMISSION_BPS,
  MAX_COMMISSION_PERCENT,
  partnerRateRequestSchema,
  percentOfBps,
} from '@/domain/partners';

// issue 14: a partner earns its rate (in basis points) of each referred order's revenue, the
// sum over a month rounded half up once.
const orderArb = fc.record({
  revenue: fc.integer({ min: 0, max: 10_000_000 }),
  bps: fc.integer({ min: 0, max: MAX_COMMISSION_PERCENT * 100 }),
});

describe('commissionOf', () => {
  it('is nothing for no orders', () => {
    expect(commissionOf([])).toBe(0);
  });

  it('starts at 10 %', () => {
    expect(DEFAULT_COMMISSION_BPS).toBe(1000);
    expect(commissionOf([{ revenue: 12345, bps: DEFAULT_COMMISSION_BPS }])).toBe(1235);
  });

  it('rounds half a cent up and less than half down', () => {
    expect(commissionOf([{ revenue: 5, bps: 1000 }])).toBe(1); // 0.5
    expect(commissionOf([{ revenue: 4, bps: 1000 }])).toBe(0); // 0.4
    expect(commissionOf([{ revenue: 1250, bps: 1250 }])).toBe(156); // 156.25
  });

  it('rounds once over the month, not per order', () => {
    const order = { revenue: 1250, bps: 1250 }; // 156.25 each
    expect(commissionOf([order, order])).toBe(313);
    expect(2 * commissionOf([order])).toBe(312);
  });

  it('weighs each order at its own rate', () => {
    expect(
      commissionOf([
        { revenue: 2250, bps: 1000 },
        { revenue: 30000, bps: 1250 },
      ]),
    ).toBe(3975); // 225 + 3750
  });

  it('is Σ(revenue × bps) / 10 000 rounded half up, exactly', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 30 }), (orders) => {
        const scaled = orders.reduce((sum, o) => sum + BigInt(o.revenue) * BigInt(o.bps), 0n);
        expect(BigInt(commissionOf(orders))).toBe((scaled + 5000n) / 10000n);
      }),
    );
  });

  it('does not change when a month’s orders are summed per rate first (as the server does)', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 30 }), (orders) => {
        const byRate = new Map<number, number>();
        for (const o of orders) byRate.set(o.bps, (byRate.get(o.bps) ?? 0) + o.revenue);
        const grouped = [...byRate].map(([bps, revenue]) => ({ revenue, bps }));
        expect(commissionOf(grouped)).toBe(commissionOf(orders));
      }),
    );
  });

  it('never exceeds the revenue times the highest rate, rounded up', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 30 }), (orders) => {
        const revenue = orders.reduce((sum, o) => sum + o.revenue, 0);
        expect(commissionOf(orders)).toBeLessThanOrEqual(Math.ceil(revenue / 2));
        expect(commissionOf(orders)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('rates', () => {
  it('turn percent into basis points and back: 10 → 1000, 12.5 → 1250, 0.29 → 29', () => {
    expect(bpsOfPercent(10)).toBe(1000);
    expect(bpsOfPercent(12.5)).toBe(1250);
    expect(bpsOfPercent(0.29)).toBe(29); // 0.29 × 100 is 28.999… in binary
    expect(percentOfBps(1250)).toBe(12.5);
  });

  it('every rate with at most two decimals the schema accepts round-trips exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_COMMISSION_PERCENT * 100 }), (bps) => {
        const percent = bps / 100;
        const parsed = partnerRateRequestSchema.parse({ commissionRate: percent });
        expect(bpsOfPercent(parsed.commissionRate)).toBe(bps);
        expect(percentOfBps(bpsOfPercent(percent))).toBe(percent);
      }),
    );
  });

  it.each([-1, -0.01, 50.01, 50.001, 12.345, Number.NaN])('refuses %s %%', (rate) => {
    expect(partnerRateRequestSchema.safeParse({ commissionRate: rate }).success).toBe(false);
  });

  it('refuses a rate written as text', () => {
    expect(partnerRateRequestSchema.safeParse({ commissionRate: '12.5' }).success).toBe(false);
  });
});
