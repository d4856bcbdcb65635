// The whole HTTP application, built from its dependencies so tests can run it in-process with
// app.request() against their own database and settings.
import { Hono } from 'hono';
import { DEFAULT_LANGUAGE, LANGUAGE_HEADER } from '@/domain/languages';
import { authServer } from './auth/auth-server';
import { createAuthSetup, type AuthSetup } from './auth/setup';
import type { ShopDatabase } from './db/client';
import type { Env } from './env';
import type { AppEnv } from './http/app-env';
import { requireAdmin } from './http/admin-guard';
import { answerCache, type AnswerCache } from './http/answer-cache';
import { PageStore } from './http/page-store';
import { limitBodySize, requireJsonBodies } from './http/body-policy';
import { recordClientAddress } from './http/client-address';
import { compressAnswers } from './http/compression';
import { apiErrorHandler, notFoundHandler } from './http/errors';
import type { RenderHead, RenderMarkup } from './http/page-render';
import { logRequests, requestIds } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { shopperAccess } from './http/shopper-access';
import { requestLanguage } from './http/language';
import { SHOP_LANGUAGES } from './i18n/languages';
import { webApp } from './http/static';
import { createLogger, type Logger } from './log';
import { choosePaymentProvider, type ChosenProvider } from './services/payments/choose-provider';
import { productPageStatus } from './services/products/page-status';
import { accessRoutes } from './routes/access';
import { boxBuilderRoutes } from './routes/box-builder';
import { weeklyDropRoutes } from './routes/weekly-drop';
import { adminDropRoutes } from './routes/admin-drops';
import { ChangeFeed } from './services/changes';
import { DropEventHub } from './services/drops/events';
import { catalogRoutes } from './routes/catalog';
import { healthRoutes } from './routes/health';
import { offerRoutes } from './routes/offers';
import { orderRoutes } from './routes/orders';
import { MOLLIE_WEBHOOK_PATH, paymentRoutes, STRIPE_WEBHOOK_PATH } from './routes/payments';
import { productRoutes } from './routes/products';
import { salonRoutes } from './routes/salons';
import { searchRoutes, suggestionsCacheMs } from './routes/search';
import { settingsRoutes } from './routes/settings';
import { adminAuditRoutes } from './routes/admin-audit';
import { adminConfigRoutes } from './routes/admin-config';
import { adminUserRoutes } from './routes/admin-users';
import { lowercaseSet } from './auth/verify';
import { adminHairdresserRoutes } from './routes/admin-hairdressers';
import { PARTNER_PATHS, partnerRoutes } from './routes/partners';
import { adminStatsRoutes } from './routes/admin-stats';
import { BATCH_PATHS, batchRoutes } from './routes/batches';
import { INVOICE_PATHS, invoiceRoutes } from './routes/invoices';
import { hairdresserRoutes } from './routes/hairdressers';
import { recommendationRoutes } from './routes/recommendations';
import { adminOfferRoutes } from './routes/admin-offers';
import { adminOrderRoutes } from './routes/admin-orders';
import { adminOutboxRoutes } from './routes/admin-outbox';
import { adminProductRoutes } from './routes/admin-products';
import { adminSupportRoutes } from './routes/admin-support';
import { adminUploadRoutes, UPLOAD_BODY_LIMIT, UPLOAD_ENDPOINT } from './routes/admin-uploads';
import { dataHealthRoutes } from './routes/data-health';
import { supportRoutes } from './routes/support';
import { seoRoutes } from './routes/seo';
import type { SitemapLimits } from './services/seo/sitemap-xml';
import { uploadedImages, UPLOADS_PATH } from './http/uploads';
import { chooseImageStore } from './services/images/choose-store';
import type { ImageStore } from './services/images/store';

export type AppDeps = {
  database: ShopDatabase;
  env: Env;
  logger?: Logger;
  /** The clock for rate-limit windows; tests fix it so a window never ends mid-test. */
  now?: () => Date;
  /** Chosen by main.ts before it opens the database; otherwise chosen here from env. */
  payments?: ChosenProvider;
  /** Built here from env unless given (tests may hand in their own verifier). */
  auth?: AuthSetup;
  /** Where product images live; chosen from env (S3_BUCKET or the database) unless given. */
  images?: ImageStore;
  /** The live drop events' fan-out; main.ts makes it to close the streams at shutdown. */
  dropEvents?: DropEventHub;
  /**
   * The database's change notices (issue 33); made and started here unless given. The page
   * store and the answer caches forget what a change made old.
   */
  changes?: ChangeFeed;
  /** The shop's languages; by default those of its server catalogues (i18n/languages.ts). */
  languages?: readonly string[];
  /** Renders a page's first screen; by default the build's own (http/page-render.ts). */
  renderMarkup?: RenderMarkup;
  /** Every page's head (title, description, card, JSON-LD); by default the build's own. */
  renderHead?: RenderHead;
  /** How long that may take before a page goes without it; by default 1 s. */
  renderTimeoutMs?: number;
  /** URLs and bytes per sitemap file; the protocol's 50,000 and 50 MB unless given (tests). */
  sitemapLimits?: SitemapLimits;
};

