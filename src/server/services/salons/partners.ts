// Partner salons as the public sees them: approved ones only, and for pickup never the
// friends-and-family salon (the shop's own studio that those orders are attributed to).
import { and, asc, eq } from 'drizzle-orm';
import { isSalonId, type Hairdresser, type PartnerSalon } from '@/domain/salons';
import type { Database } from '../../db/client';
import { salons } from '../../db/schema';
import { approvedSalon } from '../partners/ledger';

/** A salon a shopper may pick up at: an approved partner, never the friends-and-family salon. */
export const pickupSalon = approvedSalon;

export async function listPartnerSalons(db: Database): Promise<PartnerSalon[]> {
  return db
    .select({
      id: salons.id,
      salon_name: salons.salonName,
      address: salons.address,
      city: salons.city,
    })
    .from(salons)
    .where(pickupSalon)
    .orderBy(asc(salons.city), asc(salons.salonName), asc(salons.id));
}

/**
 * An approved salon; undefined for unknown, pending and rejected ones alike. Its registration and
 * VAT numbers are public in the trade register; a salon session prefills its invoice details.
 */
export async function findHairdresser(db: Database, id: string): Promise<Hairdresser | undefined> {
  if (!isSalonId(id)) return undefined;
  const [salon] = await db
    .select({
      id: salons.id,
      salon_name: salons.salonName,
      address: salons.address,
      postcode: salons.postcode,
      city: salons.city,
      email: salons.email,
      country: salons.country,
      business_registration: salons.businessRegistration,
      vat_number: salons.vatNumber,
    })
    .from(salons)
    .where(and(eq(salons.id, id), eq(salons.status, 'approved')));
  // The address is stored as "Street 12, City, Country"; its street is the part before the city.
  return salon && { ...salon, street: salon.address.split(',')[0]?.trim() ?? salon.address };
}
