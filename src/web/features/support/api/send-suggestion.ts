import { useMutation } from '@tanstack/react-query';
import type { SuggestionRequest, SupportReceipt } from '@/domain/support';
import { ApiError, apiRequest } from '@/web/lib/api-client';
import { MUTATION_RETRY } from '@/web/lib/query-client';

/** POST /api/suggestions */
export async function sendSuggestion(request: SuggestionRequest): Promise<SupportReceipt> {
  const response = await apiRequest('POST', '/api/suggestions', request);
  return (await response.json()) as SupportReceipt;
}

export function useSendSuggestion() {
  return useMutation({
    mutationFn: sendSuggestion,
    // A lost answer may be retried once; the server's "no" (400, 429) needs the shopper.
    retry: (failures, error) => failures < MUTATION_RETRY && !(error instanceof ApiError),
  });
}
