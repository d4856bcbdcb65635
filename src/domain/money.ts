// Money is an integer number of cents everywhere (database, API, client state); it becomes text
// only at the edge, here.
export type Cents = number;

export const DEFAULT_LOCALE = 'en-NL';
export const CURRENCY = 'EUR';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** Formats cents as a price, e.g. 12995 → "€129.95" in en-NL. */
export function formatMoney(cents: Cents, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`);
  return formatterFor(locale).format(cents / 100);
}

/** Parses a shopper- or admin-typed amount ("12.95", "12,95", "€ 12") into cents, or null. */
export function parseMoney(text: string): Cents | null {
  const cleaned = text.replace(/[€\s]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Cents as the text of an amount field, what parseMoney reads back: 12995 → "129.95". With
 * `wholeEuros`, a whole amount drops its cents (2500 → "25"), as a shopper would type it.
 */
export function moneyInput(cents: Cents, { wholeEuros = false } = {}): string {
  return wholeEuros && cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
