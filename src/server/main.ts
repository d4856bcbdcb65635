// Starts the shop: read the environment, open and migrate the database, listen, and shut down
// cleanly on SIGINT/SIGTERM. With no environment at all it runs on an embedded PGlite in .data/.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureFirstAdmin } from './auth/first-admin';
import { loadSigningKey } from './auth/signing-keys';
import { choosePaymentProvider } from './services/payments/choose-provider';
import { openDatabase, type ShopDatabase } from './db/client';
import { migrate } from './db/migrate';
import { friendsFamilyLink } from '@/domain/settings';
import { seedIfEmpty } from './db/seed/demo-shop';
import { InvalidEnvError, loadEnv, type Env } from './env';
import { createLogger, type Logger } from './log';
import { chooseImageStore } from './services/images/choose-store';
import { backfillRenditions } from './services/images/backfill';
import { importDiskUploads, uploadsFolder } from './services/images/disk-import';
import { createMailTransport, describeSmtpServer, sendPendingMail } from './services/mail-sender';
import { startOrderExpiry } from './services/orders/expiry';
import {
  confirmOpenTestBankPayments,
  TEST_BANK_SWEEP_MS,
} from './services/payments/test-bank-webhook';
import { DropEventHub } from './services/drops/events';
import { releaseExpiredHolds } from './services/drops/holds';
import { settleEndedDrops } from './services/drops/settle';
import { runEvery } from './services/periodic';
import { forgetOldRateLimits } from './services/rate-limits';
import { forgetOldSignInFailures } from './auth/sign-in-backoff';
import { giveMissingSalonKeys } from './services/salons/keys';

/** How often each instance looks for unpaid orders past their deadline. */
const EXPIRY_SWEEP_MS = 30_000;

/** How often each instance releases expired drop holds and settles ended drops. */
const DROP_SWEEP_MS = 15_000;

/** How often each instance sends queued mail when SMTP_URL is set. */
const MAIL_SEND_MS = 10_000;
const MAIL_BATCH_SIZE = 20;
/** A minute more between each retry than the last: the 13th attempt comes some 80 minutes after the first. */
const MAIL_MAX_ATTEMPTS = 13;

/** Long enough for in-flight requests to finish; short enough for a process manager's patience. */
const SHUTDOWN_GRACE_MS = 10_000;

