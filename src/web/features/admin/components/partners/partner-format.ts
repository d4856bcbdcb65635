import { DEFAULT_LOCALE } from '@/domain/money';
import { SHOP_TIME_ZONE } from '@/domain/drop-times';

// Months are the shop's calendar months (Amsterdam), written YYYY-MM by the API.

const yearMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** The month `now` falls in, in Amsterdam: `YYYY-MM`. */
export function shopMonthOf(now: Date): string {
  const parts = yearMonth.formatToParts(now);
  const part = (type: 'year' | 'month') => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** A month can be paid out once it is over: it is before the current one (strings sort as dates). */
export function monthIsOver(month: string, now: Date): boolean {
  return month < shopMonthOf(now);
}

const monthName = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-03" → "March 2026". */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return monthName.format(new Date(Date.UTC(year, number - 1, 1)));
}

/**
 * 12.5 → "12.5 %", with a point as the money and the rate field have it (en-NL would write a
 * plain number with a comma); the domain's own messages write "50 %".
 */
export function formatRate(rate: number): string {
  return `${rate}\u00a0%`;
}
