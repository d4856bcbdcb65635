// The built-in test card provider: the embedded default, so a fresh checkout works end to end
// without any account anywhere. It moves no money; the UI labels it "test mode".
import { randomBytes, randomUUID } from 'node:crypto';
import { summariseCard, type PaymentProvider } from './provider';
import { fetchTestBankPayment, openTestBankPayment, refundTestBankPayment } from './test-bank';

/** Stripe's well-known test numbers, so shoppers and testers recognise them. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
} as const;

export const DECLINED = 'Your card was declined';
export const NOT_A_TEST_CARD = 'Use a test card: 4242 4242 4242 4242';

/**
 * The test provider: iDEAL, Bancontact and card on the shop's own test bank page (test-bank.ts),
 * and cards also on the shop's own card form with the test numbers below.
 */
export function createTestCardProvider(): PaymentProvider {
  return {
    kind: 'test',
    startCheckout: (order, request, db) => openTestBankPayment(db, order, request),
    fetchPayment: (reference, db) => fetchTestBankPayment(db, reference),
    // A test bank payment is refunded in its book; a test card payment moved nothing to give back.
    refund: ({ reference, amount, idempotencyKey }, db) =>
      reference.startsWith('tb_')
        ? refundTestBankPayment(db, reference, amount, idempotencyKey)
        : Promise.resolve({ reference: `test_refund_${randomBytes(9).toString('base64url')}` }),
    // The number is compared, summarised and then dropped with the request: never stored or logged.
    payCard: async (_order, { cardNumber }) => {
      const card = summariseCard(cardNumber);
      const reference = `test_${randomUUID()}`;
      if (cardNumber === TEST_CARDS.succeeds) return { status: 'succeeded', reference, card };
      // A real card number must not look as if it "works" here: it would be charged nowhere.
      const reason = cardNumber === TEST_CARDS.declines ? DECLINED : NOT_A_TEST_CARD;
      return { status: 'declined', reason, reference, card };
    },
  };
}
