import type { Session, SupabaseClient } from '@supabase/supabase-js';

// The ONLY module that loads supabase-js, and it does so dynamically: public pages must never
// download it. Used by /login, the protected pages and the API client's bearer path.

export interface AuthClientConfig {
  url: string;
  anonKey: string;
}

/** What the build knows: a real Supabase project, or the embedded server on our own origin. */
function buildTimeConfig(): AuthClientConfig {
  return {
    // Empty strings count as unset: the embedded server answers /auth/v1 on our own origin.
    url: import.meta.env.VITE_SUPABASE_URL || window.location.origin,
    anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || 'tress-embedded',
  };
}

function readAuthSetting(body: unknown): AuthClientConfig | null {
  if (!body || typeof body !== 'object' || !('auth' in body)) return null;
  const auth = body.auth;
  if (!auth || typeof auth !== 'object') return null;
  const url = 'url' in auth ? auth.url : undefined;
  const anonKey = 'anonKey' in auth ? auth.anonKey : undefined;
  if (typeof url !== 'string' || !url || typeof anonKey !== 'string' || !anonKey) return null;
  return { url, anonKey };
}

/**
 * Where the auth server lives, read at run time from GET /api/settings (`auth: {url, anonKey}`)
 * so one build serves the embedded default and a real Supabase project. Plain fetch, not the API
 * client: the API client loads this module for its bearer token, and must not be loaded back.
 */
export async function authClientConfig(): Promise<AuthClientConfig> {
  try {
    const response = await fetch('/api/settings', { credentials: 'include' });
    if (response.ok) {
      const fromServer = readAuthSetting(await response.json());
      if (fromServer) return fromServer;
    }
  } catch {
    // An older server, or a network hiccup: the build's own idea of where auth lives still works.
  }
  return buildTimeConfig();
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

export async function getSession(): Promise<Session | null> {
  const client = await getAuthClient();
  const { data } = await client.auth.getSession();
  return data.session;
}

export async function getAccessToken(): Promise<string | null> {
  return (await getSession())?.access_token ?? null;
}
