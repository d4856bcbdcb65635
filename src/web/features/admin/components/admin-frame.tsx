import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import * as paths from '@/web/app/paths';
import { useAuthSession } from '@/web/features/auth/auth-session-context';
import { ReauthenticationDialog } from './account/reauthentication-dialog';
import { SignOutButton } from './sign-out-button';

/**
 * The top of every admin screen: what it is, who is signed in, and the way out; and the
 * "Confirm it's you" dialog a sensitive change may ask for (issue 19), on every admin screen.
 */
export function AdminFrame({
  title,
  lead,
  back,
  children,
}: {
  title: string;
  lead: ReactNode;
  /** A way back up, e.g. to the products list from the product editor. */
  back?: ReactNode;
  children: ReactNode;
}) {
  const auth = useAuthSession();
  const email = auth.session?.user.email;
  return (
    <div className="mx-auto max-w-content px-5 pt-8 pb-section sm:px-8 sm:pt-12">
      <header className="flex flex-col gap-6 border-b border-sand pb-8 sm:flex-row sm:items-end sm:justify-between">
        <div>
          {back ?? (
            <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
              <Link to={paths.admin()} className="hover:underline">
                Tress admin
              </Link>
            </p>
          )}
          <h1 className="mt-3 text-title font-medium">{title}</h1>
          <p className="mt-3 max-w-prose text-taupe">{lead}</p>
          <BackOfficeLinks />
        </div>
        <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
          {email ? (
            <p className="text-sm text-taupe">
              Signed in as <span className="font-medium text-ink">{email}</span>
            </p>
          ) : null}
          <SignOutButton />
        </div>
      </header>
      <ReauthenticationDialog />
      {children}
    </div>
  );
}

const BACK_OFFICE = [
  { to: paths.admin(), label: 'Admin', end: true },
  { to: paths.enhancedAdmin, label: 'Analytics', end: false },
  { to: paths.batchProcessing, label: 'Batches & invoices', end: false },
] as const;

/** The three back-office screens, one tap apart. */
function BackOfficeLinks() {
  return (
    <nav aria-label="Back office" className="mt-5">
      <ul className="flex flex-wrap gap-2">
        {BACK_OFFICE.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                'inline-flex min-h-tap items-center rounded-full border px-4 text-sm font-medium transition-colors ' +
                (isActive
                  ? 'border-ink bg-ink text-ivory'
                  : 'border-sand text-ink hover:border-ink hover:bg-linen')
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
