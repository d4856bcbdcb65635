import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { useEffect, useState, type ReactNode } from 'react';
import { getAuthClient, hasOpenedRecoveryLink, SignInAddressError } from '@/web/lib/auth-client';
import { awaitsSecondFactor } from '../assurance';
import { failureOf } from '../auth-failure';
import { AuthSessionContext, type AuthSessionState } from '../auth-session-context';
import { openedFromInviteLink } from '../invite-link';

/** The auth events that change who is signed in (specification §4), plus a recovery link. */
const SESSION_EVENTS: ReadonlySet<AuthChangeEvent> = new Set<AuthChangeEvent>([
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'MFA_CHALLENGE_VERIFIED',
  'PASSWORD_RECOVERY',
]);

function nextState(
  previous: AuthSessionState,
  event: AuthChangeEvent,
  session: Session | null,
  inviteLink: boolean,
): AuthSessionState {
  const carried = previous.status === 'ready' ? previous : { recovery: false, invite: inviteLink };
  // A recovery (or an invitation) lasts until the new password is saved (USER_UPDATED) or the
  // session ends.
  const recovery =
    event === 'PASSWORD_RECOVERY' ||
    (session !== null && event !== 'USER_UPDATED' && (carried.recovery || hasOpenedRecoveryLink()));
  // The link says so on arrival; the account itself (GoTrue's invited_at) after a reload.
  const invite =
    session !== null &&
    event !== 'USER_UPDATED' &&
    ((carried.invite ?? false) || Boolean(session.user.invited_at));
  const { callbackError } = previous.status === 'ready' ? previous : { callbackError: undefined };
  // The password alone does not sign in a user with an authenticator app: the code step does.
  const awaitingCode = session !== null && awaitsSecondFactor(session) ? session : null;
  return {
    status: 'ready',
    session: awaitingCode ? null : session,
    recovery,
    ...(invite ? { invite } : {}),
    ...(awaitingCode ? { awaitingCode } : {}),
    ...(callbackError ? { callbackError } : {}),
  };
}

/** Holds the Supabase session for /login and the protected pages; mounted only there. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthSessionState>({
    status: 'loading',
    session: null,
    recovery: false,
  });
  // Read before supabase-js starts (in the effect below): it clears the link's fragment.
  const [inviteLink] = useState(() => openedFromInviteLink());

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    getAuthClient()
      .then(async (client) => {
        if (!active) return;
        // Every session change — sign-in, sign-out (also the local one after a 401/403/404
        // answer), automatic refresh, user update, MFA — arrives here, so the pages follow.
        const { data } = client.auth.onAuthStateChange((event, session) => {
          if (SESSION_EVENTS.has(event))
            setState((previous) => nextState(previous, event, session, inviteLink));
        });
        unsubscribe = () => data.subscription.unsubscribe();
        // The initialisation's own error is where a broken callback URL shows up
        // ('No code detected', 'No session defined in URL', a provider's description).
        const { error } = await client.auth.initialize();
        if (error && active) {
          setState((previous) =>
            previous.status === 'ready'
              ? { ...previous, callbackError: error.message }
              : { status: 'ready', session: null, recovery: false, callbackError: error.message },
          );
        }
      })
      .catch((error: unknown) => {
        if (!active) return;
        // Without the auth client nobody can be signed in; say why on the sign-in page.
        if (error instanceof SignInAddressError) {
          const { siteUrl, pageOrigin } = error;
          setState({
            status: 'ready',
            session: null,
            recovery: false,
            wrongAddress: { siteUrl, pageOrigin },
          });
          return;
        }
        const message = failureOf(error, 'Please reload the page to try again.');
        setState({ status: 'ready', session: null, recovery: false, error: message });
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [inviteLink]);

  return <AuthSessionContext.Provider value={state}>{children}</AuthSessionContext.Provider>;
}
