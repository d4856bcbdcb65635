import { queryOptions } from '@tanstack/react-query';
import { healthSchema, type Health } from '@/domain/health';
import { apiRequest } from '@/web/lib/api-client';
import { diagnosticsKeys } from './diagnostics-keys';

// GET /api/health: is the API up, how quickly does its database answer? Anyone's answer (issue
// 28: what runs the shop is in GET /api/admin/health). Parsed, never trusted blindly.
export type { Health };

export async function getHealth(signal?: AbortSignal): Promise<Health> {
  const response = await apiRequest('GET', '/api/health', undefined, signal ? { signal } : {});
  return healthSchema.parse(await response.json());
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: diagnosticsKeys.health(),
    queryFn: ({ signal }) => getHealth(signal),
    // Diagnostics are about "now": never show a cached answer as current.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
