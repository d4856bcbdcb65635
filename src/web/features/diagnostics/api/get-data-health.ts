import { queryOptions } from '@tanstack/react-query';
import type { DataCheck, DataHealth } from '@/domain/support';
import { ApiError, getJson } from '@/web/lib/api-client';
import { isCount, isString, listOf, reader, shape } from '@/web/lib/payload-checks';
import { diagnosticsKeys } from './diagnostics-keys';

type DataExample = DataCheck['examples'][number];

const readDataHealth = reader(
  shape<DataHealth>({
    checkedAt: isString,
    checks: listOf(
      shape<DataCheck>({
        id: isString,
        title: isString,
        about: isString,
        count: isCount,
        examples: listOf(shape<DataExample>({ id: isString, label: isString })),
      }),
    ),
  }),
  'data checks',
);

/** GET /api/salons/health (admin bearer): data checks with counts and examples. */
export function getDataHealth(signal?: AbortSignal): Promise<DataHealth> {
  return getJson('/api/salons/health', readDataHealth, signal);
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
