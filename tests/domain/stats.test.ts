import { describe, expect, it } from 'vitest';
import {
  addDays,
  amsterdamToday,
  averageOf,
  daysInRange,
  isCalendarDay,
  MAX_STATS_DAYS,
  presetOf,
  presetRange,
  rangeIssues,
  resolveStatsRange,
  sellThroughPercent,
  statsQuerySchema,
} from '@/domain/stats';

// Issue 16: the analytics' range is Amsterdam calendar days, both included, from ≤ to, at most
// about three years; left out, it is the last 30 days up to today.
describe('the stats query', () => {
  it('takes two calendar days as YYYY-MM-DD', () => {
    expect(statsQuerySchema.parse({ from: '2026-01-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(statsQuerySchema.parse({})).toEqual({});
  });

  it.each([
    [{ from: '2026-02-29' }, 'from'],
    [{ from: '2026-1-01' }, 'from'],
    [{ to: '1999-12-31' }, 'to'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'from'],
    [{ from: '2020-01-01', to: '2026-01-01' }, 'to'],
    [{ from: '2026-01-01\u0000' }, 'from'],
  ])('refuses %j naming %s', (query, field) => {
    const result = statsQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('refuses fields it does not know', () => {
    expect(statsQuerySchema.safeParse({ from: '2026-01-01', tier: 'client' }).success).toBe(false);
  });

  it('allows a range of at most three years and a leap day', () => {
    const from = '2024-01-01';
    expect(rangeIssues(from, addDays(from, MAX_STATS_DAYS - 1))).toEqual([]);
    expect(rangeIssues(from, addDays(from, MAX_STATS_DAYS))).toHaveLength(1);
    expect(rangeIssues('2026-01-01', '2026-01-01')).toEqual([]);
  });
});

describe('calendar days', () => {
  it('knows leap years and counts both ends', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(daysInRange('2026-03-23', '2026-04-05')).toBe(14);
    expect(daysInRange('2026-10-01', '2026-10-31')).toBe(31);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads today in Amsterdam, not in UTC', () => {
    expect(amsterdamToday(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(amsterdamToday(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(amsterdamToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});

describe('ranges', () => {
  const today = '2026-04-15';

  it('defaults to the last 30 days up to today, or up to the last day given', () => {
    expect(resolveStatsRange({}, today)).toEqual({ from: '2026-03-17', to: today });
    expect(resolveStatsRange({ to: '2026-02-28' }, today)).toEqual({
      from: '2026-01-30',
      to: '2026-02-28',
    });
    expect(resolveStatsRange({ from: '2026-04-01' }, today)).toEqual({
      from: '2026-04-01',
      to: today,
    });
  });

  it('has presets that include today, and this year from 1 January', () => {
    expect(presetRange('7d', today)).toEqual({ from: '2026-04-09', to: today });
    expect(presetRange('30d', today)).toEqual({ from: '2026-03-17', to: today });
    expect(presetRange('90d', today)).toEqual({ from: '2026-01-16', to: today });
    expect(presetRange('year', today)).toEqual({ from: '2026-01-01', to: today });
    expect(presetOf({ from: '2026-04-09', to: today }, today)).toBe('7d');
    expect(presetOf({ from: '2026-04-08', to: today }, today)).toBeNull();
  });
});

describe('figures', () => {
  it('averages to the cent and is 0 without orders', () => {
    expect(averageOf(10_001, 2)).toBe(5001);
    expect(averageOf(0, 0)).toBe(0);
  });

  it('writes sell-through in whole percent, never rounding up to sold out', () => {
    expect(sellThroughPercent(30, 40)).toBe(75);
    expect(sellThroughPercent(199, 200)).toBe(99);
    expect(sellThroughPercent(0, 0)).toBeNull();
  });
});
