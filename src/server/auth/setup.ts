// Which auth the shop runs: a real Supabase project (SUPABASE_URL + SUPABASE_ANON_KEY), or the
// embedded auth server on the shop's own origin. Everything else asks this module.
import type { AuthClientSettings } from '@/domain/settings';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../log';
import { EMBEDDED_ANON_KEY } from './constants';
import { embeddedAuth, type EmbeddedAuth } from './embedded-auth';
import { embeddedVerifier, lowercaseSet, supabaseVerifier, type TokenVerifier } from './verify';

export type { AuthClientSettings };

export type AuthSetup = {
  verifier: TokenVerifier;
  /** Present when the embedded server runs (mounted at /auth/v1). */
  embedded: EmbeddedAuth | undefined;
  /**
   * What GET /api/settings tells the web app. Built from the environment only, never from the
   * Host a request named: the answer may sit in a shared cache.
   */
  clientSettings: AuthClientSettings;
};

export function createAuthSetup(deps: {
  db: Database;
  env: Env;
  logger: Logger;
  now?: (() => Date) | undefined;
}): AuthSetup {
  const { env } = deps;
  const adminEmails = lowercaseSet(env.ADMIN_EMAILS);
  // Token lifetimes run on the real clock; only session bookkeeping follows the injected one.
  const realClock = () => new Date();
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY) {
    const settings = { url: env.SUPABASE_URL.replace(/\/+$/, ''), anonKey: env.SUPABASE_ANON_KEY };
    return {
      verifier: supabaseVerifier({
        supabaseUrl: env.SUPABASE_URL,
        issuer: env.SUPABASE_JWT_ISSUER,
        anonKey: env.SUPABASE_ANON_KEY,
        adminEmails,
        now: realClock,
      }),
      embedded: undefined,
      clientSettings: settings,
    };
  }
  const verifier = embeddedVerifier({
    db: deps.db,
    adminEmails,
    siteOrigin: env.SITE_URL,
    now: realClock,
  });
  return {
    verifier,
    embedded: embeddedAuth({
      db: deps.db,
      logger: deps.logger,
      verifier,
      now: deps.now ?? realClock,
      siteOrigin: env.SITE_URL,
      signInsPerMinute: env.SIGN_IN_RATE_LIMIT_PER_MINUTE,
    }),
    // The embedded server answers on every address the shop does. Outside production the web
    // signs in on the page's own origin (127.0.0.1, localhost, a LAN address, Vite's port), so a
    // newcomer's first sign-in works wherever they opened the shop; in production only at
    // SITE_URL, the address mails link to and tokens name, and the page says so elsewhere.
    clientSettings: {
      url: env.SITE_URL,
      anonKey: EMBEDDED_ANON_KEY,
      embedded: env.NODE_ENV === 'production' ? 'site-url' : 'any-origin',
    },
  };
}
