// The one place that decides which payment provider runs, from the parsed environment.
import { InvalidEnvError, type Env } from '../../env';
import { createMollieProvider, type MollieProvider } from './mollie-provider';
import type { PaymentProvider } from './provider';
import { createStripeProvider, type StripeProvider } from './stripe-provider';
import { createTestCardProvider } from './test-cards';

export type ChosenProvider = PaymentProvider | StripeProvider | MollieProvider;

/**
 * Stripe when asked for (PAYMENTS=stripe) or configured (STRIPE_SECRET_KEY); otherwise the test
 * card provider — except in production, where a shop silently taking fake payments would ship
 * orders nobody paid for, so that needs an explicit PAYMENTS=test. Throws InvalidEnvError, which
 * main.ts reports as one clear line and a refusal to start.
 */
export function choosePaymentProvider(env: Env): ChosenProvider {
  const wanted =
    env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? 'stripe' : env.MOLLIE_API_KEY ? 'mollie' : undefined);
  if (wanted === 'mollie') {
    // Mollie's webhook carries no signature (only the payment's id, fetched back with the key):
    // the key is all it needs.
    if (!env.MOLLIE_API_KEY)
      throw new InvalidEnvError('Mollie payments (PAYMENTS=mollie) need MOLLIE_API_KEY.');
    return createMollieProvider({ apiKey: env.MOLLIE_API_KEY, apiBase: env.MOLLIE_API_BASE });
  }
  if (wanted === 'stripe') {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
      // Without the webhook secret no payment could ever be confirmed: orders would stay unpaid.
      throw new InvalidEnvError(
        'Stripe payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
      );
    }
    return createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    });
  }
  if (wanted === undefined && env.NODE_ENV === 'production') {
    throw new InvalidEnvError(
      'No payment provider is configured for production: set STRIPE_SECRET_KEY and ' +
        'STRIPE_WEBHOOK_SECRET, or MOLLIE_API_KEY, to take real payments, or PAYMENTS=test to ' +
        'run in test mode only (no money is taken).',
    );
  }
  return createTestCardProvider();
}
