// The server's environment, parsed once at start. Only main.ts calls loadEnv(process.env); every
// other module receives the parsed Env, so tests can build any configuration without touching
// the real process environment.
import { z } from 'zod';
import { ADMIN_MFA_MODES } from '@/domain/admin-accounts';
import { friendsFamilyKeySchema } from '@/domain/settings';

const flag = z
  .enum(['true', '1', 'false', '0'], { error: 'must be one of true, 1, false, 0' })
  .transform((value) => value === 'true' || value === '1');

/**
 * How many proxies in front of the server append to X-Forwarded-For (product.md §16): false or 0
 * means none, true means one (a single load balancer), a number N means N hops.
 */
const proxyHops = z
  .string()
  .regex(/^(true|false|\d{1,2})$/, {
    error: 'must be false, true (one proxy) or the number of trusted proxy hops, e.g. 1 or 2',
  })
  .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)));

/** Only the origin counts: links are built as `${origin}/path`. */
const siteUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })
  .transform((value) => new URL(value).origin);

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole port number')
    .min(1, 'must be a port number from 1 to 65535')
    .max(65535, 'must be a port number from 1 to 65535')
    .default(3000),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  /** Used when a new database is seeded; otherwise a key is generated (and printed once). */
  FRIENDS_FAMILY_KEY: friendsFamilyKeySchema.optional(),
  TRUST_PROXY: proxyHops.default(0),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be one of development, production, test',
    })
    .default('development'),
  CLIENT_DIR: z.string().default('dist/client'),
  /**
   * How long (ms) one instance reuses a catalog answer for the same question and pricing tier.
   * A second is invisible to shoppers, yet spares the database most repeated reads; 0 turns it off.
   */
  CATALOG_CACHE_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 or more')
    .max(60_000, 'must be at most 60000 (a minute)')
    .default(1000),
  /**
   * How long (seconds) an instance answers a public page from its page store (issue 33). Every
   * change a page shows clears it on every instance at once (LISTEN/NOTIFY); this only bounds
   * what a missed notice could keep, and the time-bound parts (a drop opening) of a page. 0: off.
   */
  PAGE_STORE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be 0 or more')
    .max(600, 'must be at most 600 (ten minutes)')
    .default(30),
  /** Order creations per minute and client address (product.md §16); raised for benchmarks. */
  ORDER_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(20),
  /**
   * Payment attempts per minute and client address: the card form, starting a payment at the
   * provider and the test bank's answers (issue 31); raised for the browser tests.
   */
  PAYMENT_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(10),
  /**
   * Test mode (issue 31): seconds after which the test bank confirms a payment the shopper left
   * open; the browser tests wait less.
   */
  TEST_BANK_SETTLE_SECONDS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(3600, 'must be at most 3600 (an hour)')
    .default(20),
  /** Link checks (POST /api/access/validate) per minute and client address (product.md §16). */
  ACCESS_CHECK_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(5),
  LOG_LEVEL: z
    .enum(['silent', 'info', 'debug'], { error: 'must be one of silent, info, debug' })
    .default('info'),
  /**
   * Which payment provider runs; unset means Stripe when STRIPE_SECRET_KEY is set, Mollie when
   * only MOLLIE_API_KEY is, else test.
   */
  PAYMENTS: z
    .enum(['test', 'stripe', 'mollie'], { error: 'must be one of test, stripe, mollie' })
    .optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must be a Stripe secret key (sk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** Mollie (issue 31): the API key from Mollie's dashboard, test_… or live_…. */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w+$/, 'must be a Mollie API key (test_… or live_…)')
    .optional(),
  /**
   * A real Supabase project (product.md §2 "Auth"). Set both to use it: the embedded auth server
   * is then off and admin tokens are verified against the project's JWKS.
   */
  SUPABASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  SUPABASE_ANON_KEY: z.string().min(1).optional(),
  /** The project's token issuer when it is not `<SUPABASE_URL>/auth/v1` (e.g. a custom domain). */
  SUPABASE_JWT_ISSUER: z.string().min(1).optional(),
  /**
   * The project's service-role key (issue 19): lets the shop invite, list and remove admins
   * through Supabase's admin API. Without it, admins are managed in the Supabase dashboard.
   */
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1).optional(),
  /**
   * Two-factor sign-in for admins (issue 19): `required` refuses every admin page and API to an
   * admin without a verified authenticator; `optional` lets each admin choose. Unset: required
   * in production, optional elsewhere.
   */
  ADMIN_MFA: z.enum(ADMIN_MFA_MODES, { error: 'must be required or optional' }).optional(),
  /** Emails that are admins whatever their token's app_metadata says; comma-separated. */
  ADMIN_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'must be a comma-separated list of email addresses' })))
    .default([]),
  /**
   * The shop's public origin, e.g. https://tress.example. Every link the server hands out (mails,
   * payment return pages, where the web app signs in) is built on it, never on a request's Host
   * or X-Forwarded-Host, which a client can write. Outside production it defaults to
   * http://localhost:$PORT; production refuses to start without it.
   */
  SITE_URL: siteUrl.optional(),
  /** Password sign-ins per minute and client address (product.md §16). */
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(10),
  /**
   * Outgoing mail (product.md §2 "Mail"): every mail is kept in the outbox; with an SMTP server,
   * e.g. smtps://user:password@smtp.example.com, it is also sent from MAIL_FROM.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^@\s<>]+@[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+>$/, {
      error: 'must be an address, e.g. shop@tress.example or Tress <shop@tress.example>',
    })
    .default('Tress <shop@tress.local>'),
  /** Only for tests and local stand-ins of Stripe's API, e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  /**
   * Only for tests and local stand-ins of Mollie's API, e.g. https://127.0.0.1:12112/v2/. Mollie's
   * client speaks HTTPS only (it refuses an http:// endpoint).
   */
  MOLLIE_API_BASE: z
    .url({
      protocol: /^https$/,
      error: "must be an https:// URL (Mollie's client speaks only HTTPS)",
    })
    .optional(),
  /**
   * S3-compatible object storage for uploaded product images (AWS S3, Supabase Storage, R2,
   * MinIO). Unset, images are kept in the database; either way the shop serves them at /uploads.
   */
  S3_BUCKET: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/, 'must be a bucket name (letters, digits, . _ -)')
    .optional(),
  /** Unset: us-east-1. Supabase shows its project's region beside its S3 access keys. */
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region, e.g. eu-central-1')
    .optional(),
  /** e.g. https://<project>.supabase.co/storage/v1/s3; unset: AWS S3's endpoint for S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** <endpoint>/<bucket>/<name> URLs, as MinIO and Supabase Storage want; unset: false. */
  S3_FORCE_PATH_STYLE: flag.optional(),
});

