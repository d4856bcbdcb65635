// POST /api/orders/{id}/payments (card form), POST /api/orders/{id}/payments/checkout (Stripe
// Checkout) and POST /api/payments/stripe/webhook (product.md §2, §8, §15).
import { Hono, type MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '@/domain/api-problem';
import { cardPaymentSchema } from '@/domain/orders';
import { uuidParamsSchema } from '@/domain/schema-blocks';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { AppError, notFound } from '../http/errors';
import { rateLimited } from '../http/rate-limit';
import { noStore } from '../http/no-store';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import { payByCard } from '../services/payments/card-payments';
import type { ChosenProvider } from '../services/payments/choose-provider';
import { startCheckout } from '../services/payments/stripe-checkout';
import type { StripeProvider } from '../services/payments/stripe-provider';
import { handleStripeEvent } from '../services/payments/stripe-webhook';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/** Card guessing is what a payment form attracts; a shopper retrying needs far fewer. */
export const PAYMENT_ATTEMPTS_PER_MINUTE = 10;

export type PaymentRouteDeps = {
  db: Database;
  logger: Logger;
  provider: ChosenProvider;
  /** The shop's configured origin (SITE_URL): where the provider sends the shopper back. */
  siteOrigin: string;
  /** The rate limit's clock; tests fix it so a window never ends mid-test. */
  now?: (() => Date) | undefined;
};

export function paymentRoutes(deps: PaymentRouteDeps): Hono<AppEnv> {
  const { db, logger, provider } = deps;
  const limit = rateLimited(
    db,
    { name: 'payments', limit: PAYMENT_ATTEMPTS_PER_MINUTE, windowSeconds: 60 },
    deps.now,
  );
  return new Hono<AppEnv>()
    .use('/orders/:id/payments', noStore)
    .use('/orders/:id/payments/*', noStore)
    .use('/payments/*', noStore)
    .post(
      '/orders/:id/payments',
      limit,
      validated('param', uuidParamsSchema),
      // Before the body is even parsed: with Stripe, card numbers must not come to us at all.
      refuseCardsWhenHosted(provider),
      validated('json', cardPaymentSchema),
      async (c) => {
        const order = await payByCard(deps, c.req.valid('param').id, c.req.valid('json'));
        return c.json({ status: 'paid' as const, order });
      },
    )
    .post('/orders/:id/payments/checkout', limit, validated('param', uuidParamsSchema), async (c) =>
      c.json(await startCheckout(deps, c.req.valid('param').id, deps.siteOrigin)),
    )
    .post('/payments/stripe/webhook', async (c) => {
      if (!isStripe(provider)) {
        throw notFound('Stripe payments are not configured on this shop.');
      }
      // The signature covers the exact bytes sent: read them raw, never re-serialised JSON.
      const rawBody = Buffer.from(await c.req.arrayBuffer());
      const event = verified(provider, rawBody, c.req.header('Stripe-Signature'));
      const outcome = await handleStripeEvent({ db, logger, siteOrigin: deps.siteOrigin }, event);
      logger.info('stripe event', { event: event.id, type: event.type, outcome });
      return c.json({ received: true, outcome });
    });
}

function verified(provider: StripeProvider, rawBody: Buffer, signature: string | undefined) {
  try {
    if (!signature) throw new Error('no signature');
    return provider.verifyWebhook(rawBody, signature);
  } catch {
    throw new AppError(
      ERROR_CODES.enum.INVALID_SIGNATURE,
      400,
      'The Stripe signature is missing or invalid.',
    );
  }
}

function isStripe(provider: ChosenProvider): provider is StripeProvider {
  return provider.kind === 'stripe';
}

function refuseCardsWhenHosted(provider: ChosenProvider): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    if (!provider.payCard) {
      throw new AppError(
        ERROR_CODES.enum.USE_CHECKOUT,
        409,
        'Pay on the payment page: start the checkout.',
      );
    }
    await next();
  };
}
