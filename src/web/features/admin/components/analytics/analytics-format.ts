import { DEFAULT_LOCALE, formatMoney } from '@/domain/money';

const compactEuros = new Intl.NumberFormat(DEFAULT_LOCALE, {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A chart axis's money: 1234500 → "€12.3K". The tables show the exact amounts. */
export function axisMoney(cents: number): string {
  return compactEuros.format(cents / 100);
}

/** Money as the rest of the admin writes it. */
export const money = (cents: number) => formatMoney(cents);

const shortDay = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (YYYY-MM-DD) as "23 Mar"; read as UTC so no time zone moves it. */
export function shortDate(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}

/** A calendar day as "23 Mar 2026". */
export function longDate(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`));
}

/** An instant as the day it is in Amsterdam, "23 Mar 2026". */
export function amsterdamDate(iso: string): string {
  return new Intl.DateTimeFormat(DEFAULT_LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
}

/** A whole percentage, or "—" when there is nothing to divide by. */
export function percent(value: number | null): string {
  return value === null ? '—' : `${value} %`;
}
