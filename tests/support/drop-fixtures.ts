// A drop as the admin makes one, for tests of holds: live since an hour, for a day, one item.
import type { DropAudience, DropInput } from '@/domain/drops';

const HOUR = 60 * 60 * 1000;

/** A live drop of one item of `productId`: `units` in all, at most `perOrderLimit` a cart. */
export function liveDropInput(
  productId: number,
  {
    units,
    perOrderLimit,
    title = 'Test drop',
    audience = 'public',
  }: {
    units: number;
    perOrderLimit: number;
    title?: string;
    audience?: DropAudience;
  },
): DropInput {
  return {
    title,
    audience,
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    items: [
      { productId, variant: null, dropPrice: 9900, dropBusinessPrice: null, units, perOrderLimit },
    ],
  };
}
