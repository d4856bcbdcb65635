import { queryOptions } from '@tanstack/react-query';
import { outboxMailDetailSchema, outboxMailSchema, pagedSchema } from '@/domain/admin-answers';
import { getJson } from '@/web/lib/api-client';
import { adminKeys, type OutboxFilters } from './admin-keys';
import { adminQueryRetry, searchOf } from './admin-request';

export const OUTBOX_PAGE_SIZE = 20;

const outboxPage = pagedSchema(outboxMailSchema);

/** GET /api/admin/outbox?page=&pageSize=&q= */
export function outboxQuery(filters: OutboxFilters) {
  return queryOptions({
    queryKey: adminKeys.outboxList(filters),
    queryFn: ({ signal }) =>
      getJson(
        `/api/admin/outbox${searchOf({ ...filters, pageSize: OUTBOX_PAGE_SIZE })}`,
        outboxPage.parse,
        signal,
      ),
    retry: adminQueryRetry,
    // New mail arrives all the time (orders, approvals, recovery links).
    staleTime: 10_000,
  });
}

/** GET /api/admin/outbox/:id: one mail with its HTML part, for the preview. A mail never changes. */
export function outboxMailQuery(id: string) {
  return queryOptions({
    queryKey: adminKeys.outboxMail(id),
    queryFn: ({ signal }) =>
      getJson(`/api/admin/outbox/${encodeURIComponent(id)}`, outboxMailDetailSchema.parse, signal),
    retry: adminQueryRetry,
    staleTime: Infinity,
  });
}
