// Who an invoice is from and to (issue 16), as printed and frozen on it. The seller is the shop's
// company setting; the buyer the business that bought: the company (and its address) given at
// checkout for pay on invoice, or the friends-and-family buyer's own billing address (issue 31);
// for older orders without one the company given, else the ordering salon, else (a friends-and-family order, or a client order an admin
// invoices) the customer.
import { eq } from 'drizzle-orm';
import type { InvoiceParty } from '@/domain/invoices';
import type { Database } from '../../db/client';
import { salons, type orders } from '../../db/schema';
import type { Logger } from '../../log';
import { readablePostcode } from '../orders/quote';
import { readSomeSettings } from '../settings';

type OrderRow = typeof orders.$inferSelect;

export async function sellerParty(db: Database, logger: Logger): Promise<InvoiceParty> {
  const { company } = await readSomeSettings(db, logger, ['company']);
  return {
    name: company.name,
    street: company.street,
    postcode: company.postcode,
    city: company.city,
    country: company.country,
    registrationNumber: company.registrationNumber,
    vatNumber: company.vatNumber,
    email: company.email,
    iban: company.iban ?? null,
  };
}

/** The salon's "Street 12, City, Country" address: its street part. */
function streetOf(address: string): string {
  return address.split(',')[0]?.trim() ?? address;
}

export async function buyerParty(db: Database, order: OrderRow): Promise<InvoiceParty> {
  // The billing address given for pay on invoice (issue 31): the company's (with its numbers)
  // or a friends-and-family buyer's own, a private person's (no numbers).
  if (order.billing) {
    const { name, street, postcode, city, country } = order.billing;
    const company = order.companyName !== null;
    return {
      name,
      street,
      postcode,
      city,
      country,
      registrationNumber: company ? order.companyRegistration : null,
      vatNumber: company ? order.companyVatNumber : null,
      email: order.customerEmail,
    };
  }
  // Only a salon's own session makes the salon the buyer: a friends-and-family order carries the
  // friends-and-family salon's id for attribution, but the friend who ordered is the buyer.
  const [salon] =
    order.salonId && order.accessKind === 'salon'
      ? await db.select().from(salons).where(eq(salons.id, order.salonId))
      : [];
  const home = order.delivery.method === 'home' ? order.delivery.address : null;
  const homeAddress = home && {
    street: home.street,
    postcode: readablePostcode(home.postcode),
    city: home.city,
  };
  const salonAddress = salon && {
    street: streetOf(salon.address),
    postcode: salon.postcode,
    city: salon.city,
  };
  const address = salonAddress ?? homeAddress ?? { street: '', postcode: '', city: '' };

  if (order.companyName) {
    const country = order.companyCountry ?? salon?.country ?? home?.country ?? 'NL';
    // The company's own address: the salon's when it is in the company's country, else the
    // delivery address there (a company billed abroad from a salon's session), else the salon's.
    const companyAddress =
      salon && salon.country === country
        ? salonAddress
        : home && home.country === country
          ? homeAddress
          : null;
    return {
      name: order.companyName,
      ...(companyAddress ?? address),
      country,
      registrationNumber: order.companyRegistration,
      vatNumber: order.companyVatNumber,
      email: order.customerEmail,
    };
  }
  if (salon) {
    return {
      name: salon.salonName,
      ...address,
      country: salon.country,
      registrationNumber: salon.businessRegistration || null,
      vatNumber: salon.vatNumber ?? null,
      email: salon.email,
    };
  }
  return {
    name: order.customerName,
    ...address,
    country: home?.country ?? 'NL',
    registrationNumber: null,
    vatNumber: null,
    email: order.customerEmail,
  };
}
