import { queryOptions } from '@tanstack/react-query';
import type { DataHealth } from '@/domain/support';
import { ApiError, apiRequest } from '@/web/lib/api-client';
import { diagnosticsKeys } from './diagnostics-keys';

/** GET /api/salons/health (admin bearer): data checks with counts and examples. */
export async function getDataHealth(signal?: AbortSignal): Promise<DataHealth> {
  const response = await apiRequest(
    'GET',
    '/api/salons/health',
    undefined,
    signal ? { signal } : {},
  );
  return (await response.json()) as DataHealth;
}

export function dataHealthQuery(enabled: boolean) {
  return queryOptions({
    queryKey: diagnosticsKeys.dataHealth(),
    queryFn: ({ signal }) => getDataHealth(signal),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
    // "Not an admin" and "signed out" do not change on a retry.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

/**
 * Whether this browser holds a sign-in at all, read without loading supabase-js (which stores
 * its session as sb-<project>-auth-token): visitors who never signed in download nothing more.
 */
export function hasStoredSignIn(): boolean {
  try {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      if (/^sb-.+-auth-token$/.test(window.localStorage.key(index) ?? '')) return true;
    }
  } catch {
    // Blocked storage holds no sign-in.
  }
  return false;
}
