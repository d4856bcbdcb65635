import { SALON_SESSION_STORAGE_KEY } from '@/domain/salon-session';

export const FRIENDS_FAMILY_KEY = 'family-and-friends-key';

/** A friends-and-family session as the shopper feature stores it: business prices on load. */
export function storeBusinessSession(): void {
  localStorage.setItem(
    SALON_SESSION_STORAGE_KEY,
    JSON.stringify({
      salonId: null,
      accessType: 'friends-family',
      validatedAt: Date.now(),
      key: FRIENDS_FAMILY_KEY,
    }),
  );
}
