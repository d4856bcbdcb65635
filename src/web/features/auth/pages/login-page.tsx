import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '@/web/components/ui/use-toast';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { verifiedTotpFactor } from '../assurance';
import { useAuthSession } from '../auth-session-context';
import { readCallbackError, signInDestination } from '../callback-error';
import { CodeStepForm } from '../components/code-step-form';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { FormAlert } from '../components/form-alert';
import { LoginForm } from '../components/login-form';
import { NewPasswordForm } from '../components/new-password-form';
import { WrongAddress } from '../components/wrong-address';

type Mode = { kind: 'sign-in' } | { kind: 'forgot'; email: string };

/** What the page asks for now, the first that applies. */
type Step = 'code' | 'welcome' | 'new-password' | 'forgot' | 'sign-in';

const HEADINGS: Record<Step, string> = {
  code: 'Enter your sign-in code',
  welcome: 'Welcome — choose your password',
  'new-password': 'Choose a new password',
  forgot: 'Reset your password',
  'sign-in': 'Sign in',
};

export function LoginPage() {
  const auth = useAuthSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>({ kind: 'sign-in' });
  const destination = signInDestination(location.state);
  const ready = auth.status === 'ready' ? auth : null;
  // The URL's own error first (a provider's description); otherwise what supabase-js found.
  const callbackError =
    readCallbackError(location.search, location.hash) ?? ready?.callbackError ?? null;
  // The password is right, but this user has an authenticator app: its code comes first.
  const awaitingCode = ready?.awaitingCode ?? null;
  const codeFactor = awaitingCode ? verifiedTotpFactor(awaitingCode) : undefined;
  const signedIn = ready?.session ?? null;
  // The recovery link comes back to /login?reset=1 signed in; the event says so too.
  const recovering =
    signedIn !== null && (ready?.recovery || new URLSearchParams(location.search).has('reset'));
  const step: Step = codeFactor
    ? 'code'
    : signedIn && ready?.invite
      ? 'welcome'
      : recovering
        ? 'new-password'
        : mode.kind === 'forgot'
          ? 'forgot'
          : 'sign-in';
  const heading = HEADINGS[step];
  useDocumentTitle(heading);

  // Signed in (just now, or already): go where the visitor was heading.
  if (signedIn && (step === 'sign-in' || step === 'forgot')) {
    return <Navigate to={destination} replace />;
  }

  const email = (awaitingCode ?? signedIn)?.user.email ?? 'you';
  const lead: Record<Step, string> = {
    code: `Signed in as ${email} with your password. Open your authenticator app and type the 6-digit code it shows for Tress.`,
    welcome: `You are invited to run the Tress shop as ${email}. Choose the password you will sign in with.`,
    'new-password': `Signed in as ${email} through your recovery link.`,
    forgot: 'Sign in to run the shop: orders, products, drops and salons.',
    'sign-in': 'Sign in to run the shop: orders, products, drops and salons.',
  };
  const passwordSaved = (title: string, description: string) => {
    toast({ title, description });
    void navigate(destination, { replace: true });
  };

  return (
    <section className="mx-auto max-w-md px-5 py-14 sm:py-20">
      <div className="rounded-card border border-sand bg-white p-7 shadow-soft sm:p-10">
        <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
          {step === 'code' ? 'Tress team · step 2 of 2' : 'Tress team'}
        </p>
        <h1 className="mt-3 text-title font-medium">{heading}</h1>
        <p className="mt-3 text-taupe">{lead[step]}</p>
        <div className="mt-6 flex flex-col gap-3 empty:hidden">
          {callbackError && (step === 'sign-in' || step === 'forgot') ? (
            <FormAlert title="Your sign-in link did not work.">{callbackError}</FormAlert>
          ) : null}
          {ready?.error ? (
            <FormAlert title="The sign-in service could not be loaded.">{ready.error}</FormAlert>
          ) : null}
        </div>
        <div className="mt-8">
          {ready?.wrongAddress ? (
            <WrongAddress {...ready.wrongAddress} destination={destination} />
          ) : step === 'code' && codeFactor ? (
            <CodeStepForm factorId={codeFactor.id} />
          ) : step === 'welcome' ? (
            <NewPasswordForm
              submitLabel="Save my password"
              onDone={() =>
                passwordSaved('Welcome to Tress', 'Your password is saved. The shop is yours.')
              }
            />
          ) : step === 'new-password' ? (
            <NewPasswordForm
              onDone={() => passwordSaved('Password changed', 'Use it next time you sign in.')}
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
