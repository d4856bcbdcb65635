// What the legal texts' {{placeholders}} say: the company and the delivery numbers from the
// shop's settings (GET /api/settings), so a fee changed in the admin is the fee the terms state,
// written in the page's language (money through its locale, the country's name through Intl).
import { companyCountryName, phoneHref, type CompanyDetails } from '@/domain/company';
import type { ShopSettings } from '@/web/features/cart/api/get-settings';
import type { Format } from '@/web/i18n/format';
import type { Translate } from '@/web/i18n/use-t';

/**
 * Periods the law sets for consumers (Directive 2011/83/EU arts. 9, 13 and 14; Dutch Civil
 * Code 6:230o, 6:230r, 6:230s): withdraw within 14 days of receipt, send the goods back within
 * 14 days of withdrawing, be refunded within 14 days of withdrawing. Not settings: a shop may
 * offer longer, but these texts must never promise less than the law.
 */
export const WITHDRAWAL_DAYS = 14;
/** The payment term of an invoice for a business order (pay on invoice). */
export const INVOICE_DAYS = 14;

/** What the trade register calls the company's number where it is registered. */
const REGISTERS: Readonly<Record<CompanyDetails['country'], string>> = {
  NL: 'legal.register.nl',
  BE: 'legal.register.be',
};

export function legalValues(
  settings: ShopSettings,
  t: Translate,
  format: Format,
): Record<string, string> {
  const { company, deliveryFees, freeDeliveryThresholds } = settings;
  const money = format.money;
  const fee = (cents: number) => (cents === 0 ? t('legal.free') : money(cents));
  const country = companyCountryName(company, format.locale);
  return {
    companyName: company.name,
    companyStreet: company.street,
    companyPostcode: company.postcode,
    companyCity: company.city,
    companyCountry: country,
    companyAddress: `${company.street}, ${company.postcode} ${company.city}, ${country}`,
    companyRegister: t(REGISTERS[company.country]),
    companyRegistrationNumber: company.registrationNumber,
    companyVatNumber: company.vatNumber,
    companyEmail: company.email,
    companyPhone: company.phone,
    companyPhoneHref: phoneHref(company.phone),
    homeFee: fee(deliveryFees.home),
    lockerFee: fee(deliveryFees.locker),
    salonFee: fee(deliveryFees.salon),
    clientFreeDeliveryFrom: money(freeDeliveryThresholds.client),
    businessFreeDeliveryFrom: money(freeDeliveryThresholds.business),
    orderExpiryMinutes: format.number(settings.orderExpiryMinutes),
    dropHoldMinutes: format.number(settings.dropHoldMinutes),
    withdrawalDays: format.number(WITHDRAWAL_DAYS),
    invoiceDays: format.number(INVOICE_DAYS),
  };
}
