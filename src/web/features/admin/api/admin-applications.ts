import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HairdresserApplication, HairdresserDecision } from '@/domain/admin';
import { adminKeys, type ApplicationStatus } from './admin-keys';
import { adminGet, adminMutationRetry, adminQueryRetry, adminSend } from './admin-request';

/** GET /api/hairdressers?status=… */
export function applicationsQuery(status: ApplicationStatus) {
  return queryOptions({
    queryKey: adminKeys.applicationList(status),
    queryFn: ({ signal }) =>
      adminGet<HairdresserApplication[]>(`/api/hairdressers?status=${status}`, signal),
    retry: adminQueryRetry,
    staleTime: 30_000,
  });
}

export type ApplicationDecision =
  { id: string; decision: 'approve' } | ({ id: string; decision: 'reject' } & HairdresserDecision);

/** POST /api/hairdressers/:id/approve, or …/reject {reason}; 409 ALREADY_DECIDED. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicationDecision) => {
      const path = `/api/hairdressers/${encodeURIComponent(input.id)}/${input.decision}`;
      return input.decision === 'approve'
        ? adminSend<HairdresserApplication>('POST', path)
        : adminSend<HairdresserApplication>('POST', path, { reason: input.reason });
    },
    retry: adminMutationRetry,
    // Also after a 409: someone else decided, and the list should show it.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.applications() });
      // Approval mails the salon its link.
      await queryClient.invalidateQueries({ queryKey: adminKeys.outbox() });
    },
  });
}
