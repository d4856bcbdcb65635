// Weekly drops' pure rules (product.md §10): status, tier prices, countdowns, default times in
// Amsterdam across the summer-time changes, and the request schemas.
import { describe, expect, it } from 'vitest';
import { amsterdamTime, dropWeek } from '@/domain/drop-times';
import {
  cartIdSchema,
  dropInputSchema,
  dropPriceFor,
  dropStatus,
  holdRequestSchema,
} from '@/domain/drops';
import { formatCountdown, msUntil } from '@/domain/countdown';

const drop = { startsAt: '2026-11-23T09:00:00Z', endsAt: '2026-11-29T22:59:59Z' };

describe('dropStatus', () => {
  it('is upcoming before the start, live from the start and ended at the end', () => {
    expect(dropStatus(drop, new Date('2026-11-23T08:59:59Z'))).toBe('upcoming');
    expect(dropStatus(drop, new Date('2026-11-23T09:00:00Z'))).toBe('live');
    expect(dropStatus(drop, new Date('2026-11-29T22:59:58Z'))).toBe('live');
    expect(dropStatus(drop, new Date('2026-11-29T22:59:59Z'))).toBe('ended');
  });

  it('is ended once an admin ended it early', () => {
    expect(
      dropStatus({ ...drop, endedAt: '2026-11-24T10:00:00Z' }, new Date('2026-11-24T10:00:01Z')),
    ).toBe('ended');
  });
});

describe('dropPriceFor', () => {
  it('charges business shoppers the business drop price when there is one, else the drop price', () => {
    expect(dropPriceFor({ dropPrice: 5000, dropBusinessPrice: 4000 }, 'business')).toBe(4000);
    expect(dropPriceFor({ dropPrice: 5000, dropBusinessPrice: null }, 'business')).toBe(5000);
    expect(dropPriceFor({ dropPrice: 5000, dropBusinessPrice: 4000 }, 'client')).toBe(5000);
  });
});

describe('countdowns run on the server clock', () => {
  it('counts down from the server time, whatever the device clock says', () => {
    const deviceNow = Date.parse('2026-11-24T12:00:00Z');
    // The device is 5 minutes slow: the server is 300,000 ms ahead.
    expect(msUntil('2026-11-24T12:10:00Z', 300_000, deviceNow)).toBe(5 * 60_000);
    expect(msUntil('2026-11-24T11:00:00Z', 0, deviceNow)).toBe(0);
  });

  it('reads as days, hours, minutes and seconds', () => {
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(3_725_000)).toBe('01:02:05');
    expect(formatCountdown(2 * 86_400_000 + 3_725_000)).toBe('2 d 01:02:05');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});

describe('drop times in Amsterdam', () => {
  it('runs a default drop from Monday 10:00 to Sunday 23:59:59 Amsterdam time (winter: UTC+1)', () => {
    const week = dropWeek(new Date('2026-11-25T12:00:00Z'));
    expect(week.startsAt.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(week.endsAt.toISOString()).toBe('2026-11-29T22:59:59.000Z');
  });

  it('ends the week of the spring change at 23:59:59 summer time on that Sunday night', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00; Sunday evening is UTC+2.
    const week = dropWeek(new Date('2026-03-29T20:00:00Z'));
    expect(week.startsAt.toISOString()).toBe('2026-03-23T09:00:00.000Z');
    expect(week.endsAt.toISOString()).toBe('2026-03-29T21:59:59.000Z');
    // The next drop starts on Monday at 10:00 summer time, exactly 10 h 0 min 1 s later.
    const next = dropWeek(new Date('2026-03-29T20:00:00Z'), 1);
    expect(next.startsAt.toISOString()).toBe('2026-03-30T08:00:00.000Z');
  });

  it('ends the week of the autumn change at 23:59:59 winter time', () => {
    // 25 October 2026: clocks go back from 03:00 to 02:00; Sunday evening is UTC+1.
    const week = dropWeek(new Date('2026-10-25T01:30:00Z'));
    expect(week.startsAt.toISOString()).toBe('2026-10-19T08:00:00.000Z');
    expect(week.endsAt.toISOString()).toBe('2026-10-25T22:59:59.000Z');
  });

  it('reads a Sunday night just before midnight as the same week, and Monday morning as the next', () => {
    const sunday = dropWeek(new Date('2026-03-29T21:59:00Z')); // 23:59 summer time
    expect(sunday.startsAt.toISOString()).toBe('2026-03-23T09:00:00.000Z');
    const monday = dropWeek(new Date('2026-03-29T22:00:00Z')); // 00:00 Monday
    expect(monday.startsAt.toISOString()).toBe('2026-03-30T08:00:00.000Z');
  });

  it('turns Amsterdam wall-clock times into instants', () => {
    expect(amsterdamTime(2026, 6, 1, 10, 0).toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(amsterdamTime(2026, 0, 1, 10, 0).toISOString()).toBe('2026-01-01T09:00:00.000Z');
  });
});

describe('drop schemas', () => {
  const item = {
    productId: 1,
    variant: null,
    dropPrice: 1000,
    dropBusinessPrice: null,
    units: 10,
    perOrderLimit: 2,
  };
  const input = {
    title: 'Curl edit',
    audience: 'public',
    startsAt: '2026-11-23T10:00:00+01:00',
    endsAt: '2026-11-29T23:59:59+01:00',
    items: [item],
  };

  it('accepts a drop whose end comes after its start', () => {
    expect(dropInputSchema.safeParse(input).success).toBe(true);
  });

  it('refuses an end before the start, the same product twice, and limits outside 1–20', () => {
    expect(dropInputSchema.safeParse({ ...input, endsAt: input.startsAt }).success).toBe(false);
    expect(dropInputSchema.safeParse({ ...input, items: [item, item] }).success).toBe(false);
    expect(
      dropInputSchema.safeParse({ ...input, items: [{ ...item, perOrderLimit: 21 }] }).success,
    ).toBe(false);
  });

  it('takes a cart id of 16 to 64 URL-safe characters, and holds of 1 to 20 units', () => {
    expect(cartIdSchema.safeParse('abcdefghij012345').success).toBe(true);
    expect(cartIdSchema.safeParse('short').success).toBe(false);
    expect(cartIdSchema.safeParse('abcdefghij01234<').success).toBe(false);
    const hold = { itemId: 1, quantity: 1, cartId: 'abcdefghij012345' };
    expect(holdRequestSchema.safeParse(hold).success).toBe(true);
    expect(holdRequestSchema.safeParse({ ...hold, quantity: 0 }).success).toBe(false);
    expect(holdRequestSchema.safeParse({ ...hold, quantity: 21 }).success).toBe(false);
  });
});
