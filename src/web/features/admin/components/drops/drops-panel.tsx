import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminDrop } from '@/domain/drops';
import { Button } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { adminDropsQuery, useEndDrop } from '../../api/admin-drops';
import { adminProblem } from '../../api/admin-problem';
import { AdminErrorState, reactToSessionLoss } from '../admin-error-state';
import { ConfirmDialog } from '../confirm-dialog';
import { DropCard } from './drop-card';
import { DropFormDialog } from './drop-form-dialog';
import { DropMembers } from './drop-members';

/**
 * /admin?tab=drops: every drop, newest first, with units left, held and sold per item (asked
 * again every 10 s while open); create, edit, end now; and the salons' weekly-drop list.
 */
export function DropsPanel() {
  const query = useQuery(adminDropsQuery());
  const [editing, setEditing] = useState<AdminDrop | 'new' | null>(null);
  const [ending, setEnding] = useState<AdminDrop | null>(null);
  const end = useEndDrop();

  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="max-w-prose text-[0.9375rem] text-taupe">
            Weekly drops: limited units at a drop price. Times are Amsterdam time; units update
            every 10 seconds.
          </p>
          <Button onClick={() => setEditing('new')}>New drop</Button>
        </div>
        {query.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading drops" text="Loading drops…" />
          </div>
        ) : query.isError ? (
          <AdminErrorState
            error={query.error}
            what="the drops"
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <NoticePanel title="No drops yet">Create one with “New drop”.</NoticePanel>
        ) : (
          <ul className="flex flex-col gap-4">
            {query.data.map((drop) => (
              <li key={drop.id}>
                <DropCard
                  drop={drop}
                  onEdit={() => setEditing(drop)}
                  onEnd={() => setEnding(drop)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <DropMembers />
      {editing !== null ? (
        <DropFormDialog
          drop={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {ending ? (
        <ConfirmDialog
          title={`End “${ending.title}” now?`}
          confirmLabel="End now"
          busy={end.isPending}
          error={end.isError ? adminProblem(end.error).message : null}
          onCancel={() => {
            end.reset();
            setEnding(null);
          }}
          onConfirm={() =>
            end.mutate(ending.id, {
              onSuccess: (ended) => {
                toast({ title: 'Drop ended', description: ended.title });
                setEnding(null);
              },
              onError: reactToSessionLoss,
            })
          }
        >
          The drop closes at once: shoppers can no longer add its items, carts’ holds are released,
          and every unit not sold goes back to regular stock. Orders already placed stay.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
