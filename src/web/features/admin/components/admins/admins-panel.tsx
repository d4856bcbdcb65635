import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminAccount, AdminAccountList } from '@/domain/admin-accounts';
import { Spinner } from '@/web/components/ui/spinner';
import { adminUsersQuery } from '../../api/admin-users';
import { AdminErrorState } from '../admin-error-state';
import { AdminList } from './admin-list';
import { InviteAdminForm } from './invite-admin-form';
import { RemoveAdminDialog } from './remove-admin-dialog';

/** /admin?tab=admins: who can sign in to the admin; invite and remove them. */
export function AdminsPanel() {
  const query = useQuery(adminUsersQuery());
  const [removing, setRemoving] = useState<AdminAccount | null>(null);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the admins" text="Loading the admins…" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <AdminErrorState error={query.error} what="the admins" onRetry={() => void query.refetch()} />
    );
  }
  const { admins, mfa } = query.data;
  // Set when the shop cannot invite or remove admins itself: the dashboard is where it is done.
  const instructions = query.data.managedBy === 'supabase' ? query.data.instructions : null;
  return (
    <div className="flex flex-col gap-8">
      <p className="max-w-prose text-[0.9375rem] text-taupe">
        Everyone who can sign in to this admin. What each of them changes is kept in the Activity
        tab.
      </p>
      <TwoFactorNote mfa={mfa} />
      <AdminList admins={admins} mfa={mfa} onRemove={instructions ? undefined : setRemoving} />
      {instructions ? <SupabaseInstructions instructions={instructions} /> : <InviteAdminForm />}
      {removing ? <RemoveAdminDialog admin={removing} onClose={() => setRemoving(null)} /> : null}
    </div>
  );
}

function TwoFactorNote({ mfa }: { mfa: AdminAccountList['mfa'] }) {
  return (
    <div className="rounded-card border border-sand bg-linen/60 px-5 py-4 text-[0.9375rem]">
      <p className="font-medium">
        {mfa === 'required'
          ? 'Two-factor sign-in is required for every admin'
          : 'Two-factor sign-in is optional'}
      </p>
      <p className="mt-1 text-taupe">
        {mfa === 'required'
          ? 'An admin without a second factor sets one up before any admin page opens for them.'
          : 'Admins may add a second factor to their account; the shop does not insist on it.'}
      </p>
    </div>
  );
}

function SupabaseInstructions({ instructions }: { instructions: string }) {
  return (
    <section
      aria-labelledby="supabase-admins-title"
      className="rounded-card border border-sand bg-white p-5 sm:p-8"
    >
      <h3 id="supabase-admins-title" className="text-lg font-medium">
        Admins are managed in the Supabase dashboard
      </h3>
      <p className="mt-2 max-w-prose text-[0.9375rem] whitespace-pre-line text-taupe">
        {instructions}
      </p>
    </section>
  );
}