/**
 * An API answer as a public visitor gets it — no cookies, no access header, no bearer — for the
 * pages' data islands: the JSON of a 200, else undefined.
 */
async function readPublicAnswer(
  api: Hono<AppEnv>,
  path: string,
  language = DEFAULT_LANGUAGE,
): Promise<unknown> {
  if (!path.startsWith('/api/')) return undefined;
  try {
    const headers: Record<string, string> =
      language === DEFAULT_LANGUAGE ? {} : { [LANGUAGE_HEADER]: language };
    const response = await api.request(path.slice('/api'.length), { headers });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { database, env } = deps;
  const logger = deps.logger ?? createLogger(env.LOG_LEVEL);
  const app = new Hono<AppEnv>();

  // Order matters: the outer layers see (and decorate) every answer the inner ones produce,
  // including error and not-found answers.
  app.use(requestIds());
  app.use(recordClientAddress(env.TRUST_PROXY));
  app.use(logRequests(logger));
  app.use(
    securityHeaders({
      authOrigin: env.SUPABASE_URL,
      strictTransport: env.NODE_ENV === 'production',
    }),
  );
  app.use(compressAnswers());
  // Product images are the one larger body (product.md §16: uploads 5 MB).
  app.use(
    limitBodySize({ maxBytes: 100 * 1024, larger: { [UPLOAD_ENDPOINT]: UPLOAD_BODY_LIMIT } }),
  );
  // Stripe posts its webhook itself; the route proves it with a signature instead.
  // Sign-out carries no body (supabase-js may send none); it is proven by its bearer token.
  // An image upload is multipart; its bearer token (which a cross-site form cannot send) guards it.
  app.use(
    requireJsonBodies({
      exempt: [
        `POST ${STRIPE_WEBHOOK_PATH}`,
        // Mollie posts its webhook form-encoded (id=tr_…); the route fetches the payment back.
        `POST ${MOLLIE_WEBHOOK_PATH}`,
        'POST /auth/v1/logout',
        UPLOAD_ENDPOINT,
      ],
    }),
  );

  const payments = deps.payments ?? choosePaymentProvider(env);
  const auth = deps.auth ?? createAuthSetup({ db: database.db, env, logger, now: deps.now });
  // Mount on every admin route: 401 / 403 / AUTH_NOT_CONFIGURED, and sets c.var.admin.
  const adminOnly = requireAdmin({ verifier: auth.verifier, mfa: env.ADMIN_MFA, logger });

  // The shop's API: one module per resource, each mounted here.
  const api = new Hono<AppEnv>();
  // Whole prefixes that only admins may reach, guarded here so a route can never forget it;
  // mixed resources (e.g. /api/hairdressers, public by id) mount adminOnly on their own routes.
  for (const prefix of ['/admin', '/config'])
    api.use(prefix, adminOnly).use(`${prefix}/*`, adminOnly);
  for (const path of [...PARTNER_PATHS, ...BATCH_PATHS, ...INVOICE_PATHS]) api.use(path, adminOnly);
  const { db } = database;
  const images = deps.images ?? chooseImageStore(env, db);
  // Every answer to a request whose X-Tress-Access proves nothing says so (X-Tress-Access-Status),
  // so a shopper whose salon key was rotated loses business prices at the very next request.
  // Its failed checks count with POST /api/access/validate's, per address (issue 28).
  // The page's language, for answers with texts (product names) and what a request creates.
  api.use('*', requestLanguage(deps.languages ?? SHOP_LANGUAGES));
  api.use(
    '*',
    shopperAccess({
      db,
      logger,
      checksPerMinute: env.ACCESS_CHECK_RATE_LIMIT_PER_MINUTE,
      now: deps.now,
    }),
  );
  api.route('/', healthRoutes({ database, logger }));
  api.route(
    '/',
    settingsRoutes({
      db,
      logger,
      paymentsMode: payments.kind,
      authSettings: auth.clientSettings,
    }),
  );
  api.route('/', catalogRoutes({ db }));
  api.route('/', offerRoutes({ db, logger, now: deps.now }));
  // One per app: shared by the shop's product reads and (later) cleared by product edits.
  const catalogCache = answerCache({ ttlMs: env.CATALOG_CACHE_MS });
  api.route('/', productRoutes({ db, logger, cache: catalogCache, now: deps.now }));
  // The header's suggestions keep their answers longer; a product edit clears both (issue 32).
  const searchCache = answerCache({ ttlMs: suggestionsCacheMs(env.CATALOG_CACHE_MS) });
  const productAnswers: AnswerCache = {
    middleware: catalogCache.middleware,
    clear: () => {
      catalogCache.clear();
      searchCache.clear();
    },
  };
  api.route('/', searchRoutes({ db, logger, cache: searchCache }));
  // Public pages kept per address (issue 33). Every instance hears every change the pages and
  // answers show, from the database itself, and forgets what it made old.
  const changes = deps.changes ?? new ChangeFeed(database, logger);
  const pageStore = new PageStore({
    ttlMs: env.PAGE_STORE_SECONDS * 1000,
    listening: () => changes.isListening,
  });
  changes.subscribe((change) => {
    pageStore.forget(change);
    productAnswers.clear();
  });
  changes.start().catch(() => {});
  // Before the public salon routes: /salons/health is the admin's.
  api.route('/', dataHealthRoutes({ db, guard: adminOnly }));
  api.route('/', salonRoutes({ db }));
  api.route('/', boxBuilderRoutes({ db, logger }));
  api.route(
    '/',
    weeklyDropRoutes({
      db,
      logger,
      events: deps.dropEvents ?? new DropEventHub(database, logger),
      guard: adminOnly,
      now: deps.now,
      changes,
    }),
  );
  api.route(
    '/',
    accessRoutes({
      db,
      logger,
      now: deps.now,
      checksPerMinute: env.ACCESS_CHECK_RATE_LIMIT_PER_MINUTE,
    }),
  );
  api.route(
    '/',
    orderRoutes({
      db,
      logger,
      ordersPerMinute: env.ORDER_RATE_LIMIT_PER_MINUTE,
      now: deps.now,
      siteOrigin: env.SITE_URL,
    }),
  );
  api.route('/', supportRoutes({ db, logger, now: deps.now }));
  // Public: a salon's application. GET /hairdressers (the admin's list) guards itself below.
  api.route('/', hairdresserRoutes({ db, logger, now: deps.now }));
  api.route('/', recommendationRoutes({ db, logger, now: deps.now }));
  api.route(
    '/',
    paymentRoutes({
      db,
      logger,
      provider: payments,
      siteOrigin: env.SITE_URL,
      now: deps.now,
      attemptsPerMinute: env.PAYMENT_RATE_LIMIT_PER_MINUTE,
      testBankSettleSeconds: env.TEST_BANK_SETTLE_SECONDS,
    }),
  );
  // Admin: /admin/*, /config/* and the partner paths are guarded above; the hairdresser routes
  // guard themselves.
  api.route('/', adminOrderRoutes({ db, logger, siteOrigin: env.SITE_URL, provider: payments }));
  api.route('/', adminOfferRoutes({ db, logger, now: deps.now }));
  api.route('/', adminDropRoutes({ db, logger }));
  api.route('/', adminProductRoutes({ db, logger, cache: productAnswers }));
  api.route('/', adminOutboxRoutes({ db }));
  api.route('/', adminSupportRoutes({ db, logger }));
  api.route('/', adminUploadRoutes({ images, db }));
  api.route('/', adminConfigRoutes({ db, logger, now: deps.now }));
  api.route('/', adminAuditRoutes({ db }));
  api.route(
    '/',
    adminUserRoutes({
      db,
      logger,
      siteOrigin: env.SITE_URL,
      adminEmails: lowercaseSet(env.ADMIN_EMAILS),
      mfa: env.ADMIN_MFA,
      // The auth server's clock: it stamps sign-ins (amr) and invitation links.
      now: deps.now ?? (() => new Date()),
      supabase:
        auth.embedded || !env.SUPABASE_URL
          ? undefined
          : { url: env.SUPABASE_URL, serviceKey: env.SUPABASE_SERVICE_ROLE_KEY },
    }),
  );
  api.route(
    '/',
    adminHairdresserRoutes({
      db,
      logger,
      guard: adminOnly,
      siteOrigin: env.SITE_URL,
      now: deps.now,
    }),
  );
  api.route('/', partnerRoutes({ db, logger, now: deps.now }));
  api.route('/', adminStatsRoutes({ db, logger, now: deps.now }));
  api.route('/', batchRoutes({ db, logger, siteOrigin: env.SITE_URL }));
  api.route('/', invoiceRoutes({ db, logger, siteOrigin: env.SITE_URL, now: deps.now }));
  app.route('/api', api);
  // Read in-process by the page HTML (http/page-hints.ts), which needs the same answers.
  api.onError(apiErrorHandler(logger));
  api.notFound(notFoundHandler);

  // The embedded Supabase-compatible auth server; off when a real Supabase project is set.
  if (auth.embedded) app.route('/auth/v1', authServer(auth.embedded));

  // sitemap.xml and robots.txt (issue 32), before the web app, which would take them for files.
  app.route(
    '/',
    seoRoutes({
      db,
      siteUrl: env.SITE_URL,
      languages: deps.languages ?? SHOP_LANGUAGES,
      clientDir: env.CLIENT_DIR,
      limits: deps.sitemapLimits,
    }),
  );

  // Uploaded product images (from the database or object storage), before the web app's catch-all.
  app.get(UPLOADS_PATH, uploadedImages(images));

  // Last: the web app's files and its history fallback, for every other GET.
  app.get(
    '*',
    webApp(env.CLIENT_DIR, {
      pageStore,
      readPublicAnswer: (path, language) => readPublicAnswer(api, path, language),
      renderMarkup: deps.renderMarkup,
      renderHead: deps.renderHead,
      productStatus: (id) => productPageStatus(db, id),
      renderTimeoutMs: deps.renderTimeoutMs,
      logger,
      siteUrl: env.SITE_URL,
    }),
  );

  app.notFound(notFoundHandler);
  app.onError(apiErrorHandler(logger));
  return app;
}