async function start(): Promise<void> {
  const env = loadEnv(process.env);
  const logger = createLogger(env.LOG_LEVEL);
  // Before the database: a shop that cannot take payments refuses to start at once.
  const payments = choosePaymentProvider(env);

  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrate(database);
  const seeding = await seedIfEmpty(database.db, {
    friendsFamilyKey: env.FRIENDS_FAMILY_KEY,
    logger,
  });
  if (seeding.seeded) {
    // The only time the key is printed: whoever starts a new shop needs the link once.
    logger.info('seeded the demo shop into the new database', {
      products: seeding.products,
      salons: seeding.salons,
      lockers: seeding.lockers,
      friendsFamilyLink: `${env.SITE_URL}${friendsFamilyLink(seeding.friendsFamilyKey) ?? ''}`,
      demoSalon: seeding.demoSalon.name,
      demoSalonLink: `${env.SITE_URL}${seeding.demoSalon.link}`,
      otherSalonLinks: 'admin → Applications → Approved',
    });
  }
  // Salons approved before links had keys get one now (each row only while it has none, so
  // instances starting together agree). Their links are in admin → Applications.
  const keysGiven = await giveMissingSalonKeys(database.db);
  if (keysGiven.size > 0) {
    logger.info('approved salons without a link key were given one', { salons: keysGiven.size });
  }

  if (env.SUPABASE_URL) {
    logger.info('auth: a Supabase project; admin tokens are verified against its JWKS', {
      supabaseUrl: env.SUPABASE_URL,
    });
  } else {
    // The embedded auth server: its key pair (shared by all instances through the database)
    // and a first admin, so a new shop can be administered at once.
    await loadSigningKey(database.db);
    await ensureFirstAdmin(database.db, env, logger);
  }

  // Images uploaded before they were kept in the image store: copied in from this instance's
  // data folder, so every instance serves them.
  const images = chooseImageStore(env, database.db);
  logger.info(`images: kept in ${images.kind === 's3' ? 'object storage' : 'the database'}`, {
    ...(images.kind === 's3' && { bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT }),
  });
  await importDiskUploads(images, uploadsFolder(env.DATA_DIR), logger);

  const dropEvents = new DropEventHub(database, logger);
  const app = createApp({ database, env, logger, payments, images, dropEvents });
  // Unref'd timers: they stop with the process; nothing to clean up at shutdown.
  startOrderExpiry(database.db, logger, EXPIRY_SWEEP_MS);
  if (payments.kind === 'test') {
    // The test bank confirms the payments shoppers left open, as a bank confirming late would.
    const settling = { db: database.db, logger, provider: payments, siteOrigin: env.SITE_URL };
    // Often enough that a payment is confirmed soon after its time, however short it is set.
    const sweepMs = Math.min(
      TEST_BANK_SWEEP_MS,
      Math.max(1000, env.TEST_BANK_SETTLE_SECONDS * 500),
    );
    runEvery(sweepMs, logger, 'test bank confirmations', () =>
      confirmOpenTestBankPayments(settling),
    );
  }
  // Expired drop holds give their units back; ended drops give theirs back to stock.
  runEvery(DROP_SWEEP_MS, logger, 'the drop sweep', async () => {
    await releaseExpiredHolds(database.db);
    await settleEndedDrops(database.db, logger);
  });
  runEvery(EXPIRY_SWEEP_MS, logger, 'forgetting old rate limits', async () => {
    await forgetOldRateLimits(database.db);
    await forgetOldSignInFailures(database.db);
  });
  if (env.SMTP_URL) {
    const transport = createMailTransport(env.SMTP_URL, env.MAIL_FROM);
    logger.info('mail: queued mails are sent over SMTP', {
      smtpServer: describeSmtpServer(env.SMTP_URL),
      from: env.MAIL_FROM,
    });
    runEvery(MAIL_SEND_MS, logger, 'sending mail', () =>
      sendPendingMail(database.db, transport, logger, {
        batchSize: MAIL_BATCH_SIZE,
        maxAttempts: MAIL_MAX_ATTEMPTS,
      }),
    );
  } else {
    logger.info('mail: no SMTP_URL, so mails stay in the outbox (admin → Outbox) only');
  }
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: '0.0.0.0' }, () => {
    logger.info(`Tress is running on http://localhost:${env.PORT}`, {
      driver: database.driver,
      database: describeDatabase(database, env),
    });
    // Older uploads' AVIF/WebP renditions, made once, while the shop already serves.
    backfillRenditions(database.db, images, logger).catch((error: unknown) =>
      logger.error('uploads: the renditions backfill failed', { error }),
    );
  });
  server.on('error', (error) => {
    logger.error('the server could not listen', { port: env.PORT, error });
    void database.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    // Live drop streams never end by themselves: end them so close() need not wait.
    void dropEvents.close();
    // Idle keep-alive connections would hold close() open; long-lived ones get the grace period.
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
    server.close(() => {
      clearTimeout(force);
      void closeAndExit(database, logger);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function closeAndExit(database: ShopDatabase, logger: Logger): Promise<void> {
  try {
    await database.close();
    logger.info('stopped');
    process.exit(0);
  } catch (error) {
    logger.error('the database did not close cleanly', { error });
    process.exit(1);
  }
}

/** Where the data lives, for the start-up line; never prints credentials. */
function describeDatabase(database: ShopDatabase, env: Env): string {
  if (database.driver === 'pglite') return `PGlite in ${env.DATA_DIR}/pglite`;
  const url = new URL(database.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

start().catch((error: unknown) => {
  // A bad environment is a configuration mistake: say what is wrong without a stack trace.
  if (error instanceof InvalidEnvError) console.error(error.message);
  else console.error('Tress could not start:', error);
  process.exit(1);
});
