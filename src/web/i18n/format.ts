// Numbers, money and dates in the page's locale, through Intl only (issue 30): the one formatter.
import { useMemo } from 'react';
import { formatMoney, type Cents } from '@/domain/money';
import { useShellT } from './use-t';

export interface Format {
  locale: string;
  /** 1250 → "€12.50" (en-NL), "€ 12,50" (nl-NL). */
  money: (cents: Cents) => string;
  /** A date (or its ISO text) as the locale writes it: "27 november 2026" by default. */
  date: (at: Date | string | number, options?: Intl.DateTimeFormatOptions) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

export function formatIn(locale: string): Format {
  return {
    locale,
    money: (cents) => formatMoney(cents, locale),
    date: (at, options = LONG_DATE) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Amsterdam', ...options }).format(
        new Date(at),
      ),
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
  };
}

/** The page's Intl locale: its shell catalogue names it (app.locale: 'en-NL', 'nl-NL'). */
export function useLocale(): string {
  return useShellT()('app.locale');
}

export function useFormat(): Format {
  const locale = useLocale();
  return useMemo(() => formatIn(locale), [locale]);
}
