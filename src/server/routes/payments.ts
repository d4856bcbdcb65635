// POST /api/orders/{id}/payments (the test card form), POST /api/orders/{id}/payments/checkout
// (a payment at the provider: the test bank, Stripe Checkout or Mollie, issue 31), the providers'
// webhooks POST /api/payments/stripe/webhook and /api/payments/mollie/webhook, and the test bank's
// own page API under /api/test-bank (product.md §2, §8, §15).
import { Hono, type MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '@/domain/api-problem';
import { cardPaymentSchema, startPaymentSchema } from '@/domain/orders';
import { uuidParamsSchema } from '@/domain/schema-blocks';
import { testBankDecisionSchema, testBankReferenceSchema } from '@/domain/test-bank';
import { z } from 'zod';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { AppError, notFound, validationFailed } from '../http/errors';
import { rateLimited } from '../http/rate-limit';
import { noStore } from '../http/no-store';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import { payByCard } from '../services/payments/card-payments';
import type { ChosenProvider } from '../services/payments/choose-provider';
import { MOLLIE_WEBHOOK_PATH, startCheckout } from '../services/payments/start-checkout';
import type { StripeProvider } from '../services/payments/stripe-provider';
import { handleStripeEvent } from '../services/payments/stripe-webhook';
import { settleFromProvider } from '../services/payments/settlement';
import {
  decideTestBankPayment,
  readTestBankRow,
  testBankView,
} from '../services/payments/test-bank';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';
export { MOLLIE_WEBHOOK_PATH };

/** Mollie's payment ids: tr_ and letters and digits. */
const mollieWebhookSchema = z.object({
  id: z.string().regex(/^tr_[A-Za-z0-9]{1,64}$/, 'A Mollie payment id (tr_…)'),
});

/**
 * Card guessing is what a payment form attracts; a shopper retrying needs far fewer. The default
 * of PAYMENT_RATE_LIMIT_PER_MINUTE.
 */
export const PAYMENT_ATTEMPTS_PER_MINUTE = 10;

export type PaymentRouteDeps = {
  db: Database;
  logger: Logger;
  provider: ChosenProvider;
  /** The shop's configured origin (SITE_URL): where the provider sends the shopper back. */
  siteOrigin: string;
  /** The rate limit's clock; tests fix it so a window never ends mid-test. */
  now?: (() => Date) | undefined;
  /** Payment attempts per minute and address (PAYMENT_RATE_LIMIT_PER_MINUTE). */
  attemptsPerMinute?: number | undefined;
  /** When the test bank confirms a payment left open (TEST_BANK_SETTLE_SECONDS). */
  testBankSettleSeconds?: number | undefined;
};

export function paymentRoutes(deps: PaymentRouteDeps): Hono<AppEnv> {
  const { db, logger, provider } = deps;
  const limit = rateLimited(
    db,
    {
      name: 'payments',
      limit: deps.attemptsPerMinute ?? PAYMENT_ATTEMPTS_PER_MINUTE,
      windowSeconds: 60,
    },
    deps.now,
  );
  const settling = { db, logger, provider, siteOrigin: deps.siteOrigin };
  return (
    new Hono<AppEnv>()
      .use('/test-bank/*', noStore)
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
      .post(
        '/orders/:id/payments/checkout',
        limit,
        validated('param', uuidParamsSchema),
        validated('json', startPaymentSchema),
        async (c) =>
          c.json(
            await startCheckout(
              deps,
              c.req.valid('param').id,
              deps.siteOrigin,
              c.req.valid('json').method,
            ),
          ),
      )
      .post('/payments/stripe/webhook', async (c) => {
        if (!isStripe(provider)) {
          throw notFound('Stripe payments are not configured on this shop.');
        }
        // The signature covers the exact bytes sent: read them raw, never re-serialised JSON.
        const rawBody = Buffer.from(await c.req.arrayBuffer());
        const event = verified(provider, rawBody, c.req.header('Stripe-Signature'));
        const outcome = await handleStripeEvent({ ...settling, provider }, event);
        logger.info('stripe event', { event: event.id, type: event.type, outcome });
        return c.json({ received: true, outcome });
      })
      // Mollie posts only the payment's id (form-encoded): a signal to fetch the payment from
      // Mollie, never proof of anything itself.
      .post('/payments/mollie/webhook', validated('form', mollieWebhookSchema), async (c) => {
        if (provider.kind !== 'mollie') {
          throw notFound('Mollie payments are not configured on this shop.');
        }
        const { id } = c.req.valid('form');
        const outcome = await settleFromProvider(settling, id).catch((error: unknown) => {
          // An id Mollie does not know (a forged call) is answered 200, so it is not retried;
          // Mollie unreachable is a 502, so Mollie tries again later.
          if (statusOf(error) === 404) return 'ignored' as const;
          logger.error('mollie webhook: the payment could not be fetched', { payment: id, error });
          throw new AppError(
            ERROR_CODES.enum.PAYMENT_PROVIDER_UNAVAILABLE,
            502,
            'The payment could not be fetched from Mollie; try again later.',
          );
        });
        logger.info('mollie webhook', { payment: id, outcome });
        return c.json({ received: true, outcome });
      })
      // The test bank's page (test mode only): what it shows, and the shopper's choice there.
      .get(
        '/test-bank/payments/:reference',
        validated('param', testBankReferenceSchema),
        async (c) => {
          const row = await testBankRow(c.req.valid('param').reference);
          return c.json(await testBankView(db, logger, row));
        },
      )
      .post(
        '/test-bank/payments/:reference',
        limit,
        validated('param', testBankReferenceSchema),
        validated('json', testBankDecisionSchema),
        async (c) => {
          const row = await testBankRow(c.req.valid('param').reference);
          const decision = c.req.valid('json');
          if (decision.outcome === 'paid' && row.method === 'ideal' && !decision.bank) {
            throw validationFailed([
              { path: ['bank'], message: 'Choose your bank', code: 'custom' },
            ]);
          }
          const decided = await decideTestBankPayment(
            db,
            row.id,
            decision,
            deps.testBankSettleSeconds,
          );
          if (!decided) {
            const now = await readTestBankRow(db, row.id);
            throw new AppError(
              ERROR_CODES.enum.PAYMENT_NOT_OPEN,
              409,
              'This payment is no longer open: it was paid, cancelled, failed or expired.',
              undefined,
              { redirect: now?.status === 'canceled' ? row.cancelUrl : row.returnUrl },
            );
          }
          // The bank's webhook: the shop fetches the payment back and acts on it.
          await settleFromProvider(settling, row.id);
          return c.json({
            redirect: decision.outcome === 'cancelled' ? row.cancelUrl : row.returnUrl,
          });
        },
      )
  );

  async function testBankRow(reference: string) {
    if (provider.kind !== 'test') throw notFound('This shop is not in test mode.');
    const row = await readTestBankRow(db, reference);
    if (!row) throw notFound('The test bank has no such payment.');
    return row;
  }
}

/** The HTTP status a provider's client error carries (Mollie's ApiError: statusCode). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  if (typeof statusCode === 'number') return statusCode;
  return typeof status === 'number' ? status : undefined;
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
