import { useMutation } from '@tanstack/react-query';
import type { SuggestionRequest, SupportReceipt } from '@/domain/support';
import { ApiError, sendJson } from '@/web/lib/api-client';
import { PayloadError } from '@/web/lib/payload-checks';
import { MUTATION_RETRY } from '@/web/lib/query-client';
import { readSupportReceipt } from './support-payload';

/** POST /api/suggestions */
export function sendSuggestion(request: SuggestionRequest): Promise<SupportReceipt> {
  return sendJson('POST', '/api/suggestions', readSupportReceipt, request);
}

export function useSendSuggestion() {
  return useMutation({
    mutationFn: sendSuggestion,
    // A lost answer may be retried once; the server's "no" (400, 429) needs the shopper, and an
    // answer not understood still means the suggestion arrived.
    retry: (failures, error) =>
      failures < MUTATION_RETRY && !(error instanceof ApiError || error instanceof PayloadError),
  });
}
