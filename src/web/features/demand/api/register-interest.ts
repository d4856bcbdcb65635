import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterestReceipt, InterestRequest } from '@/domain/demand';
import { ApiError, sendJson } from '@/web/lib/api-client';
import { PayloadError } from '@/web/lib/payload-checks';
import { MUTATION_RETRY } from '@/web/lib/query-client';
import { demandKeys } from './demand-keys';
import { readInterestReceipt } from './demand-payload';

/** POST /api/demand/interest; 400 UNKNOWN_CITY carries the closest names. */
export function registerInterest(request: InterestRequest): Promise<InterestReceipt> {
  return sendJson('POST', '/api/demand/interest', readInterestReceipt, request);
}

export function useRegisterInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerInterest,
    // An answer not understood still means the interest was counted: it is not sent twice.
    retry: (failures, error) =>
      failures < MUTATION_RETRY && !(error instanceof ApiError || error instanceof PayloadError),
    // The map shows the new count at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: demandKeys.all }),
  });
}
