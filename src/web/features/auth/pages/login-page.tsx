import { Navigate, useLocation } from 'react-router';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useAuthSession } from '../auth-session-context';
import { readCallbackError, signInDestination } from '../callback-error';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const auth = useAuthSession();
  const location = useLocation();
  const destination = signInDestination(location.state);
  const callbackError = readCallbackError(location.search, location.hash);

  // Signed in (just now, or already): go where the visitor was heading.
  if (auth.status === 'ready' && auth.session) return <Navigate to={destination} replace />;

  return (
    <section className="mx-auto max-w-md px-5 py-14 sm:py-20">
      <div className="rounded-card border border-sand bg-white p-7 shadow-soft sm:p-10">
        <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
          Tress team
        </p>
        <h1 className="mt-3 text-title font-medium">Sign in</h1>
        <p className="mt-3 text-taupe">
          Sign in to run the shop: orders, products, drops and salons.
        </p>
        {callbackError ? (
          <p
            role="alert"
            className="mt-6 rounded-field border border-accent-200 bg-accent-50 px-4 py-3 text-[0.9375rem]"
          >
            <span className="font-medium">Your sign-in link did not work.</span> {callbackError}
          </p>
        ) : null}
        {auth.status === 'ready' && auth.error ? (
          <p
            role="alert"
            className="mt-6 rounded-field border border-accent-200 bg-accent-50 px-4 py-3 text-[0.9375rem]"
          >
            <span className="font-medium">The sign-in service could not be loaded.</span>{' '}
            {auth.error}
          </p>
        ) : null}
        <div className="mt-8">
          <LoginForm />
        </div>
      </div>
    </section>
  );
}