const refinedEnvSchema = envSchema
  .superRefine((env, ctx) => {
    // One without the other would leave the web app and the server talking to different auth.
    if (Boolean(env.SUPABASE_URL) !== Boolean(env.SUPABASE_ANON_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [env.SUPABASE_URL ? 'SUPABASE_ANON_KEY' : 'SUPABASE_URL'],
        message: 'must be set together with SUPABASE_URL and SUPABASE_ANON_KEY',
      });
    // A guessed default would put the wrong address into every recovery mail.
    if (env.NODE_ENV === 'production' && !env.SITE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message:
          "must be set in production: the shop's public address, e.g. https://tress.example " +
          '(links in mails and payment return pages are built on it)',
      });
    // Object storage needs a bucket and both keys; a partial setting would silently mean "database".
    const s3 = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    if ((env.S3_ENDPOINT || s3.some((name) => env[name])) && !s3.every((name) => env[name]))
      for (const name of s3.filter((name) => !env[name]))
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be set together with S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
        });
  })
  .transform((env) => ({
    ...env,
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    ADMIN_MFA: env.ADMIN_MFA ?? (env.NODE_ENV === 'production' ? 'required' : 'optional'),
  }));

export type Env = z.output<typeof refinedEnvSchema>;
export type LogLevel = Env['LOG_LEVEL'];

export class InvalidEnvError extends Error {
  override name = 'InvalidEnvError';
}

/**
 * Parses the environment. Empty values count as unset, because `.env` files and process
 * managers commonly write `DATABASE_URL=` to mean "not configured".
 */
export function loadEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = refinedEnvSchema.safeParse(present);
  if (parsed.success) return parsed.data;

  const problems = parsed.error.issues.map((issue) => {
    const name = issue.path.join('.');
    const given = present[name];
    // Never echo secrets back into logs.
    const shown =
      given === undefined || /PASSWORD|URL|KEY|SECRET/.test(name) ? '' : ` (got "${given}")`;
    return `${name} ${issue.message}${shown}`;
  });
  throw new InvalidEnvError(`Invalid environment: ${problems.join('; ')}`);
}
