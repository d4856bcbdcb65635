import { describe, expect, it } from 'vitest';
import { formatMoney, moneyInput, parseMoney } from '@/domain/money';

describe('money', () => {
  it('formats cents as euros in the default en-NL locale', () => {
    expect(formatMoney(12995)).toBe('€129.95');
    expect(formatMoney(395)).toBe('€3.95');
    expect(formatMoney(0)).toBe('€0.00');
  });
  it('formats in another locale when asked', () => {
    expect(formatMoney(12995, 'nl-NL')).toMatch(/^€\s?129,95$/);
  });
  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
  });
  it('parses typed amounts into cents', () => {
    expect(parseMoney('12.95')).toBe(1295);
    expect(parseMoney('12,9')).toBe(1290);
    expect(parseMoney('€ 12')).toBe(1200);
  });
  it('rejects amounts that are not money', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('-3')).toBeNull();
    expect(parseMoney('1.234')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
  });
  it('writes cents as the euros an amount field shows, which parseMoney reads back', () => {
    expect(moneyInput(12995)).toBe('129.95');
    expect(moneyInput(2500)).toBe('25.00');
    expect(moneyInput(5)).toBe('0.05');
    for (const cents of [0, 5, 1290, 12995]) expect(parseMoney(moneyInput(cents))).toBe(cents);
  });
  it('drops the cents of a whole amount when asked, as a shopper types it', () => {
    expect(moneyInput(2500, { wholeEuros: true })).toBe('25');
    expect(moneyInput(2550, { wholeEuros: true })).toBe('25.50');
  });
});
