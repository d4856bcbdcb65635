import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DROP_AUDIENCES,
  DROP_STATUSES,
  type AdminDrop,
  type AdminDropItem,
  type DropInput,
  type DropListMember,
  type DropTranslations,
} from '@/domain/drops';
import { apiRequest, getJson, sendJson } from '@/web/lib/api-client';
import {
  isCents,
  isCount,
  isObject,
  isString,
  listOf,
  nullable,
  oneOf,
  reader,
  shape,
} from '@/web/lib/payload-checks';
import { adminKeys } from './admin-keys';
import { adminMutationRetry, adminQueryRetry } from './admin-request';

// The drops' answers are typed by src/domain/drops.ts (interfaces, no zod schema there), so they
// are read through light checks of every field the admin's pages show.

const isDropItem = shape<AdminDropItem>({
  id: isCount,
  productId: isCount,
  variant: nullable(isString),
  name: isString,
  image: nullable(isString),
  price: isCents,
  dropPrice: isCents,
  dropBusinessPrice: nullable(isCents),
  unitsTotal: isCount,
  unitsLeft: isCount,
  unitsHeld: isCount,
  unitsSold: isCount,
  perOrderLimit: isCount,
});

/** `{ nl: { title? } }`, or absent (a server older than issue 30: read as none). */
const isDropTranslations = (value: unknown): value is DropTranslations | undefined =>
  value === undefined ||
  (isObject(value) &&
    Object.values(value).every(
      (text) => isObject(text) && (text.title === undefined || isString(text.title)),
    ));

const isDrop = shape<AdminDrop>({
  id: isString,
  title: isString,
  audience: oneOf(DROP_AUDIENCES),
  startsAt: isString,
  endsAt: isString,
  endedAt: nullable(isString),
  status: oneOf(DROP_STATUSES),
  items: listOf(isDropItem),
  translations: isDropTranslations,
});

const isMember = shape<DropListMember>({
  salonId: isString,
  salonName: isString,
  city: isString,
  email: isString,
  joinedAt: isString,
});

const readDrop = reader(isDrop, 'a drop');
const readDrops = reader(shape<{ items: AdminDrop[] }>({ items: listOf(isDrop) }), 'the drops');
const readMembers = reader(
  shape<{ items: DropListMember[] }>({ items: listOf(isMember) }),
  'the weekly-drop list',
);

/** How often the list asks again while it is open: units are held and sold all the time. */
export const DROPS_REFRESH_MS = 10_000;

/** GET /api/admin/drops: every drop, newest first, with units left, held and sold per item. */
export function adminDropsQuery() {
  return queryOptions({
    queryKey: adminKeys.dropList(),
    queryFn: async ({ signal }) => {
      const { items } = await getJson('/api/admin/drops', readDrops, signal);
      return [...items].sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
    },
    retry: adminQueryRetry,
    refetchInterval: DROPS_REFRESH_MS,
  });
}

/** POST /api/admin/drops (no id) or PUT /api/admin/drops/:id. */
export function useSaveDrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: DropInput }) =>
      id === null
        ? sendJson('POST', '/api/admin/drops', readDrop, input)
        : sendJson('PUT', `/api/admin/drops/${encodeURIComponent(id)}`, readDrop, input),
    retry: adminMutationRetry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.drops() }),
  });
}

/** POST /api/admin/drops/:id/end: holds released, the units left back to stock. */
export function useEndDrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      sendJson('POST', `/api/admin/drops/${encodeURIComponent(id)}/end`, readDrop),
    retry: adminMutationRetry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.drops() }),
  });
}

/** GET /api/weekly-drop-hairdressers: the salons mailed when a salons' drop is made. */
export function dropMembersQuery() {
  return queryOptions({
    queryKey: adminKeys.dropMembers(),
    queryFn: async ({ signal }) =>
      (await getJson('/api/weekly-drop-hairdressers', readMembers, signal)).items,
    retry: adminQueryRetry,
    staleTime: 10_000,
  });
}

/** DELETE /api/weekly-drop-hairdressers/:salonId → 204. */
export function useRemoveDropMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (salonId: string) => {
      await apiRequest('DELETE', `/api/weekly-drop-hairdressers/${encodeURIComponent(salonId)}`);
    },
    retry: adminMutationRetry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.dropMembers() }),
  });
}
