import type { Session } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';

// Type-only import above: this module must not pull supabase-js into any chunk.

export type AuthSessionState =
  | { status: 'loading'; session: null; recovery: false }
  | {
      status: 'ready';
      session: Session | null;
      /** The auth client itself could not be loaded. */
      error?: string;
      /**
       * Signing in cannot work at this address (production, embedded auth): the shop signs in
       * at `siteUrl` (its SITE_URL), the page was opened at `pageOrigin`.
       */
      wrongAddress?: { siteUrl: string; pageOrigin: string };
      /** supabase-js could not read the session an auth redirect left in the URL (§8). */
      callbackError?: string;
      /** Signed in through a password-recovery link: a new password is to be chosen. */
      recovery: boolean;
      /** Signed in through an invitation link: the new admin chooses their first password. */
      invite?: boolean;
      /**
       * Signed in with the password (aal1) by a user who has a verified authenticator app: not
       * signed in yet (`session` is null) until the 6-digit code is verified on this session.
       */
      awaitingCode?: Session;
    };

export const AuthSessionContext = createContext<AuthSessionState | null>(null);

export function useAuthSession(): AuthSessionState {
  const state = useContext(AuthSessionContext);
  if (!state) throw new Error('useAuthSession needs an AuthProvider (mounted by the auth routes).');
  return state;
}
