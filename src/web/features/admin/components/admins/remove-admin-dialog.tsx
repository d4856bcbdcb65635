import type { AdminAccount } from '@/domain/admin-accounts';
import * as ACCOUNT_ERROR_CODE from '@/domain/admin-error-codes';
import * as ERROR_CODE from '@/domain/error-codes';
import { toast } from '@/web/components/ui/use-toast';
import { ApiError } from '@/web/lib/api-client';
import { adminProblem } from '../../api/admin-problem';
import { useRemoveAdmin } from '../../api/admin-users';
import { reactToSessionLoss } from '../admin-error-state';
import { ConfirmDialog } from '../confirm-dialog';

/** Why a removal was refused, in words an admin can act on (the server's, when it gave some). */
function refusal(error: unknown): string {
  const problem = adminProblem(error);
  const said = error instanceof ApiError ? error.problem?.message : undefined;
  switch (problem.code) {
    case ACCOUNT_ERROR_CODE.CANNOT_REMOVE_SELF:
      return said || 'You cannot remove your own account. Another admin can.';
    case ACCOUNT_ERROR_CODE.LAST_ADMIN:
      return said || 'This is the last admin: invite someone else before removing them.';
    case ERROR_CODE.NOT_FOUND:
      return 'This admin was already removed. The list shows who is left.';
    default:
      return `They were not removed. ${problem.message}`;
  }
}

/** Asks before removing an admin, naming the address; the server's refusal stays in the dialog. */
export function RemoveAdminDialog({
  admin,
  onClose,
}: {
  admin: AdminAccount;
  onClose: () => void;
}) {
  const remove = useRemoveAdmin();
  return (
    <ConfirmDialog
      title={`Remove ${admin.email}?`}
      confirmLabel="Remove admin"
      busy={remove.isPending}
      error={remove.isError ? refusal(remove.error) : null}
      onCancel={() => {
        remove.reset();
        onClose();
      }}
      onConfirm={() =>
        remove.mutate(admin.id, {
          onSuccess: () => {
            toast({ title: 'Admin removed', description: admin.email });
            onClose();
          },
          onError: reactToSessionLoss,
        })
      }
    >
      <p>
        <span className="font-medium break-all text-ink">{admin.email}</span>{' '}
        {admin.status === 'invited'
          ? 'will not be able to use the invitation link.'
          : 'will no longer be able to sign in to the admin.'}{' '}
        What they changed stays in the activity log.
      </p>
    </ConfirmDialog>
  );
}
