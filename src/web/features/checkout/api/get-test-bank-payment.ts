import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ONLINE_PAYMENT_METHODS } from '@/domain/orders';
import { TEST_BANK_STATUSES, type TestBankPaymentView } from '@/domain/test-bank';
import { apiRequest, isNotFound } from '@/web/lib/api-client';
import { QUERY_RETRY } from '@/web/lib/query-client';
import { checkoutKeys } from './checkout-keys';

// GET /api/test-bank/payments/{reference}: one payment of the built-in test provider, as its
// test bank page shows it (issue 31; test mode only, 404 with another provider).

const testBankPaymentSchema = z.object({
  reference: z.string(),
  method: z.enum(ONLINE_PAYMENT_METHODS),
  /** In cents. */
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  merchant: z.string(),
  status: z.enum(TEST_BANK_STATUSES),
  /** iDEAL's issuers to choose from. */
  banks: z.array(z.object({ id: z.string(), name: z.string() })),
}) satisfies z.ZodType<Omit<TestBankPaymentView, 'currency'> & { currency: string }>;
export type TestBankPayment = z.infer<typeof testBankPaymentSchema>;

export async function getTestBankPayment(
  reference: string,
  signal?: AbortSignal,
): Promise<TestBankPayment> {
  const response = await apiRequest(
    'GET',
    `/api/test-bank/payments/${encodeURIComponent(reference)}`,
    undefined,
    signal ? { signal } : {},
  );
  return testBankPaymentSchema.parse(await response.json());
}

export function testBankPaymentQuery(reference: string, language: string) {
  return queryOptions({
    queryKey: checkoutKeys.testBankPayment(reference, language),
    queryFn: ({ signal }) => getTestBankPayment(reference, signal),
    // An unknown payment stays unknown.
    retry: (failures, error) => !isNotFound(error) && failures < QUERY_RETRY,
  });
}
