/**
 * Which payment provider the server runs: the built-in test provider (test cards and the test
 * bank, no money moves), Stripe Checkout or Mollie (issue 31).
 */
export type PaymentsMode = 'test' | 'stripe' | 'mollie';

/**
 * Which provider the server runs, if its settings say so. Without a word from the server the
 * shop's embedded default is assumed: the built-in test provider (product.md §2).
 */
export function paymentsModeOf(settings: { paymentsMode?: string } | undefined): PaymentsMode {
  const mode = settings?.paymentsMode;
  return mode === 'stripe' || mode === 'mollie' ? mode : 'test';
}

/** Whether a card is paid with the shop's own card form: only with the test provider. */
export function paysCardInShop(mode: PaymentsMode): boolean {
  return mode === 'test';
}
