import { Spinner } from '@/web/components/ui/spinner';
import { useAuthSession } from '@/web/features/auth/auth-session-context';
import { ChangePasswordForm } from './change-password-form';
import { TwoFactorCard } from './two-factor-card';

/** Admin → Account: who is signed in, two-factor sign-in, and the password. */
export function AccountPanel() {
  const auth = useAuthSession();
  const user = auth.session?.user;
  // The protected route lets nobody in without a session; this only satisfies the types.
  if (!user) return <Spinner label="Loading your account" />;
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] xl:items-start">
      <div className="grid gap-6">
        <section
          aria-labelledby="account-email-title"
          className="rounded-card border border-sand bg-white p-5 sm:p-7"
        >
          <h3 id="account-email-title" className="font-display text-xl font-medium">
            Your account
          </h3>
          <dl className="mt-4 text-[0.9375rem]">
            <dt className="text-sm text-taupe">Email</dt>
            <dd className="mt-1 font-medium break-all">{user.email}</dd>
          </dl>
        </section>
        <TwoFactorCard userId={user.id} />
      </div>
      <ChangePasswordForm />
    </div>
  );
}
