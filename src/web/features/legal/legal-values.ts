// What the legal texts' {{placeholders}} say: the company and the delivery numbers from the
// shop's settings (GET /api/settings), so a fee changed in the admin is the fee the terms state.
import {
  companyAddressLine,
  companyCountryName,
  companyRegisterLabel,
  phoneHref,
} from '@/domain/company';
import { formatMoney } from '@/domain/money';
import type { ShopSettings } from '@/web/features/cart/api/get-settings';

/**
 * Periods the law sets for consumers (Directive 2011/83/EU arts. 9, 13 and 14; Dutch Civil
 * Code 6:230o, 6:230r, 6:230s): withdraw within 14 days of receipt, send the goods back within
 * 14 days of withdrawing, be refunded within 14 days of withdrawing. Not settings: a shop may
 * offer longer, but these texts must never promise less than the law.
 */
export const WITHDRAWAL_DAYS = 14;
/** The payment term of an invoice for a business order (pay on invoice). */
export const INVOICE_DAYS = 14;

export function legalValues(settings: ShopSettings): Record<string, string> {
  const { company, deliveryFees, freeDeliveryThresholds, locale } = settings;
  const money = (cents: number) => formatMoney(cents, locale);
  const fee = (cents: number) => (cents === 0 ? 'Free' : money(cents));
  return {
    companyName: company.name,
    companyStreet: company.street,
    companyPostcode: company.postcode,
    companyCity: company.city,
    companyCountry: companyCountryName(company),
    companyAddress: companyAddressLine(company),
    companyRegister: companyRegisterLabel(company),
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
    orderExpiryMinutes: String(settings.orderExpiryMinutes),
    dropHoldMinutes: String(settings.dropHoldMinutes),
    withdrawalDays: String(WITHDRAWAL_DAYS),
    invoiceDays: String(INVOICE_DAYS),
  };
}
