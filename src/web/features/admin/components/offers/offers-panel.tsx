import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '@/domain/money';
import type { AdminOffer } from '@/domain/offer-input';
import { offerBadge } from '@/domain/offers';
import { Button } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { formatDateTime } from '../../admin-format';
import { adminProblem } from '../../api/admin-problem';
import { adminOffersQuery, useEndOffer } from '../../api/admin-offers';
import { AdminErrorState, reactToSessionLoss } from '../admin-error-state';
import { ConfirmDialog } from '../confirm-dialog';
import { OfferFormDialog } from './offer-form-dialog';

const STATE_LABELS: Record<AdminOffer['state'], string> = {
  running: 'Running',
  scheduled: 'Not started',
  ended: 'Ended',
  inactive: 'Switched off',
};

const AUDIENCE_LABELS: Record<AdminOffer['audience'], string> = {
  all: 'Everyone',
  client: 'Clients',
  business: 'Business prices',
};

/** /admin?tab=offers: every offer with its uses so far; create, edit, end now. */
export function OffersPanel() {
  const query = useQuery(adminOffersQuery());
  const [editing, setEditing] = useState<AdminOffer | 'new' | null>(null);
  const [ending, setEnding] = useState<AdminOffer | null>(null);
  const end = useEndOffer();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-prose text-[0.9375rem] text-taupe">
          Automatic offers and codes, as the shop prices them at checkout.
        </p>
        <Button onClick={() => setEditing('new')}>New offer</Button>
      </div>
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading offers" text="Loading offers…" />
        </div>
      ) : query.isError ? (
        <AdminErrorState
          error={query.error}
          what="the offers"
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <NoticePanel title="No offers yet">Create one with “New offer”.</NoticePanel>
      ) : (
        <ul className="flex flex-col gap-4">
          {query.data.items.map((offer) => (
            <li key={offer.id}>
              <article
                aria-label={offer.title}
                className="rounded-card border border-sand bg-white p-5"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-3">
                  <h3 className="font-medium">{offer.title}</h3>
                  <span className="text-sm text-taupe">{STATE_LABELS[offer.state]}</span>
                </div>
                <p className="mt-2 text-[0.9375rem]">
                  {offerBadge(offer.kind, offer.value)} · {offer.targetLabel} ·{' '}
                  {AUDIENCE_LABELS[offer.audience]}
                  {offer.code ? (
                    <>
                      {' '}
                      · code <span className="font-mono">{offer.code}</span>
                    </>
                  ) : null}
                  {offer.minSubtotal > 0 ? ` · from ${formatMoney(offer.minSubtotal)}` : ''}
                </p>
                <p className="mt-1 text-sm text-taupe">
                  {formatDateTime(offer.startsAt)} –{' '}
                  {offer.endsAt ? formatDateTime(offer.endsAt) : 'until ended'} · Uses so far:{' '}
                  {offer.uses}
                  {offer.maxUses !== null ? ` of ${offer.maxUses}` : ''}
                </p>
                <div className="mt-4 flex flex-wrap gap-3">
                  <Button
                    variant="secondary"
                    aria-label={`Edit ${offer.title}`}
                    onClick={() => setEditing(offer)}
                  >
                    Edit
                  </Button>
                  {offer.state === 'running' || offer.state === 'scheduled' ? (
                    <Button
                      variant="secondary"
                      aria-label={`End now: ${offer.title}`}
                      onClick={() => setEnding(offer)}
                    >
                      End now
                    </Button>
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {editing !== null ? (
        <OfferFormDialog
          offer={editing === 'new' ? null : editing}
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
                toast({ title: 'Offer ended', description: ended.title });
                setEnding(null);
              },
              onError: reactToSessionLoss,
            })
          }
        >
          Shoppers stop seeing it at once, and its code is refused from now on.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
