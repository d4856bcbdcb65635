import { useAuthSession } from '@/web/features/auth/auth-session-context';
import { TwoFactorCard } from './two-factor-card';

/**
 * What the admin page shows while the shop requires two-factor sign-in (ADMIN_MFA=required) and
 * this admin has no authenticator app yet: every admin API refuses them until one is confirmed.
 */
export function EnrolmentRequired({ onEnrolled }: { onEnrolled: () => void }) {
  const user = useAuthSession().session?.user;
  return (
    <div className="mt-8 grid max-w-3xl gap-6">
      <section
        aria-labelledby="enrolment-required-title"
        className="rounded-card border border-accent-200 bg-accent-50 p-5 sm:p-7"
      >
        <h2 id="enrolment-required-title" className="text-heading font-medium">
          Set up two-factor sign-in to continue
        </h2>
        <p className="mt-3 text-[0.9375rem] text-ink">
          This shop requires two-factor sign-in for admins: besides your password, a 6-digit code
          from an authenticator app on your phone. Set one up below — it takes a minute — and the
          admin opens as soon as the app is confirmed.
        </p>
      </section>
      {user ? <TwoFactorCard userId={user.id} onEnrolled={onEnrolled} /> : null}
    </div>
  );
}
