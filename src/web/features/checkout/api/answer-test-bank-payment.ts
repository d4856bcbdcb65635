import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { TestBankDecision, TestBankOutcome } from '@/domain/test-bank';
import { ApiError, apiRequest } from '@/web/lib/api-client';

// POST /api/test-bank/payments/{reference} {outcome, bank?}: what the shopper does at the test
// bank (issue 31). Answers {redirect}: back to the shop, to the page the outcome leads to. A
// payment no longer open answers 409 PAYMENT_NOT_OPEN, with the way back as well.

export type { TestBankOutcome };
/**
 * What the shopper does; the bank is the chosen iDEAL bank (required to pay with iDEAL), one of
 * the ids the payment's answer listed.
 */
export type TestBankAnswer = Omit<TestBankDecision, 'bank'> & { bank?: string };

const redirectSchema = z.object({ redirect: z.string().min(1) });

export async function answerTestBankPayment(
  reference: string,
  answer: TestBankAnswer,
): Promise<{ redirect: string }> {
  const response = await apiRequest(
    'POST',
    `/api/test-bank/payments/${encodeURIComponent(reference)}`,
    answer,
  );
  return redirectSchema.parse(await response.json());
}

/** The way back an error answer carries (409 PAYMENT_NOT_OPEN), if any. */
export function redirectOf(error: unknown): string | null {
  return error instanceof ApiError ? (error.problem?.redirect ?? null) : null;
}

export function useAnswerTestBankPayment(reference: string) {
  return useMutation({
    mutationFn: (answer: TestBankAnswer) => answerTestBankPayment(reference, answer),
    retry: false,
  });
}
