import type { AdminAccount, AdminMfaMode } from '@/domain/admin-accounts';
import { Button } from '@/web/components/ui/button';
import { Tag } from '../status-badge';
import { RelativeTime } from './relative-time';

/** Every admin: who, whether they have accepted, when they last signed in, and two-factor. */
export function AdminList({
  admins,
  mfa,
  onRemove,
}: {
  admins: AdminAccount[];
  mfa: AdminMfaMode;
  /** Absent when admins cannot be removed from the shop. */
  onRemove?: ((admin: AdminAccount) => void) | undefined;
}) {
  return (
    <ul
      aria-label="Admins"
      className="divide-y divide-sand overflow-hidden rounded-card border border-sand bg-white"
    >
      {admins.map((admin) => (
        <li
          key={admin.id}
          aria-label={admin.email}
          className="flex flex-col gap-4 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
        >
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-all">{admin.email}</span>
              {admin.you ? <Tag tone="accent">You</Tag> : null}
            </p>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm sm:grid-cols-3 sm:gap-x-6">
              <Detail label="Status">
                {admin.status === 'active' ? (
                  'Active'
                ) : (
                  <>
                    Invited
                    {admin.invitedAt ? (
                      <span className="text-taupe">
                        {' '}
                        · <RelativeTime iso={admin.invitedAt} />
                      </span>
                    ) : null}
                  </>
                )}
              </Detail>
              <Detail label="Last sign-in">
                {admin.lastSignInAt ? <RelativeTime iso={admin.lastSignInAt} /> : 'Never'}
              </Detail>
              <Detail label="Two-factor">
                {admin.twoFactor ? (
                  'Yes'
                ) : (
                  <span className={mfa === 'required' ? 'font-medium text-accent-700' : ''}>
                    No
                    {mfa === 'required' ? (
                      <span className="font-normal text-taupe"> · sets it up at next sign-in</span>
                    ) : null}
                  </span>
                )}
              </Detail>
            </dl>
          </div>
          {onRemove ? (
            // A fixed column on a desk, even empty on your own row, so the details line up.
            <div className="flex empty:hidden sm:w-28 sm:justify-end sm:empty:flex">
              {admin.you ? null : (
                <Button
                  variant="secondary"
                  aria-label={`Remove ${admin.email}`}
                  onClick={() => onRemove(admin)}
                >
                  Remove
                </Button>
              )}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // One term and its value; on a phone they sit side by side, on a desk each pair is a column.
    <div className="col-span-2 grid grid-cols-subgrid sm:col-span-1 sm:flex sm:flex-col sm:gap-0.5">
      <dt className="text-taupe">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
