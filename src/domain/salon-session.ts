// Shopper access from links and the salon session (specification.md §3, §4, §9; product.md §3,
// §6). Pure: the web app passes in the URL's parameters, stored text and the clock.
import type { SelectedSalon } from './cart';
import type { UserType } from './pricing';

export const SALON_SESSION_STORAGE_KEY = 'tress-salon-session';
/** Spec §9: a salon session lasts 24 hours from its validation. */
export const SALON_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const SALON_ID_PARAM = 'salonId';
export const ACCESS_PARAM = 'access';
export const ACCESS_KEY_PARAM = 'key';
export const FRIENDS_FAMILY_ACCESS = 'friends-family';
/** Every parameter an access link carries; all of them leave the URL when a session ends. */
export const ACCESS_PARAMS = [SALON_ID_PARAM, ACCESS_PARAM, ACCESS_KEY_PARAM] as const;

export type AccessType = 'salon' | 'friends-family';

export interface SalonSession {
  /** The salon's id; for friends and family, the fixed friends-and-family salon (may be unset). */
  salonId: string | null;
  accessType: AccessType;
  /** When the server confirmed the link, in ms since the epoch. */
  validatedAt: number;
  /**
   * The link's key (the salon's, or the friends-and-family one), kept so every request can
   * carry it (X-Tress-Access). A salon session without its key proves nothing.
   */
  key?: string;
}

/** What a link asks for. Spec §4: access=friends-family wins over a salonId. */
export type LinkAccess =
  | { kind: 'none' }
  | { kind: 'salon'; salonId: string; key: string }
  | { kind: 'friends-family'; key: string };

export function linkAccessFrom(params: URLSearchParams): LinkAccess {
  if (params.get(ACCESS_PARAM) === FRIENDS_FAMILY_ACCESS) {
    return { kind: 'friends-family', key: (params.get(ACCESS_KEY_PARAM) ?? '').trim() };
  }
  const salonId = (params.get(SALON_ID_PARAM) ?? '').trim();
  // Without its key a salon link is still a salon link (the user type), just an invalid one.
  if (salonId) return { kind: 'salon', salonId, key: (params.get(ACCESS_KEY_PARAM) ?? '').trim() };
  return { kind: 'none' };
}

/** Spec §4: the user type on load, derived from the URL. */
export function userTypeFromUrl(params: URLSearchParams): UserType {
  const access = linkAccessFrom(params);
  return access.kind === 'none' ? 'client' : access.kind;
}

export function userTypeOf(session: SalonSession | null): UserType {
  return session ? session.accessType : 'client';
}

export function isSessionValid(session: SalonSession, now: number): boolean {
  const age = now - session.validatedAt;
  // A timestamp from the future is junk (an edited value or a clock that jumped), not a session.
  return age >= 0 && age < SALON_SESSION_LIFETIME_MS;
}

/** Milliseconds left before the session ends (0 when it already has). */
export function sessionTimeLeft(session: SalonSession, now: number): number {
  return Math.max(0, session.validatedAt + SALON_SESSION_LIFETIME_MS - now);
}

/** Reads a stored session; anything malformed is no session at all. */
export function parseSalonSession(raw: string | null): SalonSession | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { salonId, accessType, validatedAt, key } = value as Record<string, unknown>;
  if (accessType !== 'salon' && accessType !== 'friends-family') return null;
  if (typeof validatedAt !== 'number' || !Number.isFinite(validatedAt)) return null;
  if (salonId !== null && (typeof salonId !== 'string' || salonId === '')) return null;
  if (accessType === 'salon' && salonId === null) return null;
  // Both kinds need their key: a salon session stored before salon links had keys is no session.
  if (typeof key !== 'string' || key === '') return null;
  return { salonId, accessType, validatedAt, key };
}

/** Does the stored session already stand for what this link asks? */
export function sessionMatchesLink(session: SalonSession, link: LinkAccess): boolean {
  if (link.kind === 'salon') {
    return (
      session.accessType === 'salon' && session.salonId === link.salonId && session.key === link.key
    );
  }
  if (link.kind === 'friends-family') {
    return session.accessType === 'friends-family' && session.key === link.key;
  }
  return true;
}

/** Spec §4: setting a session writes the matching URL parameters (and drops the other kind's). */
export function withSessionParams(params: URLSearchParams, session: SalonSession): URLSearchParams {
  const next = withoutAccessParams(params);
  if (session.accessType === 'salon' && session.salonId) {
    next.set(SALON_ID_PARAM, session.salonId);
    if (session.key) next.set(ACCESS_KEY_PARAM, session.key);
  }
  if (session.accessType === 'friends-family') {
    next.set(ACCESS_PARAM, FRIENDS_FAMILY_ACCESS);
    if (session.key) next.set(ACCESS_KEY_PARAM, session.key);
  }
  return next;
}

/** Spec §4: when a session ends, the salonId and access parameters (and the key) leave the URL. */
export function withoutAccessParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ACCESS_PARAMS) next.delete(name);
  return next;
}

/** The X-Tress-Access header value (product.md §3) for a session or a link being checked. */
export function accessHeaderFor(access: SalonSession | LinkAccess | null): string | null {
  if (!access) return null;
  if ('accessType' in access) {
    if (!access.key) return null;
    if (access.accessType === 'friends-family') return `ff:${access.key}`;
    return access.salonId ? `salon:${access.salonId}:${access.key}` : null;
  }
  if (access.kind === 'salon') return access.key ? `salon:${access.salonId}:${access.key}` : null;
  if (access.kind === 'friends-family') return access.key ? `ff:${access.key}` : null;
  return null;
}

/**
 * Spec §3: the city is the second-to-last comma-separated part of the address, or the first part
 * when there is only one. Blank parts (a trailing comma) do not count as parts.
 */
export function cityFromAddress(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return '';
  if (parts.length === 1) return parts[0] ?? '';
  return parts[parts.length - 2] ?? '';
}

/** GET /api/hairdressers/{id} → the selected salon of spec §3. */
export function selectedSalonFrom(hairdresser: {
  id: string;
  salon_name: string;
  address: string;
  email: string | null;
}): SelectedSalon {
  return {
    id: hairdresser.id,
    name: hairdresser.salon_name,
    city: cityFromAddress(hairdresser.address),
    address: hairdresser.address,
    email: hairdresser.email,
  };
}
