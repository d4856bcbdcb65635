import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import * as ERROR_CODE from '@/domain/error-codes';
import { ApiError } from '@/web/lib/api-client';

/** The admin API's refusal while the shop requires two-factor sign-in and this admin has none. */
export function isEnrolmentRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERROR_CODE.MFA_ENROLMENT_REQUIRED;
}

/**
 * Whether any admin request (a query or a change) was refused with MFA_ENROLMENT_REQUIRED, read
 * from the query client's caches so every panel's requests count; and `enrolled`, which forgets
 * those refusals once an authenticator app is confirmed, so the panels ask again.
 */
export function useEnrolmentRequired() {
  const queryClient = useQueryClient();
  const queries = queryClient.getQueryCache();
  const mutations = queryClient.getMutationCache();

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
  const required = useSyncExternalStore(
    subscribe,
    () =>
      queries.getAll().some((query) => isEnrolmentRequired(query.state.error)) ||
      mutations.getAll().some((mutation) => isEnrolmentRequired(mutation.state.error)),
  );

  const enrolled = useCallback(() => {
    for (const mutation of mutations.getAll()) {
      if (isEnrolmentRequired(mutation.state.error)) mutations.remove(mutation);
    }
    queryClient.removeQueries({ predicate: (query) => isEnrolmentRequired(query.state.error) });
  }, [queryClient, mutations]);

  return { required, enrolled };
}
