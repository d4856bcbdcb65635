import type { AuthChangeEvent } from '@supabase/supabase-js';
import { useEffect, useState, type ReactNode } from 'react';
import { getAuthClient } from '@/web/lib/auth-client';
import { AuthSessionContext, type AuthSessionState } from '../auth-session-context';

/** The auth events that change who is signed in (specification §4). */
const SESSION_EVENTS: ReadonlySet<AuthChangeEvent> = new Set<AuthChangeEvent>([
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'MFA_CHALLENGE_VERIFIED',
]);

/** Holds the Supabase session for /login and the protected pages; mounted only there. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthSessionState>({ status: 'loading', session: null });

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    getAuthClient()
      .then((client) => {
        if (!active) return;
        const { data } = client.auth.onAuthStateChange((event, session) => {
          if (SESSION_EVENTS.has(event)) setState({ status: 'ready', session });
        });
        unsubscribe = () => data.subscription.unsubscribe();
      })
      .catch((error: unknown) => {
        // Without the auth client nobody can be signed in; say why on the sign-in page.
        const message =
          error instanceof Error ? error.message : 'The sign-in service could not be loaded.';
        if (active) setState({ status: 'ready', session: null, error: message });
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  return <AuthSessionContext.Provider value={state}>{children}</AuthSessionContext.Provider>;
}
