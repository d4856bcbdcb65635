// The whole HTTP application, built from its dependencies so tests can run it in-process with
// app.request() against their own database and settings.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { ShopDatabase } from './db/client';
import type { Env } from './env';
import type { AppEnv } from './http/app-env';
import { answerCache } from './http/answer-cache';
import { limitBodySize, requireJsonBodies } from './http/body-policy';
import { recordClientAddress } from './http/client-address';
import { apiErrorHandler, notFoundHandler } from './http/errors';
import { logRequests } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { webApp } from './http/static';
import { createLogger, type Logger } from './log';
import { choosePaymentProvider, type ChosenProvider } from './services/payments/choose-provider';
import { accessRoutes } from './routes/access';
import { catalogRoutes } from './routes/catalog';
import { healthRoutes } from './routes/health';
import { orderRoutes } from './routes/orders';
import { paymentRoutes, STRIPE_WEBHOOK_PATH } from './routes/payments';
import { productRoutes } from './routes/products';
import { salonRoutes } from './routes/salons';
import { settingsRoutes } from './routes/settings';

export type AppDeps = {
  database: ShopDatabase;
  env: Env;
  logger?: Logger;
  /** The clock for rate-limit windows; tests fix it so a window never ends mid-test. */
  now?: () => Date;
  /** Chosen by main.ts before it opens the database; otherwise chosen here from env. */
  payments?: ChosenProvider;
};

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { database, env } = deps;
  const logger = deps.logger ?? createLogger(env.LOG_LEVEL);
  const app = new Hono<AppEnv>();

  // Order matters: the outer layers see (and decorate) every answer the inner ones produce,
  // including error and not-found answers.
  app.use(requestId());
  app.use(recordClientAddress(env.TRUST_PROXY));
  app.use(logRequests(logger));
  app.use(securityHeaders());
  app.use(compress());
  app.use(limitBodySize({ maxBytes: 100 * 1024 }));
  // Stripe posts its webhook itself; the route proves it with a signature instead.
  app.use(requireJsonBodies({ exempt: [`POST ${STRIPE_WEBHOOK_PATH}`] }));

  const payments = deps.payments ?? choosePaymentProvider(env);

  // The shop's API: one module per resource, each mounted here.
  const api = new Hono<AppEnv>();
  const { db } = database;
  api.route('/', healthRoutes({ database, logger }));
  api.route('/', settingsRoutes({ db, logger, paymentsMode: payments.kind }));
  api.route('/', catalogRoutes({ db }));
  // One per app: shared by the shop's product reads and (later) cleared by product edits.
  const catalogCache = answerCache({ ttlMs: env.CATALOG_CACHE_MS });
  api.route('/', productRoutes({ db, logger, cache: catalogCache }));
  api.route('/', salonRoutes({ db }));
  api.route('/', accessRoutes({ db, logger }));
  api.route(
    '/',
    orderRoutes({ db, logger, ordersPerMinute: env.ORDER_RATE_LIMIT_PER_MINUTE, now: deps.now }),
  );
  api.route(
    '/',
    paymentRoutes({ db, logger, provider: payments, trustProxy: env.TRUST_PROXY, now: deps.now }),
  );
  app.route('/api', api);

  // The embedded Supabase-compatible auth server will mount at /auth/v1 here.

  // Last: the web app's files and its history fallback, for every other GET.
  app.get('*', webApp(env.CLIENT_DIR));

  app.notFound(notFoundHandler);
  app.onError(apiErrorHandler(logger));
  return app;
}
