// The whole HTTP application, built from its dependencies so tests can run it in-process with
// app.request() against their own database and settings.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { ShopDatabase } from './db/client';
import type { Env } from './env';
import type { AppEnv } from './http/app-env';
import { limitBodySize, requireJsonBodies } from './http/body-policy';
import { recordClientAddress } from './http/client-address';
import { apiErrorHandler, notFoundHandler } from './http/errors';
import { logRequests } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { webApp } from './http/static';
import { createLogger, type Logger } from './log';
import { accessRoutes } from './routes/access';
import { catalogRoutes } from './routes/catalog';
import { healthRoutes } from './routes/health';
import { productRoutes } from './routes/products';
import { salonRoutes } from './routes/salons';
import { settingsRoutes } from './routes/settings';

export type AppDeps = {
  database: ShopDatabase;
  env: Env;
  logger?: Logger;
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
  app.use(requireJsonBodies({ exempt: [] }));

  // The shop's API: one module per resource, each mounted here.
  const api = new Hono<AppEnv>();
  const { db } = database;
  api.route('/', healthRoutes({ database, logger }));
  api.route('/', settingsRoutes({ db, logger }));
  api.route('/', catalogRoutes({ db }));
  api.route('/', productRoutes({ db, logger }));
  api.route('/', salonRoutes({ db }));
  api.route('/', accessRoutes({ db, logger }));
  app.route('/api', api);

  // The embedded Supabase-compatible auth server will mount at /auth/v1 here.

  // Last: the web app's files and its history fallback, for every other GET.
  app.get('*', webApp(env.CLIENT_DIR));

  app.notFound(notFoundHandler);
  app.onError(apiErrorHandler(logger));
  return app;
}
