import {
  parseSalonSession,
  SALON_SESSION_STORAGE_KEY,
  type SalonSession,
} from '@/domain/salon-session';

// Storage can be blocked (private mode, strict settings) or full: the session then lives only as
// long as the page, which is still better than a page that breaks.

export function readStoredSession(): SalonSession | null {
  // On the server, which renders a first visit's markup, there is no storage and no session.
  if (typeof window === 'undefined') return null;
  try {
    return parseSalonSession(window.localStorage.getItem(SALON_SESSION_STORAGE_KEY));
  } catch (error) {
    console.warn('The salon session could not be read.', error);
    return null;
  }
}

export function storeSession(session: SalonSession | null): void {
  try {
    if (session) {
      window.localStorage.setItem(SALON_SESSION_STORAGE_KEY, JSON.stringify(session));
    } else {
      window.localStorage.removeItem(SALON_SESSION_STORAGE_KEY);
    }
  } catch (error) {
    console.warn('The salon session could not be stored.', error);
  }
}
