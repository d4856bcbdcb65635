// How the company behind the shop is printed (product.md §13): the footer on every page and the
// legal pages. No zod here: the footer is part of every first visit.
import { DEFAULT_LANGUAGE } from './languages';
import type { PublicSettings } from './settings';

export type CompanyDetails = PublicSettings['company'];

/** What the trade register calls the company's number where it is registered. */
const REGISTERS: Readonly<Record<CompanyDetails['country'], string>> = {
  NL: 'KvK',
  BE: 'Enterprise no.',
};

/**
 * The country's name in `language` (issue 30), as the runtime's own data words it:
 * "Netherlands" in English, "Nederland" in Dutch; "Belgium", "België".
 */
export function companyCountryName(
  company: CompanyDetails,
  language: string = DEFAULT_LANGUAGE,
): string {
  return (
    new Intl.DisplayNames([language], { type: 'region' }).of(company.country) ?? company.country
  );
}

/**
 * "KvK" for a Dutch company (Chamber of Commerce), "Enterprise no." for a Belgian one (KBO), in
 * English; the web's footer words it from its catalogue in the page's language.
 */
export function companyRegisterLabel(company: CompanyDetails): string {
  return REGISTERS[company.country];
}

/**
 * The address on one line, the country named in `language`: "Kapperskade 14, 1011 AB Amsterdam,
 * Netherlands"; in Dutch "…, Nederland".
 */
export function companyAddressLine(
  company: CompanyDetails,
  language: string = DEFAULT_LANGUAGE,
): string {
  return `${company.street}, ${company.postcode} ${company.city}, ${companyCountryName(company, language)}`;
}

/** A tel: link for a phone number as people write it: "+31 (0)20 123 4567" → tel:+31201234567. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '')}`;
}
