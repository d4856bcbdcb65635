// Parcel lockers for delivery, searchable by city.
import { asc, ilike } from 'drizzle-orm';
import type { Locker } from '@/domain/salons';
import type { Database } from '../db/client';
import { startingWith } from '../db/like-patterns';
import { lockers } from '../db/schema';

/** All lockers, or those whose city starts with `city` (any case), by city and name. */
export async function listLockers(db: Database, city?: string): Promise<Locker[]> {
  const query = db.select().from(lockers).orderBy(asc(lockers.city), asc(lockers.name));
  return city ? query.where(ilike(lockers.city, startingWith(city))) : query;
}
