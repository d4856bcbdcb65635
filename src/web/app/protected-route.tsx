import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/web/components/ui/spinner';
import { useAuthSession } from '@/web/features/auth/auth-session-context';
import * as paths from './paths';

/** Where the sign-in page sends the visitor afterwards. */
export interface SignInRedirectState {
  from: string;
}

/**
 * Admin pages: wait for the session, send strangers to /login, let signed-in users through. An
 * invitation whose password is not chosen yet goes to /login too, which asks for it: until then
 * the server answers its admin requests INVITATION_PENDING.
 */
export function ProtectedRoute() {
  const auth = useAuthSession();
  const location = useLocation();
  if (auth.status === 'loading') return <PageSpinner label="Loading your session" />;
  if (!auth.session || auth.invite) {
    const state: SignInRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}
