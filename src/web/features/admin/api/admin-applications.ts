import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HairdresserDecision } from '@/domain/salons';
import { hairdresserApplicationSchema } from '@/domain/admin-answers';
import { getJson, sendJson } from '@/web/lib/api-client';
import { adminKeys, type ApplicationStatus } from './admin-keys';
import { adminMutationRetry, adminQueryRetry } from './admin-request';

const application = hairdresserApplicationSchema.parse;
const applicationList = hairdresserApplicationSchema.array();

/** GET /api/hairdressers?status=… */
export function applicationsQuery(status: ApplicationStatus) {
  return queryOptions({
    queryKey: adminKeys.applicationList(status),
    queryFn: ({ signal }) =>
      getJson(`/api/hairdressers?status=${status}`, applicationList.parse, signal),
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
        ? sendJson('POST', path, application)
        : sendJson('POST', path, application, { reason: input.reason });
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

/** POST /api/hairdressers/:id/link: a new link for an approved salon; the old one stops working. */
export function useNewSalonLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      sendJson('POST', `/api/hairdressers/${encodeURIComponent(id)}/link`, application),
    retry: adminMutationRetry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.applications() }),
  });
}
