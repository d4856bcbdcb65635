import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { AuthClientSettings } from '@/domain/settings';

// The ONLY module that loads supabase-js, and it does so dynamically: public pages must never
// download it. Used by /login, the protected pages and the API client's bearer path.

export interface AuthClientConfig {
  url: string;
  anonKey: string;
}

/**
 * The page was opened at another address than the one this shop signs in at (production, with
 * the embedded auth: its SITE_URL). Signing in here cannot work; the sign-in page says where.
 */
export class SignInAddressError extends Error {
  override name = 'SignInAddressError';
  constructor(
    /** Where this shop signs in: its SITE_URL. */
    readonly siteUrl: string,
    /** Where the page was opened. */
    readonly pageOrigin: string,
  ) {
    super(`This shop signs in at ${siteUrl}, not at ${pageOrigin}.`);
  }
}

/** What the build knows: a real Supabase project, or the embedded server on our own origin. */
function buildTimeConfig(): AuthClientConfig {
  return {
    // Empty strings count as unset: the embedded server answers /auth/v1 on our own origin.
    url: import.meta.env.VITE_SUPABASE_URL || window.location.origin,
    anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || 'tress-embedded',
  };
}

function readAuthSetting(body: unknown): AuthClientSettings | null {
  if (!body || typeof body !== 'object' || !('auth' in body)) return null;
  const auth = body.auth;
  if (!auth || typeof auth !== 'object') return null;
  const url = 'url' in auth ? auth.url : undefined;
  const anonKey = 'anonKey' in auth ? auth.anonKey : undefined;
  if (typeof url !== 'string' || !url || typeof anonKey !== 'string' || !anonKey) return null;
  const embedded = 'embedded' in auth ? auth.embedded : undefined;
  // An unknown value (a newer server) is read as the careful one.
  if (embedded === undefined) return { url, anonKey };
  return { url, anonKey, embedded: embedded === 'any-origin' ? 'any-origin' : 'site-url' };
}

/**
 * Where supabase-js signs in from a page at `pageOrigin` (issue 28). The embedded server answers
 * on the shop's own origin, so outside production the page's origin it is, whatever address the
 * shop was opened at; in production only SITE_URL (`url`) works. A real project: its `url`.
 */
export function signInAddress(setting: AuthClientSettings, pageOrigin: string): AuthClientConfig {
  const { url, anonKey, embedded } = setting;
  if (embedded === 'any-origin') return { url: pageOrigin, anonKey };
  if (embedded === 'site-url' && new URL(url).origin !== pageOrigin)
    throw new SignInAddressError(new URL(url).origin, pageOrigin);
  return { url, anonKey };
}

async function fetchAuthSetting(): Promise<AuthClientSettings | null> {
  try {
    const response = await fetch('/api/settings', { credentials: 'include' });
    return response.ok ? readAuthSetting(await response.json()) : null;
  } catch {
    // A network hiccup: the build's own idea of where auth lives still works.
    return null;
  }
}

/**
 * Where the auth server lives, read at run time from GET /api/settings (`auth`, see
 * AuthClientSettings) so one build serves the embedded default and a real Supabase project.
 * Plain fetch, not the API client: the API client loads this module for its bearer token, and
 * must not be loaded back. Rejects with SignInAddressError where signing in cannot work.
 */
export async function authClientConfig(): Promise<AuthClientConfig> {
  const setting = await fetchAuthSetting();
  return setting ? signInAddress(setting, window.location.origin) : buildTimeConfig();
}

let clientPromise: Promise<SupabaseClient> | undefined;
let recoveryLinkOpened = false;

/**
 * True once supabase-js has seen a password-recovery link in the URL. Kept here because the
 * PASSWORD_RECOVERY event can fire before the page that needs it has subscribed.
 */
export function hasOpenedRecoveryLink(): boolean {
  return recoveryLinkOpened;
}

export function forgetRecoveryLink(): void {
  recoveryLinkOpened = false;
}

export function getAuthClient(): Promise<SupabaseClient> {
  clientPromise ??= Promise.all([import('@supabase/supabase-js'), authClientConfig()])
    .then(([{ createClient }, { url, anonKey }]) => {
      const client = createClient(url, anonKey, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      });
      client.auth.onAuthStateChange((event) => {
        if (event === 'PASSWORD_RECOVERY') recoveryLinkOpened = true;
        if (event === 'SIGNED_OUT') recoveryLinkOpened = false;
      });
      return client;
    })
    .catch((error: unknown) => {
      // A failed chunk download must not poison every later attempt.
      clientPromise = undefined;
      throw error;
    });
  return clientPromise;
}

/**
 * Ends the client's background work (supabase-js's dispose: its token-refresh timer, its channel
 * to other tabs, its listeners); the next getAuthClient makes a new one. A tab never needs it;
 * the web tests, which open many pages in one process, end each file's client with it.
 */
export async function disposeAuthClient(): Promise<void> {
  const pending = clientPromise;
  clientPromise = undefined;
  const client = await pending?.catch(() => undefined);
  await client?.auth.dispose();
}

export async function getSession(): Promise<Session | null> {
  const client = await getAuthClient();
  const { data } = await client.auth.getSession();
  return data.session;
}

export async function getAccessToken(): Promise<string | null> {
  return (await getSession())?.access_token ?? null;
}
