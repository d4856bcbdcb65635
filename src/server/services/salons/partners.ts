// Partner salons as the public sees them: approved ones only.
import { and, asc, eq } from 'drizzle-orm';
import { isSalonId, type Hairdresser, type PartnerSalon } from '@/domain/salons';
import type { Database } from '../../db/client';
import { salons } from '../../db/schema';

export async function listPartnerSalons(db: Database): Promise<PartnerSalon[]> {
  return db
    .select({
      id: salons.id,
      salon_name: salons.salonName,
      address: salons.address,
      city: salons.city,
    })
    .from(salons)
    .where(eq(salons.status, 'approved'))
    .orderBy(asc(salons.city), asc(salons.salonName), asc(salons.id));
}

/** An approved salon; undefined for unknown, pending and rejected ones alike. */
export async function findHairdresser(db: Database, id: string): Promise<Hairdresser | undefined> {
  if (!isSalonId(id)) return undefined;
  const [salon] = await db
    .select({
      id: salons.id,
      salon_name: salons.salonName,
      address: salons.address,
      email: salons.email,
    })
    .from(salons)
    .where(and(eq(salons.id, id), eq(salons.status, 'approved')));
  return salon;
}
