import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterestReceipt, InterestRequest } from '@/domain/demand';
import { ApiError, apiRequest } from '@/web/lib/api-client';
import { MUTATION_RETRY } from '@/web/lib/query-client';
import { demandKeys } from './demand-keys';

/** POST /api/demand/interest; 400 UNKNOWN_CITY carries the closest names. */
export async function registerInterest(request: InterestRequest): Promise<InterestReceipt> {
  const response = await apiRequest('POST', '/api/demand/interest', request);
  return (await response.json()) as InterestReceipt;
}

export function useRegisterInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerInterest,
    retry: (failures, error) => failures < MUTATION_RETRY && !(error instanceof ApiError),
    // The map shows the new count at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: demandKeys.all }),
  });
}
