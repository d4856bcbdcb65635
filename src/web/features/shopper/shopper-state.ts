// The shopper's access as a small state machine, kept apart from React so its rules read (and
// test) on their own. The provider feeds it the URL, stored session, server answers and clock.
import type { SelectedSalon } from '@/domain/cart';
import { tierOf, type PricingTier, type UserType } from '@/domain/pricing';
import {
  accessHeaderFor,
  isSessionValid,
  linkAccessFrom,
  sessionMatchesLink,
  userTypeOf,
  type AccessType,
  type LinkAccess,
  type SalonSession,
} from '@/domain/salon-session';

/**
 * checking: the server is being asked about the link; unverified: it could not be asked (the
 * spec says such failures are logged and ignored, so the link's user type stands); invalid: the
 * server said no.
 */
export type LinkStatus = 'none' | 'checking' | 'valid' | 'unverified';
export type ShopperNotice =
  'invalid-salon-link' | 'invalid-friends-family-link' | 'session-ended' | 'access-revoked';

export interface ShopperState {
  session: SalonSession | null;
  link: LinkAccess;
  linkStatus: LinkStatus;
  selectedSalon: SelectedSalon | null;
  notice: ShopperNotice | null;
}

export type ShopperEvent =
  | { type: 'link-opened'; link: LinkAccess; now: number }
  | { type: 'link-validated'; session: SalonSession }
  | { type: 'link-rejected' }
  | { type: 'link-unverified' }
  | { type: 'salon-loaded'; salon: SelectedSalon }
  | { type: 'session-ended' }
  /** The shopper chose to shop as a guest: business pricing ends now, with no notice. */
  | { type: 'left-business' }
  /** The server answered a request carrying this X-Tress-Access: it proves nothing (any more). */
  | { type: 'access-refused'; header: string }
  | { type: 'dismiss-notice' };

const NO_LINK: LinkAccess = { kind: 'none' };

/** The state at start: a valid stored session, then whatever the URL asks for on top. */
export function initialShopperState(
  stored: SalonSession | null,
  search: string,
  now: number,
): ShopperState {
  const session = stored && isSessionValid(stored, now) ? stored : null;
  const base: ShopperState = {
    session,
    link: NO_LINK,
    linkStatus: 'none',
    selectedSalon: null,
    notice: null,
  };
  return shopperReducer(base, {
    type: 'link-opened',
    link: linkAccessFrom(new URLSearchParams(search)),
    now,
  });
}

export function sameLink(a: LinkAccess, b: LinkAccess): boolean {
  if (a.kind === 'salon' && b.kind === 'salon') return a.salonId === b.salonId && a.key === b.key;
  if (a.kind === 'friends-family' && b.kind === 'friends-family') return a.key === b.key;
  return a.kind === b.kind;
}

export function shopperReducer(state: ShopperState, event: ShopperEvent): ShopperState {
  switch (event.type) {
    case 'link-opened': {
      // A URL without access keeps whatever session there is (in-app links drop the parameters).
      if (event.link.kind === 'none' || sameLink(event.link, state.link)) return state;
      const session =
        state.session && isSessionValid(state.session, event.now) ? state.session : null;
      if (session && sessionMatchesLink(session, event.link)) {
        return { ...state, session, link: event.link, linkStatus: 'valid' };
      }
      return {
        ...state,
        session,
        link: event.link,
        linkStatus: 'checking',
        selectedSalon: null,
        notice: null,
      };
    }
    case 'link-validated':
      return { ...state, session: event.session, linkStatus: 'valid', notice: null };
    case 'link-rejected': {
      const notice: ShopperNotice =
        state.link.kind === 'friends-family' ? 'invalid-friends-family-link' : 'invalid-salon-link';
      return { ...state, link: NO_LINK, linkStatus: 'none', selectedSalon: null, notice };
    }
    case 'link-unverified':
      return { ...state, linkStatus: 'unverified' };
    case 'salon-loaded':
      return { ...state, selectedSalon: event.salon };
    case 'session-ended':
      return {
        session: null,
        link: NO_LINK,
        linkStatus: 'none',
        selectedSalon: null,
        notice: 'session-ended',
      };
    case 'left-business':
      return {
        session: null,
        link: NO_LINK,
        linkStatus: 'none',
        selectedSalon: null,
        notice: null,
      };
    case 'access-refused': {
      // An answer to a request made with other access (a link since replaced) changes nothing.
      if (event.header !== accessHeaderOfState(state)) return state;
      // A link still being checked gets its own answer from the check.
      if (state.linkStatus === 'checking') return state;
      if (activeLink(state)) return shopperReducer(state, { type: 'link-rejected' });
      return {
        session: null,
        link: NO_LINK,
        linkStatus: 'none',
        selectedSalon: null,
        notice: 'access-revoked',
      };
    }
    case 'dismiss-notice':
      return { ...state, notice: null };
  }
}

/** The link counts while it is being checked or could not be checked; a session otherwise. */
function activeLink(state: ShopperState): LinkAccess | null {
  return state.link.kind !== 'none' && state.linkStatus !== 'valid' ? state.link : null;
}

export function userTypeOfState(state: ShopperState): UserType {
  const link = activeLink(state);
  return link && link.kind !== 'none' ? link.kind : userTypeOf(state.session);
}

export function tierOfState(state: ShopperState): PricingTier {
  return tierOf(userTypeOfState(state));
}

export function accessTypeOfState(state: ShopperState): AccessType | null {
  const userType = userTypeOfState(state);
  return userType === 'client' ? null : userType;
}

export function salonIdOfState(state: ShopperState): string | null {
  const link = activeLink(state);
  if (link?.kind === 'salon') return link.salonId;
  if (link?.kind === 'friends-family') return null;
  return state.session?.salonId ?? null;
}

export function accessHeaderOfState(state: ShopperState): string | null {
  return accessHeaderFor(activeLink(state) ?? state.session);
}
