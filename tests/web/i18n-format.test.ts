// Money, numbers and dates in the page's locale, through Intl (issue 30): the one formatter.
import { describe, expect, it } from 'vitest';
import { formatIn } from '@/web/i18n/format';

describe('the formatter', () => {
  it('writes money and dates as a Dutch page does', () => {
    const nl = formatIn('nl-NL');
    expect(nl.money(1250)).toBe('€\u00a012,50');
    expect(nl.date('2026-11-27T10:00:00Z')).toBe('27 november 2026');
    expect(nl.number(1234.5)).toBe('1.234,5');
  });

  it('writes them as the English pages always have', () => {
    const en = formatIn('en-NL');
    expect(en.money(1250)).toBe('€12.50');
    expect(en.date('2026-11-27T10:00:00Z')).toBe('27 November 2026');
  });

  it('takes the day in Amsterdam, whatever the machine’s zone', () => {
    expect(formatIn('nl-NL').date('2026-11-27T23:30:00Z')).toBe('28 november 2026');
  });
});
