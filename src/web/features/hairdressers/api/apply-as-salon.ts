import { useMutation } from '@tanstack/react-query';
import type {
  HairdresserApplicationReceipt,
  HairdresserApplicationRequest,
} from '@/domain/hairdressers';
import { sendJson } from '@/web/lib/api-client';
import { isString, oneOf, reader, shape } from '@/web/lib/payload-checks';

const readReceipt = reader(
  shape<HairdresserApplicationReceipt>({ id: isString, status: oneOf(['pending'] as const) }),
  'application receipt',
);

/** POST /api/hairdressers: a salon's application (product.md §12) → 201 { id, status: 'pending' }. */
export function applyAsSalon(
  request: HairdresserApplicationRequest,
): Promise<HairdresserApplicationReceipt> {
  return sendJson('POST', '/api/hairdressers', readReceipt, request);
}

export function useApplyAsSalon() {
  return useMutation({
    mutationFn: applyAsSalon,
    // Never sent twice on its own: an application that did arrive would come back as
    // ALREADY_APPLIED. The salon decides to send it again.
    retry: false,
  });
}
