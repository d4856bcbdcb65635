import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/web/lib/api-client';
import { diagnosticsKeys } from './diagnostics-keys';

// GET /api/health: is the API up, and how is its database doing? Parsed, never trusted blindly.
const healthSchema = z.object({
  status: z.string(),
  db: z.object({
    driver: z.string(),
    latencyMs: z.number(),
    migration: z.union([z.string(), z.number()]).nullable().optional(),
  }),
});

export type Health = z.infer<typeof healthSchema>;

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
