import { useState } from 'react';
import {
  BATCH_STATUS_LABELS,
  batchTrackingSchema,
  canCancelBatch,
  nextBatchStatus,
  type BatchChanged,
  type BatchDetail,
} from '@/domain/batches';
import { CARRIERS } from '@/domain/shipments';
import { Button } from '@/web/components/ui/button';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { useAdvanceBatch, useCancelBatch } from '../../api/admin-batches';
import { adminProblem } from '../../api/admin-problem';
import { reactToSessionLoss } from '../admin-error-state';
import { ConfirmDialog } from '../confirm-dialog';
import { batchName, NEXT_STEP_ACTIONS, ordersText } from './batch-format';

type Parcel = { carrier: string; trackingNumber: string };

/** What each step does, said in the dialog before the admin confirms it. */
const STEP_EFFECTS = {
  ordered: 'Records that the batch was ordered from the supplier. The orders do not change yet.',
  received:
    'Records that the supplier’s goods arrived. Every paid order and order on invoice in the batch moves to processing.',
  shipped:
    'Every processing order in the batch becomes shipped and its customer gets the shipping mail. Carrier and tracking number are optional.',
} as const;

/** The next-step button (behind a confirmation) and "Cancel batch" while the batch is open. */
export function BatchActions({
  detail,
  onChanged,
}: {
  detail: BatchDetail;
  onChanged: (changed: BatchChanged) => void;
}) {
  const { batch } = detail;
  const next = nextBatchStatus(batch.status);
  const [open, setOpen] = useState<'advance' | 'cancel' | null>(null);
  const advance = useAdvanceBatch(batch.id);
  const cancel = useCancelBatch(batch.id);
  const shipping = detail.orders.filter((order) => order.status === 'processing');
  const [parcels, setParcels] = useState<Record<string, Parcel>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (!next && !canCancelBatch(batch.status)) return null;

  const close = () => {
    setOpen(null);
    advance.reset();
    cancel.reset();
  };

  const confirmAdvance = () => {
    if (!next) return;
    const tracking = [];
    const found: Record<string, string> = {};
    if (next === 'shipped') {
      for (const order of shipping) {
        const parcel = parcels[order.id];
        if (!parcel || (!parcel.carrier && !parcel.trackingNumber.trim())) continue;
        const checked = batchTrackingSchema.safeParse({
          orderId: order.id,
          ...(parcel.carrier ? { carrier: parcel.carrier } : {}),
          trackingNumber: parcel.trackingNumber,
        });
        if (checked.success) tracking.push(checked.data);
        else found[order.id] = checked.error.issues[0]?.message ?? 'Check this tracking number';
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    advance.mutate(
      { status: next, ...(tracking.length > 0 ? { tracking } : {}) },
      {
        onSuccess: (changed) => {
          setOpen(null);
          setParcels({});
          onChanged(changed);
        },
        onError: reactToSessionLoss,
      },
    );
  };

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (changed) => {
        setOpen(null);
        onChanged(changed);
      },
      onError: reactToSessionLoss,
    });

  const setParcel = (orderId: string, change: Partial<Parcel>) =>
    setParcels((current) => ({
      ...current,
      [orderId]: { carrier: '', trackingNumber: '', ...current[orderId], ...change },
    }));

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      {next ? (
        <Button onClick={() => setOpen('advance')}>
          {NEXT_STEP_ACTIONS[batch.status as keyof typeof NEXT_STEP_ACTIONS]}
        </Button>
      ) : null}
      {canCancelBatch(batch.status) ? (
        <Button variant="secondary" onClick={() => setOpen('cancel')}>
          Cancel batch
        </Button>
      ) : null}

      {open === 'advance' && next ? (
        <ConfirmDialog
          title={`${batchName(batch.id)}: ${BATCH_STATUS_LABELS[next].toLowerCase()}?`}
          confirmLabel={NEXT_STEP_ACTIONS[batch.status as keyof typeof NEXT_STEP_ACTIONS]}
          onConfirm={confirmAdvance}
          onCancel={close}
          busy={advance.isPending}
          error={advance.isError ? adminProblem(advance.error).message : null}
        >
          <p>{STEP_EFFECTS[next as keyof typeof STEP_EFFECTS]} This cannot be undone.</p>
          {next === 'shipped' ? (
            shipping.length === 0 ? (
              <p className="mt-3">No order of the batch is processing, so none will ship.</p>
            ) : (
              <fieldset className="mt-4">
                <legend className="font-medium text-ink">
                  Tracking ({ordersText(shipping.length)} to ship)
                </legend>
                <ul className="mt-3 flex max-h-[45vh] flex-col gap-4 overflow-y-auto pr-1">
                  {shipping.map((order) => (
                    <li key={order.id} className="rounded-card border border-sand p-3">
                      <p className="font-medium text-ink">
                        {order.number}{' '}
                        <span className="font-normal text-taupe">{order.customerName}</span>
                      </p>
                      <div className="mt-2 grid gap-3 sm:grid-cols-[10rem_1fr]">
                        <SelectField
                          label={`Carrier for ${order.number}`}
                          value={parcels[order.id]?.carrier ?? ''}
                          onChange={(event) => setParcel(order.id, { carrier: event.target.value })}
                        >
                          <option value="">No carrier</option>
                          {CARRIERS.map((carrier) => (
                            <option key={carrier} value={carrier}>
                              {carrier}
                            </option>
                          ))}
                        </SelectField>
                        <TextField
                          label={`Tracking number for ${order.number}`}
                          value={parcels[order.id]?.trackingNumber ?? ''}
                          onChange={(event) =>
                            setParcel(order.id, { trackingNumber: event.target.value })
                          }
                          error={errors[order.id]}
                          autoComplete="off"
                          spellCheck={false}
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )
          ) : null}
        </ConfirmDialog>
      ) : null}

      {open === 'cancel' ? (
        <ConfirmDialog
          title={`Cancel ${batchName(batch.id)}?`}
          confirmLabel="Cancel batch"
          cancelLabel="Keep the batch"
          onConfirm={confirmCancel}
          onCancel={close}
          busy={cancel.isPending}
          error={cancel.isError ? adminProblem(cancel.error).message : null}
        >
          Its {ordersText(detail.orders.length)} go back to the orders waiting for a batch. The
          orders themselves do not change.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
