import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { ApiError } from '@/web/lib/api-client';

/**
 * Whether any admin request (a query or a change) was refused with `code` (an ERROR_CODE), read
 * from the query client's caches so every panel's requests count; and `forget`, which drops
 * those refusals so the panels ask again (after the admin has done what the refusal asked).
 * For the refusals about the admin's own sign-in: MFA_ENROLMENT_REQUIRED and MFA_REQUIRED.
 */
export function useAdminRefusal(code: string) {
  const queryClient = useQueryClient();
  const queries = queryClient.getQueryCache();
  const mutations = queryClient.getMutationCache();
  const refusedWith = useCallback(
    (error: unknown) => error instanceof ApiError && error.code === code,
    [code],
  );

  const subscribe = useCallback(
    (onChange: () => void) => {
      const stopQueries = queries.subscribe(onChange);
      const stopMutations = mutations.subscribe(onChange);
      return () => {
        stopQueries();
        stopMutations();
      };
    },
    [queries, mutations],
  );
  const refused = useSyncExternalStore(
    subscribe,
    () =>
      queries.getAll().some((query) => refusedWith(query.state.error)) ||
      mutations.getAll().some((mutation) => refusedWith(mutation.state.error)),
  );

  const forget = useCallback(() => {
    for (const mutation of mutations.getAll()) {
      if (refusedWith(mutation.state.error)) mutations.remove(mutation);
    }
    queryClient.removeQueries({ predicate: (query) => refusedWith(query.state.error) });
  }, [queryClient, mutations, refusedWith]);

  return { refused, forget };
}
