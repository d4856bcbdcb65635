import type { SettingsAnswer } from '@/domain/settings';

export type PaymentsMode = SettingsAnswer['paymentsMode'];

/**
 * Which card provider the server runs, if its settings say so. Without a word from the server
 * the shop's embedded default is assumed: the built-in test card provider (product.md §2).
 */
export function paymentsModeOf(
  settings: { paymentsMode?: PaymentsMode } | undefined,
): PaymentsMode {
  return settings?.paymentsMode === 'stripe' ? 'stripe' : 'test';
}
