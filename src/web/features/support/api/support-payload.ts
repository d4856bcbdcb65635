import type { SupportReceipt } from '@/domain/support';
import { isBoolean, oneOf, reader, shape } from '@/web/lib/payload-checks';

// The receipt POST /api/contact and POST /api/suggestions both answer with, checked before the
// sent panel trusts it (a light check: the answer has two fields).

export const readSupportReceipt = reader(
  shape<SupportReceipt>({ received: oneOf([true]), confirmationMailed: isBoolean }),
  'receipt',
);
