// Partner salons and parcel lockers (product.md §6, §7, §15): the public payloads, the salon link,
// and the hairdresser applications an admin approves or rejects.
import { z } from 'zod';
import { isUuid } from './ids';
import { text } from './schema-blocks';

/** GET /api/salons: approved salons for salon pickup and the demand map. */
export interface PartnerSalon {
  id: string;
  salon_name: string;
  address: string;
  city: string;
}

/**
 * GET /api/hairdressers/{id}: what a salon link needs to start a salon session (spec §7), and
 * the business details (public in the trade register) its invoice orders are prefilled with.
 */
export interface Hairdresser {
  id: string;
  salon_name: string;
  address: string;
  /** Its address in parts (issue 31), to prefill the company an invoice order bills. */
  street: string;
  postcode: string;
  city: string;
  email: string;
  /** NL or BE. */
  country: string;
  /** KvK or Belgian enterprise number, digits only. */
  business_registration: string;
  vat_number: string | null;
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
  .object({ city: text().trim().max(60, 'Search for at most 60 characters').optional() })
  .strict();
export type LockerQuery = z.output<typeof lockerQuerySchema>;

/** Salon ids are uuids; anything else names no salon (checked before asking the database). */
export function isSalonId(text: string): boolean {
  return isUuid(text);
}

/**
 * A salon link's key (product.md §3): 32 random bytes, base64url, made by the server. Accepted
 * loosely (any short URL-safe text) so a wrong key gets the same "no" as any other wrong key.
 */
export const salonKeySchema = text()
  .min(1, 'A salon link carries its key')
  .max(256)
  .regex(/^[A-Za-z0-9_-]+$/, 'A salon key is letters, digits, - and _');

/** The private link that gives a salon business prices; a path, as the host varies. */
export function salonLinkPath(salonId: string, key: string): string {
  return `/?salonId=${encodeURIComponent(salonId)}&key=${encodeURIComponent(key)}`;
}

/** Which applications GET /api/hairdressers lists for an admin. */
export const HAIRDRESSER_STATUS_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;

export const hairdresserListQuerySchema = z
  .object({ status: z.enum(HAIRDRESSER_STATUS_FILTERS).default('pending') })
  .strict();

/** POST /api/hairdressers/:id/reject (approval takes no body). */
export const hairdresserDecisionSchema = z
  .object({
    reason: text({ error: 'Give a reason' })
      .trim()
      .min(3, 'Give a reason of at least 3 characters')
      .max(500, 'Use at most 500 characters'),
  })
  .strict();
export type HairdresserDecision = z.infer<typeof hairdresserDecisionSchema>;

export interface HairdresserApplication {
  id: string;
  salon_name: string;
  address: string;
  postcode: string;
  city: string;
  country: string;
  email: string;
  phone: string;
  status: 'pending' | 'approved' | 'rejected';
  business_registration: string;
  specialities: string[];
  chairs: number | null;
  instagram: string | null;
  vat_number: string | null;
  website: string | null;
  created_at: string;
  decided_at: string | null;
  rejection_reason: string | null;
  /**
   * An approved salon's private link (`/?salonId=…&key=…`, a path: the host varies); null for
   * other applications, for the friends-and-family salon (never a salon's access), and when the
   * stored copy cannot be opened (then only a new link helps).
   */
  link: string | null;
  /** The salon friends-and-family orders are attributed to: it has no salon link. */
  friends_family: boolean;
}
