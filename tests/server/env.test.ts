import { describe, expect, it } from 'vitest';
import { InvalidEnvError, loadEnv } from '@/server/env';

describe('the environment', () => {
  it('needs nothing: a fresh machine gets working defaults', () => {
    expect(loadEnv({})).toEqual({
      PORT: 3000,
      DATA_DIR: '.data',
      TRUST_PROXY: 0,
      NODE_ENV: 'development',
      CLIENT_DIR: 'dist/client',
      CATALOG_CACHE_MS: 1000,
      PAGE_STORE_SECONDS: 30,
      LOG_LEVEL: 'info',
      ORDER_RATE_LIMIT_PER_MINUTE: 20,
      PAYMENT_RATE_LIMIT_PER_MINUTE: 10,
      TEST_BANK_SETTLE_SECONDS: 20,
      ACCESS_CHECK_RATE_LIMIT_PER_MINUTE: 5,
      ADMIN_EMAILS: [],
      SIGN_IN_RATE_LIMIT_PER_MINUTE: 10,
      MAIL_FROM: 'Tress <shop@tress.local>',
      SITE_URL: 'http://localhost:3000',
      ADMIN_MFA: 'optional',
    });
  });

  it('requires two-factor sign-in for admins in production unless ADMIN_MFA says otherwise', () => {
    const production = { NODE_ENV: 'production', SITE_URL: 'https://tress.example' };
    expect(loadEnv(production).ADMIN_MFA).toBe('required');
    expect(loadEnv({ ...production, ADMIN_MFA: 'optional' }).ADMIN_MFA).toBe('optional');
    expect(loadEnv({ ADMIN_MFA: 'required' }).ADMIN_MFA).toBe('required');
    expect(() => loadEnv({ ADMIN_MFA: 'sometimes' })).toThrow(/ADMIN_MFA/);
  });

  it('reads every variable it knows', () => {
    const env = loadEnv({
      PORT: '8080',
      DATA_DIR: '/var/lib/tress',
      DATABASE_URL: 'postgresql://tress:pw@db.example.com:5432/tress',
      ADMIN_EMAIL: 'owner@tress.example',
      ADMIN_PASSWORD: 'long enough',
      FRIENDS_FAMILY_KEY: 'family-and-friends-2024',
      TRUST_PROXY: '2',
      NODE_ENV: 'production',
      CLIENT_DIR: 'build/web',
      CATALOG_CACHE_MS: '0',
      PAGE_STORE_SECONDS: '5',
      LOG_LEVEL: 'debug',
      ORDER_RATE_LIMIT_PER_MINUTE: '600',
      PAYMENT_RATE_LIMIT_PER_MINUTE: '30',
      TEST_BANK_SETTLE_SECONDS: '3',
      ACCESS_CHECK_RATE_LIMIT_PER_MINUTE: '60',
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'public-anon-key',
      SUPABASE_JWT_ISSUER: 'https://auth.tress.example/auth/v1',
      ADMIN_EMAILS: 'Owner@Tress.example, ops@tress.example',
      SITE_URL: 'https://tress.example',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '30',
      SMTP_URL: 'smtps://shop:pa%2Fss@smtp.example.com:465',
      MAIL_FROM: 'Tress Shop <hello@tress.example>',
      S3_BUCKET: 'tress-images',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'https://abc.supabase.co/storage/v1/s3',
      S3_ACCESS_KEY_ID: 'storage-key-id',
      S3_SECRET_ACCESS_KEY: 'storage-secret',
      S3_FORCE_PATH_STYLE: 'true',
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
      ADMIN_MFA: 'optional',
    });

    expect(env).toEqual({
      PORT: 8080,
      DATA_DIR: '/var/lib/tress',
      DATABASE_URL: 'postgresql://tress:pw@db.example.com:5432/tress',
      ADMIN_EMAIL: 'owner@tress.example',
      ADMIN_PASSWORD: 'long enough',
      FRIENDS_FAMILY_KEY: 'family-and-friends-2024',
      TRUST_PROXY: 2,
      NODE_ENV: 'production',
      CLIENT_DIR: 'build/web',
      CATALOG_CACHE_MS: 0,
      PAGE_STORE_SECONDS: 5,
      LOG_LEVEL: 'debug',
      ORDER_RATE_LIMIT_PER_MINUTE: 600,
      PAYMENT_RATE_LIMIT_PER_MINUTE: 30,
      TEST_BANK_SETTLE_SECONDS: 3,
      ACCESS_CHECK_RATE_LIMIT_PER_MINUTE: 60,
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'public-anon-key',
      SUPABASE_JWT_ISSUER: 'https://auth.tress.example/auth/v1',
      ADMIN_EMAILS: ['owner@tress.example', 'ops@tress.example'],
      SITE_URL: 'https://tress.example',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: 30,
      SMTP_URL: 'smtps://shop:pa%2Fss@smtp.example.com:465',
      MAIL_FROM: 'Tress Shop <hello@tress.example>',
      S3_BUCKET: 'tress-images',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'https://abc.supabase.co/storage/v1/s3',
      S3_ACCESS_KEY_ID: 'storage-key-id',
      S3_SECRET_ACCESS_KEY: 'storage-secret',
      S3_FORCE_PATH_STYLE: true,
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
      ADMIN_MFA: 'optional',
    });
  });

  it('wants SUPABASE_URL and SUPABASE_ANON_KEY together, and ADMIN_EMAILS as addresses', () => {
    expect(() => loadEnv({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(/SUPABASE_ANON_KEY/);
    expect(() => loadEnv({ SUPABASE_ANON_KEY: 'public-anon-key' })).toThrow(/SUPABASE_URL/);
    expect(() => loadEnv({ ADMIN_EMAILS: 'owner@tress.example, not-an-email' })).toThrow(
      /ADMIN_EMAILS/,
    );
  });

  it('refuses an order or payment rate limit that is not a whole number of at least 1', () => {
    for (const name of ['ORDER_RATE_LIMIT_PER_MINUTE', 'PAYMENT_RATE_LIMIT_PER_MINUTE']) {
      for (const value of ['0', '-5', '2.5', 'lots']) {
        expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(name));
      }
    }
  });

  it('refuses a catalog cache lifetime that is negative, fractional or over a minute', () => {
    for (const value of ['-1', '0.5', '60001', 'soon']) {
      expect(() => loadEnv({ CATALOG_CACHE_MS: value })).toThrow(/CATALOG_CACHE_MS/);
    }
    expect(loadEnv({ CATALOG_CACHE_MS: '0' }).CATALOG_CACHE_MS).toBe(0);
  });

  it('refuses a page store lifetime that is negative, fractional or over ten minutes', () => {
    for (const value of ['-1', '0.5', '601', 'soon']) {
      expect(() => loadEnv({ PAGE_STORE_SECONDS: value })).toThrow(/PAGE_STORE_SECONDS/);
    }
    expect(loadEnv({ PAGE_STORE_SECONDS: '0' }).PAGE_STORE_SECONDS).toBe(0);
  });

  it('takes smtp:// and smtps:// mail servers, and refuses others without echoing them', () => {
    expect(loadEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).SMTP_URL).toBe('smtp://127.0.0.1:2525');
    expect(loadEnv({ SMTP_URL: 'smtps://u:p@mail.example.com' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example.com',
    );
    expect(loadEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    for (const value of ['https://user:hunter2@mail.example.com', 'mail.example.com:587']) {
      expect(() => loadEnv({ SMTP_URL: value })).toThrow(/SMTP_URL must be an smtp/);
      expect(() => loadEnv({ SMTP_URL: value })).toThrow(/^(?!.*hunter2)/);
    }
  });

  it('takes MAIL_FROM as a bare or a named address', () => {
    expect(loadEnv({ MAIL_FROM: 'shop@tress.example' }).MAIL_FROM).toBe('shop@tress.example');
    for (const value of ['Tress', 'Tress <shop>', 'a@b@c'])
      expect(() => loadEnv({ MAIL_FROM: value })).toThrow(/MAIL_FROM must be an address/);
  });

  it.each([
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['1', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as %s trusted proxy hops', (value, expected) => {
    expect(loadEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
  });

  it.each(['yes', '-1', '1.5', 'on'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be false, true/);
  });

  it('builds links on http://localhost:$PORT outside production when SITE_URL is unset', () => {
    expect(loadEnv({ PORT: '8080' }).SITE_URL).toBe('http://localhost:8080');
    expect(loadEnv({ NODE_ENV: 'test' }).SITE_URL).toBe('http://localhost:3000');
  });

  it('keeps only the origin of SITE_URL', () => {
    expect(loadEnv({ SITE_URL: 'https://Tress.example/shop/?x=1' }).SITE_URL).toBe(
      'https://tress.example',
    );
    expect(() => loadEnv({ SITE_URL: 'ftp://tress.example' })).toThrow(/SITE_URL must be an http/);
  });

  it('refuses to start in production without SITE_URL, saying what to set', () => {
    const production = { NODE_ENV: 'production', PAYMENTS: 'test' };
    expect(() => loadEnv(production)).toThrow(InvalidEnvError);
    expect(() => loadEnv(production)).toThrow(/SITE_URL must be set in production/);
    expect(() => loadEnv({ ...production, SITE_URL: ' ' })).toThrow(/SITE_URL/);
    expect(loadEnv({ ...production, SITE_URL: 'https://tress.example' }).SITE_URL).toBe(
      'https://tress.example',
    );
  });

  it('refuses a friends-and-family key that is short or not URL-safe, without echoing it', () => {
    expect(() => loadEnv({ FRIENDS_FAMILY_KEY: 'short' })).toThrow(/FRIENDS_FAMILY_KEY/);
    expect(() => loadEnv({ FRIENDS_FAMILY_KEY: 'has spaces and & in it!' })).toThrow(
      /^(?!.*has spaces).*$/,
    );
  });

  it('treats empty values as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', PORT: ' ' });

    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('ignores variables that are not its own', () => {
    expect(loadEnv({ PATH: '/usr/bin', HOME: '/root' })).not.toHaveProperty('PATH');
  });

  it.each(['abc', '0', '70000', '80.5'])('rejects PORT=%s with a message naming PORT', (port) => {
    expect(() => loadEnv({ PORT: port })).toThrow(/^Invalid environment: PORT /);
  });

  it.each([
    ['TRUST_PROXY', 'yes'],
    ['NODE_ENV', 'prod'],
    ['LOG_LEVEL', 'verbose'],
    ['DATABASE_URL', 'mysql://db/tress'],
    ['ADMIN_EMAIL', 'not-an-email'],
  ])('rejects %s=%s with a message naming it', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`\\b${name} `));
  });

  it('names every bad variable at once, without echoing secrets', () => {
    let message = '';
    try {
      loadEnv({ PORT: 'x', ADMIN_PASSWORD: 'short', DATABASE_URL: 'http://user:hunter2@db' });
    } catch (error) {
      message = (error as Error).message;
    }

    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/ADMIN_PASSWORD/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).not.toMatch(/short|hunter2/);
  });
});
