import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '@/web/components/ui/use-toast';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useAuthSession } from '../auth-session-context';
import { readCallbackError, signInDestination } from '../callback-error';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { FormAlert } from '../components/form-alert';
import { LoginForm } from '../components/login-form';
import { NewPasswordForm } from '../components/new-password-form';

type Mode = { kind: 'sign-in' } | { kind: 'forgot'; email: string };

export function LoginPage() {
  const auth = useAuthSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>({ kind: 'sign-in' });
  const destination = signInDestination(location.state);
  // The URL's own error first (a provider's description); otherwise what supabase-js found.
  const callbackError =
    readCallbackError(location.search, location.hash) ??
    (auth.status === 'ready' ? (auth.callbackError ?? null) : null);
  // The recovery link comes back to /login?reset=1 signed in; the event says so too.
  const choosingPassword =
    auth.status === 'ready' &&
    auth.session !== null &&
    (auth.recovery || new URLSearchParams(location.search).has('reset'));
  useDocumentTitle(choosingPassword ? 'Choose a new password' : 'Sign in');

  // Signed in (just now, or already): go where the visitor was heading.
  if (auth.status === 'ready' && auth.session && !choosingPassword) {
    return <Navigate to={destination} replace />;
  }

  const heading = choosingPassword
    ? 'Choose a new password'
    : mode.kind === 'forgot'
      ? 'Reset your password'
      : 'Sign in';

  return (
    <section className="mx-auto max-w-md px-5 py-14 sm:py-20">
      <div className="rounded-card border border-sand bg-white p-7 shadow-soft sm:p-10">
        <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
          Tress team
        </p>
        <h1 className="mt-3 text-title font-medium">{heading}</h1>
        <p className="mt-3 text-taupe">
          {choosingPassword
            ? `Signed in as ${auth.session?.user.email ?? 'you'} through your recovery link.`
            : 'Sign in to run the shop: orders, products, drops and salons.'}
        </p>
        <div className="mt-6 flex flex-col gap-3 empty:hidden">
          {callbackError && !choosingPassword ? (
            <FormAlert title="Your sign-in link did not work.">{callbackError}</FormAlert>
          ) : null}
          {auth.status === 'ready' && auth.error ? (
            <FormAlert title="The sign-in service could not be loaded.">{auth.error}</FormAlert>
          ) : null}
        </div>
        <div className="mt-8">
          {choosingPassword ? (
            <NewPasswordForm
              onDone={() => {
                toast({ title: 'Password changed', description: 'Use it next time you sign in.' });
                void navigate(destination, { replace: true });
              }}
            />
          ) : mode.kind === 'forgot' ? (
            <ForgotPasswordForm
              initialEmail={mode.email}
              onBack={() => setMode({ kind: 'sign-in' })}
            />
          ) : (
            <LoginForm onForgotPassword={(email) => setMode({ kind: 'forgot', email })} />
          )}
        </div>
      </div>
    </section>
  );
}
