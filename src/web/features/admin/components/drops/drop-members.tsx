import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DropListMember } from '@/domain/drops';
import { Button } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { formatDate } from '../../admin-format';
import { dropMembersQuery, useRemoveDropMember } from '../../api/admin-drops';
import { adminProblem } from '../../api/admin-problem';
import { AdminErrorState, reactToSessionLoss } from '../admin-error-state';
import { ConfirmDialog } from '../confirm-dialog';

/** The weekly-drop list: partner salons mailed when a salons' drop is made; remove one. */
export function DropMembers() {
  const query = useQuery(dropMembersQuery());
  const [removing, setRemoving] = useState<DropListMember | null>(null);
  const remove = useRemoveDropMember();

  return (
    <section aria-labelledby="drop-members-title" className="flex flex-col gap-4">
      <div>
        <h3 id="drop-members-title" className="text-lg font-medium">
          Weekly-drop list
        </h3>
        <p className="mt-1 max-w-prose text-sm text-taupe">
          Partner salons that joined from /weekly-drop-salons. Each gets a mail when a salons’ drop
          is made.
        </p>
      </div>
      {query.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading the weekly-drop list" text="Loading the list…" />
        </div>
      ) : query.isError ? (
        <AdminErrorState
          error={query.error}
          what="the weekly-drop list"
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <NoticePanel title="No salons on the list yet">
          Salons join from the salons’ drop page in their salon session.
        </NoticePanel>
      ) : (
        <ul aria-label="Salons on the weekly-drop list" className="flex flex-col gap-2">
          {query.data.map((member) => (
            <li
              key={member.salonId}
              aria-label={member.salonName}
              className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-sand bg-white px-4 py-3"
            >
              <div>
                <p className="font-medium">{member.salonName}</p>
                <p className="text-sm text-taupe">
                  {member.city} · {member.email} · joined {formatDate(member.joinedAt)}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={`Remove ${member.salonName} from the list`}
                onClick={() => setRemoving(member)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.salonName} from the weekly-drop list?`}
          confirmLabel="Remove"
          busy={remove.isPending}
          error={remove.isError ? adminProblem(remove.error).message : null}
          onCancel={() => {
            remove.reset();
            setRemoving(null);
          }}
          onConfirm={() =>
            remove.mutate(removing.salonId, {
              onSuccess: () => {
                toast({ title: 'Removed from the list', description: removing.salonName });
                setRemoving(null);
              },
              onError: reactToSessionLoss,
            })
          }
        >
          The salon gets no more mails about salons’ drops. It can join again from its salon
          session.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
