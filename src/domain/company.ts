// How the company behind the shop is printed (product.md §13): the footer on every page and the
// legal pages. No zod here: the footer is part of every first visit.
import type { PublicSettings } from './settings';

export type CompanyDetails = PublicSettings['company'];

const COUNTRY_NAMES: Readonly<Record<CompanyDetails['country'], string>> = {
  NL: 'Netherlands',
  BE: 'Belgium',
};

/** What the trade register calls the company's number where it is registered. */
const REGISTERS: Readonly<Record<CompanyDetails['country'], string>> = {
  NL: 'KvK',
  BE: 'Enterprise no.',
};

export function companyCountryName(company: CompanyDetails): string {
  return COUNTRY_NAMES[company.country];
}

/** "KvK" for a Dutch company (Chamber of Commerce), "Enterprise no." for a Belgian one (KBO). */
export function companyRegisterLabel(company: CompanyDetails): string {
  return REGISTERS[company.country];
}

/** The address on one line: "Kapperskade 14, 1011 AB Amsterdam, Netherlands". */
export function companyAddressLine(company: CompanyDetails): string {
  return `${company.street}, ${company.postcode} ${company.city}, ${companyCountryName(company)}`;
}

/** A tel: link for a phone number as people write it: "+31 (0)20 123 4567" → tel:+31201234567. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '')}`;
}
