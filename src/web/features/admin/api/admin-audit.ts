import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  AUDIT_TARGET_TYPES,
  type AuditChange,
  type AuditEntry,
  type AuditPage,
} from '@/domain/admin-accounts';
import { getJson } from '@/web/lib/api-client';
import {
  isCount,
  isString,
  listOf,
  nullable,
  oneOf,
  reader,
  shape,
} from '@/web/lib/payload-checks';
import { adminKeys } from './admin-keys';
import { adminQueryRetry, searchOf } from './admin-request';

// The audit log (issue 19): who changed what in the admin, newest first. Its answers are typed by
// src/domain/admin-accounts.ts (interfaces, no zod schema there), so they are read through light
// checks of every field the Activity tab shows.

export const AUDIT_PAGE_SIZE = 20;

/** The Activity tab's filters, as GET /api/admin/audit reads them (see auditQuerySchema). */
export interface AuditFilters {
  /** Part of an email. */
  actor?: string | undefined;
  /** An action ('order.status') or its first part ('order'). */
  action?: string | undefined;
  /** A target kind ('order') or a kind and an id ('order:…'). */
  target?: string | undefined;
  /** Whole days, YYYY-MM-DD (UTC), both included. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

export const auditKeys = {
  all: () => [...adminKeys.all, 'audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all(), 'list', filters] as const,
};

const isChange = shape<AuditChange>({
  field: isString,
  before: nullable(isString),
  after: nullable(isString),
});

const isEntry = shape<AuditEntry>({
  id: isString,
  at: isString,
  actorId: nullable(isString),
  actorEmail: isString,
  action: isString,
  targetType: nullable(oneOf(AUDIT_TARGET_TYPES)),
  targetId: nullable(isString),
  targetLabel: nullable(isString),
  changes: listOf(isChange),
});

const readAuditPage = reader(
  shape<AuditPage>({ items: listOf(isEntry), total: isCount, page: isCount, pageSize: isCount }),
  'the activity',
);

/** GET /api/admin/audit?actor&action&target&from&to&page&pageSize: newest first. */
export function auditQuery(filters: AuditFilters) {
  return queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal }) =>
      getJson(
        `/api/admin/audit${searchOf({ ...filters, pageSize: AUDIT_PAGE_SIZE })}`,
        readAuditPage,
        signal,
      ),
    retry: adminQueryRetry,
    // Every admin change anywhere writes a row: the log is asked again each time it is opened,
    // whichever tab made the change, and the last page stays on screen meanwhile.
    staleTime: 0,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  });
}
