import { queryOptions } from '@tanstack/react-query';
import type { DropAudience, DropItemView, DropView, WeeklyDropAnswer } from '@/domain/drops';
import type { PricingTier } from '@/domain/pricing';
import { getJson } from '@/web/lib/api-client';
import {
  isBoolean,
  isCents,
  isCount,
  isString,
  nullable,
  listOf,
  oneOf,
  reader,
  shape,
  type Check,
} from '@/web/lib/payload-checks';
import { noteServerNow } from '@/web/lib/server-clock';
import { dropKeys } from './drop-keys';

// GET /api/weekly-drop?audience=: the drop of an audience, its items for the viewer's tier (the
// salons' items only to a salon's access), the next drop, and the server's clock.

// Written out rather than read from the domain's lists: that module builds zod schemas.
const AUDIENCES = ['public', 'salons'] as const;
const STATUSES = ['upcoming', 'live', 'ended'] as const;

const isDropItem = shape<DropItemView>({
  id: isCount,
  productId: isCount,
  variant: nullable(isString),
  name: isString,
  image: nullable(isString),
  price: isCents,
  dropPrice: isCents,
  unitsTotal: isCount,
  unitsLeft: isCount,
  perOrderLimit: isCount,
});

const isDrop = shape<DropView>({
  id: isString,
  title: isString,
  audience: oneOf(AUDIENCES),
  startsAt: isString,
  endsAt: isString,
  status: oneOf(STATUSES),
  items: listOf(isDropItem),
  itemsVisible: isBoolean,
});

const isOptionalBoolean: Check<boolean | undefined> = (value): value is boolean | undefined =>
  value === undefined || isBoolean(value);

export const readWeeklyDrop = reader(
  shape<WeeklyDropAnswer>({
    now: isString,
    drop: nullable(isDrop),
    next: nullable(
      shape<{ title: string; startsAt: string }>({ title: isString, startsAt: isString }),
    ),
    listMember: isOptionalBoolean,
  }),
  'weekly drop',
);

export async function getWeeklyDrop(
  audience: DropAudience,
  signal?: AbortSignal,
): Promise<WeeklyDropAnswer> {
  const answer = await getJson(`/api/weekly-drop?audience=${audience}`, readWeeklyDrop, signal);
  noteServerNow(answer.now);
  return answer;
}

/** `access`: who is asking (none, a salon, friends and family): the salons' items depend on it. */
export function weeklyDropQueryOptions(audience: DropAudience, tier: PricingTier, access: string) {
  return queryOptions({
    queryKey: dropKeys.drop(audience, tier, access),
    queryFn: ({ signal }) => getWeeklyDrop(audience, signal),
    // Units move by the second: the events stream keeps the copy fresh, a new visit asks again.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
