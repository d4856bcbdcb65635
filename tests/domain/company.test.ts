import { describe, expect, it } from 'vitest';
import {
  companyAddressLine,
  companyCountryName,
  companyRegisterLabel,
  phoneHref,
} from '@/domain/company';
import { DEFAULT_SETTINGS } from '@/domain/settings';

const dutch = DEFAULT_SETTINGS.company;
const belgian = { ...dutch, country: 'BE' as const, postcode: '2000', city: 'Antwerpen' };

describe('printing the company (product.md §13)', () => {
  it('names the register by the company’s country: KvK in the Netherlands, KBO in Belgium', () => {
    expect(companyRegisterLabel(dutch)).toBe('KvK');
    expect(companyRegisterLabel(belgian)).toBe('Enterprise no.');
  });

  it('writes the address on one line, with the country’s name', () => {
    expect(companyAddressLine(dutch)).toBe('Kapperskade 14, 1011 AB Amsterdam, Netherlands');
    expect(companyCountryName(belgian)).toBe('Belgium');
  });

  it('names the country in the language asked for (issue 30)', () => {
    expect(companyAddressLine(dutch, 'nl')).toBe('Kapperskade 14, 1011 AB Amsterdam, Nederland');
    expect(companyCountryName(belgian, 'nl')).toBe('België');
    expect(companyAddressLine(dutch, 'en')).toBe('Kapperskade 14, 1011 AB Amsterdam, Netherlands');
  });

  it('links a phone number as written to a dialable tel: address', () => {
    expect(phoneHref('+31 20 123 4567')).toBe('tel:+31201234567');
    expect(phoneHref('+31 (0)20 123-45-67')).toBe('tel:+31201234567');
    expect(phoneHref('020 123 4567')).toBe('tel:0201234567');
  });
});
