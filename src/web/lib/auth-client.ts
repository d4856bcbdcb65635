import type { Session, SupabaseClient } from '@supabase/supabase-js';

// The ONLY module that loads supabase-js, and it does so dynamically: public pages must never
// download it. Used by /login, the protected pages and the API client's bearer path.

export interface AuthClientConfig {
  url: string;
  anonKey: string;
}

/**
 * Where the auth server lives. Kept in one function because a later issue reads it from
 * /api/settings at runtime instead of the build environment.
 */
export function authClientConfig(): AuthClientConfig {
  return {
    // Empty strings count as unset: the embedded server answers /auth/v1 on our own origin.
    url: import.meta.env.VITE_SUPABASE_URL || window.location.origin,
    anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || 'tress-embedded',
  };
}

let clientPromise: Promise<SupabaseClient> | undefined;

export function getAuthClient(): Promise<SupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js')
    .then(({ createClient }) => {
      const { url, anonKey } = authClientConfig();
      return createClient(url, anonKey, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      });
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
