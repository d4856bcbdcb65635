import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, SupportReceipt } from '@/domain/support';
import { ApiError, sendJson } from '@/web/lib/api-client';
import { PayloadError } from '@/web/lib/payload-checks';
import { MUTATION_RETRY } from '@/web/lib/query-client';
import { readSupportReceipt } from './support-payload';

/** POST /api/contact */
export function sendMessage(request: ContactRequest): Promise<SupportReceipt> {
  return sendJson('POST', '/api/contact', readSupportReceipt, request);
}

export function useSendMessage() {
  return useMutation({
    mutationFn: sendMessage,
    // Any answer, even one not understood, means the message arrived: it is not sent twice.
    retry: (failures, error) =>
      failures < MUTATION_RETRY && !(error instanceof ApiError || error instanceof PayloadError),
  });
}
