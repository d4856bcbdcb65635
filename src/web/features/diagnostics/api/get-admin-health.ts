import { queryOptions } from '@tanstack/react-query';
import { adminHealthSchema, type AdminHealth } from '@/domain/health';
import { ApiError, getJson } from '@/web/lib/api-client';
import { diagnosticsKeys } from './diagnostics-keys';

/** GET /api/admin/health (admin bearer): the database's driver and newest migration too. */
export function getAdminHealth(signal?: AbortSignal): Promise<AdminHealth> {
  return getJson('/api/admin/health', (answer) => adminHealthSchema.parse(answer), signal);
}

/** Asked only when this browser holds a sign-in (hasStoredSignIn): nobody else can get it. */
export function adminHealthQuery(enabled: boolean) {
  return queryOptions({
    queryKey: diagnosticsKeys.adminHealth(),
    queryFn: ({ signal }) => getAdminHealth(signal),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
    // "Not an admin" and "signed out" do not change on a retry.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
