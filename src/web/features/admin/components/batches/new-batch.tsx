import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BatchableOrder, BatchCreateRequest } from '@/domain/batches';
import { formatMoney } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { batchableOrdersQuery, useCreateBatch } from '../../api/admin-batches';
import { adminProblem } from '../../api/admin-problem';
import { formatDateTime } from '../../admin-format';
import { AdminErrorState, reactToSessionLoss } from '../admin-error-state';
import { StatusBadge } from '../status-badge';
import { ordersText, todayInAmsterdam, unitsText } from './batch-format';

type Mode = 'upTo' | 'choose';

/**
 * "New batch": the paid orders and orders on invoice no batch holds yet, taken all up to a day
 * (today by default) or chosen one by one.
 */
export function NewBatch({ hrefFor }: { hrefFor: (id: number) => string }) {
  const [mode, setMode] = useState<Mode>('upTo');
  const [upTo, setUpTo] = useState(todayInAmsterdam);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const dayValid = /^\d{4}-\d{2}-\d{2}$/.test(upTo);
  const query = useQuery({
    ...batchableOrdersQuery(mode === 'upTo' ? upTo : undefined),
    enabled: mode === 'choose' || dayValid,
  });
  const create = useCreateBatch();
  const navigate = useNavigate();

  const items = query.data?.items ?? [];
  const waiting = query.data?.total ?? 0;
  const taken = mode === 'upTo' ? items : items.filter((order) => chosen.has(order.id));
  // A batch of everything up to the day takes every waiting order, also beyond those listed.
  const count = mode === 'upTo' ? Math.max(waiting, taken.length) : taken.length;
  const partial = mode === 'upTo' && waiting > items.length;
  const request: BatchCreateRequest =
    mode === 'upTo' ? { upTo } : { orderIds: taken.map((order) => order.id) };

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = () =>
    create.mutate(request, {
      onSuccess: (batch) => void navigate(hrefFor(batch.id)),
      onError: reactToSessionLoss,
    });

  return (
    <section
      aria-labelledby="new-batch-title"
      className="flex flex-col gap-5 rounded-card border border-sand bg-white p-5 sm:p-6"
    >
      <div>
        <h3 id="new-batch-title" className="text-heading font-medium">
          New batch
        </h3>
        <p className="mt-1 max-w-prose text-[0.9375rem] text-taupe">
          A batch takes paid orders and orders on invoice that are not in a batch yet, for one
          purchase from the supplier.
        </p>
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-ink">Which orders</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          <ModeChoice
            mode="upTo"
            current={mode}
            onChange={setMode}
            label="All placed up to a date"
          />
          <ModeChoice mode="choose" current={mode} onChange={setMode} label="Choose orders" />
        </div>
      </fieldset>

      {mode === 'upTo' ? (
        <TextField
          label="Placed up to and including (Amsterdam time)"
          type="date"
          value={upTo}
          max="9999-12-31"
          onChange={(event) => setUpTo(event.target.value)}
          error={dayValid ? undefined : 'Choose a date'}
          className="max-w-xs"
        />
      ) : null}

      {mode === 'upTo' && !dayValid ? null : query.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading waiting orders" text="Loading the orders waiting for a batch…" />
        </div>
      ) : query.isError ? (
        <AdminErrorState
          error={query.error}
          what="the orders waiting for a batch"
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <NoticePanel title="No orders are waiting for a batch" headingLevel={3}>
          {mode === 'upTo'
            ? 'No paid orders or orders on invoice placed up to this date are waiting. Orders show up here once they are paid, or placed on invoice.'
            : 'No paid orders or orders on invoice are waiting. Orders show up here once they are paid, or placed on invoice.'}
        </NoticePanel>
      ) : (
        <>
          <WaitingOrders
            items={items}
            choosing={mode === 'choose'}
            chosen={chosen}
            onToggle={toggle}
            onToggleAll={(on) =>
              setChosen(on ? new Set(items.map((order) => order.id)) : new Set())
            }
          />
          {waiting > items.length ? (
            <p className="text-sm text-taupe">
              Showing the {items.length} oldest of {waiting} waiting orders.{' '}
              {mode === 'upTo'
                ? `The batch takes all ${waiting}.`
                : 'To take them all, choose “All placed up to a date”.'}
            </p>
          ) : null}
        </>
      )}

      {create.isError ? (
        <p
          role="alert"
          className="rounded-field border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-ink"
        >
          The batch was not created. {adminProblem(create.error).message}
        </p>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-taupe" aria-live="polite">
          {count === 0
            ? mode === 'choose' && items.length > 0
              ? 'Choose the orders for the batch.'
              : 'Nothing to batch.'
            : partial
              ? ordersText(count)
              : `${ordersText(count)} · ${unitsText(
                  taken.reduce((sum, order) => sum + order.units, 0),
                )} · ${formatMoney(taken.reduce((sum, order) => sum + order.total, 0))}`}
        </p>
        <Button
          onClick={submit}
          disabled={count === 0 || create.isPending || (mode === 'upTo' && !dayValid)}
        >
          {create.isPending ? 'Creating the batch…' : `Create batch (${ordersText(count)})`}
        </Button>
      </div>
    </section>
  );
}

function ModeChoice({
  mode,
  current,
  onChange,
  label,
}: {
  mode: Mode;
  current: Mode;
  onChange: (mode: Mode) => void;
  label: string;
}) {
  return (
    <label className="inline-flex min-h-tap cursor-pointer items-center gap-3 text-[0.9375rem]">
      <input
        type="radio"
        name="new-batch-mode"
        value={mode}
        checked={current === mode}
        onChange={() => onChange(mode)}
        className="size-5 accent-accent-700"
      />
      {label}
    </label>
  );
}

function WaitingOrders({
  items,
  choosing,
  chosen,
  onToggle,
  onToggleAll,
}: {
  items: BatchableOrder[];
  choosing: boolean;
  chosen: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
}) {
  const allChosen = items.every((order) => chosen.has(order.id));
  return (
    <div
      role="region"
      aria-labelledby="waiting-orders-caption"
      // A scrolling region is focusable, so a keyboard can scroll the table sideways on a phone.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative max-h-[28rem] overflow-auto rounded-card border border-sand focus-visible:outline-2"
    >
      <table className="w-full min-w-[46rem] text-left text-[0.9375rem]">
        <caption id="waiting-orders-caption" className="sr-only">
          {choosing ? 'Orders waiting for a batch: choose them' : 'Orders the new batch will take'}
        </caption>
        <thead className="sticky top-0 bg-linen text-sm text-taupe">
          <tr>
            {choosing ? (
              <th scope="col" className="w-12 px-4 py-3 font-normal">
                <input
                  type="checkbox"
                  aria-label="Choose every waiting order"
                  checked={allChosen}
                  onChange={(event) => onToggleAll(event.target.checked)}
                  className="size-5 accent-accent-700"
                />
              </th>
            ) : null}
            <th scope="col" className="px-4 py-3 font-normal">
              Order
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              Placed
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              Customer
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              Delivery
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right font-normal">
              Units
            </th>
            <th scope="col" className="px-4 py-3 text-right font-normal">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand bg-white">
          {items.map((order) => (
            <tr key={order.id}>
              {choosing ? (
                <td className="px-4 py-3">
                  <input
                    type="checkbox"
                    aria-label={`Choose order ${order.number}`}
                    checked={chosen.has(order.id)}
                    onChange={(event) => onToggle(order.id, event.target.checked)}
                    className="size-5 accent-accent-700"
                  />
                </td>
              ) : null}
              <th scope="row" className="px-4 py-3 text-left font-medium whitespace-nowrap">
                {order.number}
              </th>
              <td className="px-4 py-3 text-sm whitespace-nowrap">
                {formatDateTime(order.placedAt)}
              </td>
              <td className="px-4 py-3">{order.customerName}</td>
              <td className="px-4 py-3 text-sm text-taupe">{order.deliveryPlace}</td>
              <td className="px-4 py-3">
                <StatusBadge status={order.status} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{order.units}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatMoney(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
