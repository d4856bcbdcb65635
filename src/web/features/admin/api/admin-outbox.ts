import { queryOptions } from '@tanstack/react-query';
import type { OutboxMail, Paged } from '@/domain/admin';
import { adminKeys, type OutboxFilters } from './admin-keys';
import { adminGet, adminQueryRetry, searchOf } from './admin-request';

export const OUTBOX_PAGE_SIZE = 20;

/** GET /api/admin/outbox?page=&pageSize=&q= */
export function outboxQuery(filters: OutboxFilters) {
  return queryOptions({
    queryKey: adminKeys.outboxList(filters),
    queryFn: ({ signal }) =>
      adminGet<Paged<OutboxMail>>(
        `/api/admin/outbox${searchOf({ ...filters, pageSize: OUTBOX_PAGE_SIZE })}`,
        signal,
      ),
    retry: adminQueryRetry,
    // New mail arrives all the time (orders, approvals, recovery links).
    staleTime: 10_000,
  });
}
