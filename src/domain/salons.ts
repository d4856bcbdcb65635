// Public payloads about partner salons and parcel lockers (product.md §6, §7, §15).
import { z } from 'zod';

/** GET /api/salons: approved salons for salon pickup and the demand map. */
export interface PartnerSalon {
  id: string;
  salon_name: string;
  address: string;
  city: string;
}

/** GET /api/hairdressers/{id}: what a salon link needs to start a salon session (spec §7). */
export interface Hairdresser {
  id: string;
  salon_name: string;
  address: string;
  email: string;
}

/** GET /api/lockers */
export interface Locker {
  code: string;
  name: string;
  address: string;
  postcode: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
}

/** Query of GET /api/lockers: `city` matches from the start of the city's name, any case. */
export const lockerQuerySchema = z
  .object({ city: z.string().trim().max(60, 'Search for at most 60 characters').optional() })
  .strict();
export type LockerQuery = z.output<typeof lockerQuerySchema>;

/** Salon ids are uuids; anything else names no salon (checked before asking the database). */
export function isSalonId(text: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
}
