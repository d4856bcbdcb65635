import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminOrderDetail } from '@/domain/admin';
import {
  orderStatusChangeSchema,
  type OrderStatusChange,
  type OrderStatus,
} from '@/domain/order-status';
import * as ERROR_CODE from '@/domain/error-codes';
import { CARRIERS } from '@/domain/shipments';
import { formatMoney } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { TextareaField } from '@/web/components/ui/textarea-field';
import { ORDER_STATUS_ACTIONS, ORDER_STATUS_LABELS } from '../../admin-format';
import { adminProblem } from '../../api/admin-problem';
import { useChangeOrderStatus, useRefundOrder } from '../../api/admin-orders';
import { reactToSessionLoss } from '../admin-error-state';
import { ConfirmDialog } from '../confirm-dialog';

/** What a status change does beyond the label, so the admin knows before confirming. */
const CONSEQUENCES: Partial<Record<OrderStatus, (order: AdminOrderDetail) => string>> = {
  cancelled: () => 'The reserved stock goes back on sale. The shopper is not charged.',
  refunded: (order) =>
    order.payment.refundable
      ? `${formatMoney(order.payment.refundable.amount)} goes back through ${PROVIDER_NAMES[order.payment.refundable.provider] ?? order.payment.refundable.provider}, the way it was paid. Stock that has not shipped goes back on sale; an invoiced order gets a credit note.`
      : 'Record that the money went back to the shopper (no payment provider holds it).',
  shipped: (order) =>
    `A mail to ${order.customer.email} is written to the outbox: the parcel is on its way, with the tracking link when you give the carrier and number.`,
};

const PROVIDER_NAMES: Record<string, string> = {
  test: 'the test provider (no money moves)',
  stripe: 'Stripe',
  mollie: 'Mollie',
};

/** The status changes the server allows for this order, each behind a confirmation. */
export function StatusChange({ order }: { order: AdminOrderDetail }) {
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const change = useChangeOrderStatus(order.id);
  const refund = useRefundOrder(order.id);
  // Refunding a payment a provider took goes through that provider (issue 31).
  const throughProvider = (status: OrderStatus | null) =>
    status === 'refunded' && Boolean(order.payment.refundable);
  const sending = throughProvider(target) ? refund : change;
  const form = useForm<OrderStatusChange>({
    resolver: zodResolver(orderStatusChangeSchema),
    defaultValues: { status: 'processing', note: '', trackingNumber: '' },
  });

  if (order.allowedTransitions.length === 0) {
    return (
      <p className="text-[0.9375rem] text-taupe">
        This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()}: there is nothing more to
        change.
      </p>
    );
  }

  const open = (status: OrderStatus) => {
    change.reset();
    refund.reset();
    form.reset({ status, note: '', trackingNumber: '' });
    setTarget(status);
  };

  const confirm = form.handleSubmit((values) => {
    const note = values.note?.trim();
    if (throughProvider(values.status)) {
      refund.mutate(note ? { note } : {}, {
        onSuccess: (updated) => {
          setTarget(null);
          toast({
            title: `Order ${updated.number} refunded`,
            description: 'The money is on its way back to the shopper.',
          });
        },
        onError: (error) => {
          reactToSessionLoss(error);
        },
      });
      return;
    }
    const shipping = values.status === 'shipped';
    change.mutate(
      {
        status: values.status,
        ...(note ? { note } : {}),
        // The schema trimmed the number; an empty one is not sent.
        ...(shipping && values.carrier ? { carrier: values.carrier } : {}),
        ...(shipping && values.trackingNumber ? { trackingNumber: values.trackingNumber } : {}),
      },
      {
        onSuccess: (updated) => {
          setTarget(null);
          toast({
            title: `Order ${updated.number} updated`,
            description: `It is now ${ORDER_STATUS_LABELS[updated.status].toLowerCase()}.`,
          });
        },
        onError: (error) => {
          reactToSessionLoss(error);
        },
      },
    );
  });

  const problem = sending.isError ? adminProblem(sending.error) : null;
  const errorText =
    problem?.code === ERROR_CODE.INVALID_TRANSITION
      ? 'This change is no longer possible: the order moved on meanwhile. Close this and look again.'
      : problem?.message;

  return (
    <>
      <div className="flex flex-wrap gap-3">
        {order.allowedTransitions.map((status) => (
          <Button
            key={status}
            variant={status === 'cancelled' || status === 'refunded' ? 'secondary' : 'primary'}
            onClick={() => open(status)}
          >
            {ORDER_STATUS_ACTIONS[status]}
          </Button>
        ))}
      </div>
      {target ? (
        <ConfirmDialog
          title={`${ORDER_STATUS_ACTIONS[target]}?`}
          confirmLabel={
            throughProvider(target) && order.payment.refundable
              ? `Refund ${formatMoney(order.payment.refundable.amount)}`
              : ORDER_STATUS_ACTIONS[target]
          }
          busy={sending.isPending}
          error={errorText}
          onCancel={() => setTarget(null)}
          onConfirm={() => void confirm()}
        >
          <p>
            Order {order.number} goes from {ORDER_STATUS_LABELS[order.status].toLowerCase()} to{' '}
            <strong className="font-medium text-ink">
              {ORDER_STATUS_LABELS[target].toLowerCase()}
            </strong>
            . {CONSEQUENCES[target]?.(order) ?? ''}
          </p>
          {target === 'shipped' ? (
            <div className="mt-5 grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Carrier (optional)"
                error={form.formState.errors.carrier?.message}
                {...form.register('carrier', {
                  setValueAs: (value: string) => (value === '' ? undefined : value),
                })}
              >
                <option value="">Not given</option>
                {CARRIERS.map((carrier) => (
                  <option key={carrier} value={carrier}>
                    {carrier}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Tracking number (optional)"
                autoComplete="off"
                spellCheck={false}
                error={form.formState.errors.trackingNumber?.message}
                {...form.register('trackingNumber')}
              />
            </div>
          ) : null}
          <TextareaField
            label="Note for the history (optional)"
            rows={3}
            className="mt-5"
            error={form.formState.errors.note?.message}
            {...form.register('note')}
          />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
