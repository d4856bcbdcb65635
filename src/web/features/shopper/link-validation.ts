import type { QueryClient } from '@tanstack/react-query';
import type { SelectedSalon } from '@/domain/cart';
import { selectedSalonFrom, type LinkAccess, type SalonSession } from '@/domain/salon-session';
import { ApiError } from '@/web/lib/api-client';
import { hairdresserQuery } from './api/get-hairdresser';
import { validateAccess } from './api/validate-access';

export type LinkOutcome =
  | { outcome: 'valid'; session: SalonSession; salon: SelectedSalon | null }
  | { outcome: 'invalid' }
  | { outcome: 'unverified' };

/**
 * A 4xx is the server's "no" (unknown salon, malformed key). Anything else — offline, a 5xx, too
 * many checks from this address (429) — says nothing about the link, so it is logged and the
 * link's user type stands (spec §8).
 */
function outcomeOfFailure(error: unknown, what: string): LinkOutcome {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429
  ) {
    return { outcome: 'invalid' };
  }
  console.error(`The ${what} could not be checked.`, error);
  return { outcome: 'unverified' };
}

/** Asks the server whether a link grants access; `now` becomes the session's validatedAt. */
export async function validateLink(
  link: LinkAccess,
  queryClient: QueryClient,
  now: () => number,
): Promise<LinkOutcome> {
  if (link.kind === 'salon') {
    // A salon link without its key can never be valid; no need to ask.
    if (!link.key) return { outcome: 'invalid' };
    try {
      // The key decides; the details come from GET /api/hairdressers/{id} (spec §4).
      const [answer, hairdresser] = await Promise.all([
        validateAccess({ access: 'salon', salonId: link.salonId, key: link.key }),
        queryClient.fetchQuery(hairdresserQuery(link.salonId)),
      ]);
      if (!answer.valid || answer.tier !== 'business') return { outcome: 'invalid' };
      return {
        outcome: 'valid',
        session: {
          salonId: hairdresser.id,
          accessType: 'salon',
          validatedAt: now(),
          key: link.key,
        },
        salon: selectedSalonFrom(hairdresser),
      };
    } catch (error) {
      return outcomeOfFailure(error, 'salon link');
    }
  }
  if (link.kind === 'friends-family') {
    // A link without a key can never be valid; no need to ask.
    if (!link.key) return { outcome: 'invalid' };
    try {
      const answer = await validateAccess({ access: 'friends-family', key: link.key });
      if (!answer.valid || answer.tier !== 'business') return { outcome: 'invalid' };
      return {
        outcome: 'valid',
        session: {
          salonId: answer.salonId,
          accessType: 'friends-family',
          validatedAt: now(),
          key: link.key,
        },
        salon: null,
      };
    } catch (error) {
      return outcomeOfFailure(error, 'friends-and-family link');
    }
  }
  return { outcome: 'invalid' };
}

/** The details of a salon whose session was restored from storage (spec §4). */
export async function loadSalon(salonId: string, queryClient: QueryClient): Promise<SelectedSalon> {
  return selectedSalonFrom(await queryClient.fetchQuery(hairdresserQuery(salonId)));
}
