import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, SupportReceipt } from '@/domain/support';
import { ApiError, apiRequest } from '@/web/lib/api-client';
import { MUTATION_RETRY } from '@/web/lib/query-client';

/** POST /api/contact */
export async function sendMessage(request: ContactRequest): Promise<SupportReceipt> {
  const response = await apiRequest('POST', '/api/contact', request);
  return (await response.json()) as SupportReceipt;
}

export function useSendMessage() {
  return useMutation({
    mutationFn: sendMessage,
    retry: (failures, error) => failures < MUTATION_RETRY && !(error instanceof ApiError),
  });
}
