import { getAuthClient } from '@/web/lib/auth-client';

/**
 * Signs the admin out. supabase-js clears the local session itself when the server answers
 * 404, 401 or 403 (the session is gone there anyway) and emits SIGNED_OUT, which the
 * AuthProvider turns into "signed out". Any other failure keeps the session and is rethrown
 * (specification §8) so the page can say so.
 */
export async function signOut(): Promise<void> {
  const client = await getAuthClient();
  const { error } = await client.auth.signOut();
  if (error) throw error;
}

/**
 * The API said our token is no good (401): forget it here too, without asking the auth server
 * again. The protected route then sends the admin to /login and remembers where they were.
 */
export async function endExpiredSession(): Promise<void> {
  const client = await getAuthClient();
  await client.auth.signOut({ scope: 'local' });
}
