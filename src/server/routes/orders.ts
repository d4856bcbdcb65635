// POST /api/orders/quote, POST /api/orders and GET /api/orders/{id} (product.md §8, §15).
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '@/domain/api-problem';
import { orderRequestSchema, quoteRequestSchema } from '@/domain/orders';
import { uuidParamsSchema } from '@/domain/schema-blocks';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { AppError, answer, notFound } from '../http/errors';
import { noStore } from '../http/no-store';
import { rateLimited } from '../http/rate-limit';
import { shopperAccess } from '../http/shopper-access';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import { orderViewIn } from '../services/orders/local-names';
import { findOrderView } from '../services/orders/views';
import { placeOrder } from '../services/orders/place';
import { publicQuote, quoteFor } from '../services/orders/quote';

export type OrderRouteDeps = {
  db: Database;
  logger: Logger;
  /** Order creations per minute per client address. */
  ordersPerMinute: number;
  /** The rate limit's clock; tests fix it so a window never ends mid-test. */
  now?: () => Date;
  /** SITE_URL: the invoice mail's download link (issue 16), never the request's host. */
  siteOrigin: string;
};

/** Printable ASCII without spaces: UUIDs, ULIDs and the like. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

export function orderRoutes(deps: OrderRouteDeps): Hono<AppEnv> {
  const { db, logger } = deps;
  const limit = rateLimited(
    db,
    { name: 'orders', limit: deps.ordersPerMinute, windowSeconds: 60 },
    deps.now,
  );
  return (
    new Hono<AppEnv>()
      // Prices, totals and what an order contains are the shopper's own: never cached.
      .use('/orders', noStore)
      .use('/orders/*', noStore)
      .post(
        '/orders/quote',
        shopperAccess(deps),
        validated('json', quoteRequestSchema),
        async (c) => {
          // The lines' names in the page's language (issue 30); an order stores the English.
          const quote = await quoteFor(db, logger, c.req.valid('json'), c.var.access, {
            language: c.var.language,
          });
          return c.json(publicQuote(quote));
        },
      )
      .post(
        '/orders',
        limit,
        requireIdempotencyKey,
        shopperAccess(deps),
        validated('json', orderRequestSchema),
        async (c) => {
          const result = await placeOrder(db, logger, {
            request: c.req.valid('json'),
            access: c.var.access,
            idempotencyKey: idempotencyKeyOf(c),
            siteOrigin: deps.siteOrigin,
            language: c.var.language,
          });
          if (result.outcome === 'out-of-stock') {
            return answer(c, 409, {
              code: ERROR_CODES.enum.OUT_OF_STOCK,
              message: 'Some items are no longer available in the quantity you asked for.',
              lines: result.lines,
            });
          }
          if (result.outcome === 'replayed') c.header('Idempotent-Replayed', 'true');
          return c.json(
            await orderViewIn(db, c.var.language, result.order),
            result.outcome === 'created' ? 201 : 200,
          );
        },
      )
      .get('/orders/:id', validated('param', uuidParamsSchema), async (c) => {
        const { id } = c.req.valid('param');
        const order = id === null ? undefined : await findOrderView(db, id);
        if (!order) throw notFound('There is no such order.');
        c.header('Vary', 'X-Tress-Language');
        return c.json(await orderViewIn(db, c.var.language, order));
      })
  );
}

/** Checked before the body, so a client learns about the missing header first. */
const requireIdempotencyKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  idempotencyKeyOf(c);
  await next();
};

function idempotencyKeyOf(c: Context<AppEnv>): string {
  const key = c.req.header('Idempotency-Key')?.trim();
  if (!key || !IDEMPOTENCY_KEY.test(key)) {
    throw new AppError(
      ERROR_CODES.enum.IDEMPOTENCY_KEY_REQUIRED,
      400,
      'Send an Idempotency-Key header of 8 to 200 visible characters (e.g. a UUID) with each new order.',
    );
  }
  return key;
}
