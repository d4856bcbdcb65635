import { useState } from 'react';
import { formatMoney } from '@/domain/money';
import type { PartnerMonth, PartnerSummary } from '@/domain/partners';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { formatDateTime } from '../../admin-format';
import { adminProblem } from '../../api/admin-problem';
import { useMarkPartnerPaid } from '../../api/admin-partners';
import { reactToSessionLoss } from '../admin-error-state';
import { ConfirmDialog } from '../confirm-dialog';
import { formatMonth, monthIsOver } from './partner-format';

/** A partner's months, newest first, each marked paid out once it is over. */
export function PartnerMonths({ partner }: { partner: PartnerSummary }) {
  const [target, setTarget] = useState<PartnerMonth | null>(null);
  const pay = useMarkPartnerPaid(partner.salonId);
  const now = new Date();

  if (partner.months.length === 0) {
    return (
      <p className="text-taupe">
        No months yet: a month shows here once an order this salon referred is paid.
      </p>
    );
  }

  const close = () => {
    pay.reset();
    setTarget(null);
  };

  return (
    <>
      <div className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
        <table className="w-full min-w-[36rem] text-left">
          <caption className="sr-only">Commission per month</caption>
          <thead className="text-sm text-taupe">
            <tr>
              <th scope="col" className="pb-2 font-normal">
                Month
              </th>
              <th scope="col" className="pb-2 text-right font-normal">
                Orders
              </th>
              <th scope="col" className="pb-2 text-right font-normal">
                Revenue
              </th>
              <th scope="col" className="pb-2 text-right font-normal">
                Commission
              </th>
              <th scope="col" className="pb-2 pl-6 font-normal">
                Paid out
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand border-y border-sand">
            {partner.months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className="py-3 pr-3 font-medium">
                  {formatMonth(month.month)}
                </th>
                <td className="py-3 text-right tabular-nums">{month.referredOrders}</td>
                <td className="py-3 text-right tabular-nums">
                  {formatMoney(month.referredRevenue)}
                </td>
                <td className="py-3 text-right tabular-nums">{formatMoney(month.commission)}</td>
                <td className="py-3 pl-6">
                  <PayoutCell
                    month={month}
                    over={monthIsOver(month.month, now)}
                    onPay={setTarget}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {target ? (
        <ConfirmDialog
          title={`Mark ${formatMonth(target.month)} paid to ${partner.salonName}?`}
          confirmLabel={`Mark paid: ${formatMoney(target.commission)}`}
          busy={pay.isPending}
          error={pay.isError ? adminProblem(pay.error).message : null}
          onCancel={close}
          onConfirm={() =>
            pay.mutate(
              { month: target.month },
              {
                onSuccess: (paid) => {
                  toast({
                    title: `${formatMonth(paid.month)} marked paid`,
                    description: `${formatMoney(paid.payout?.amount ?? paid.commission)} to ${partner.salonName}.`,
                  });
                  setTarget(null);
                },
                onError: reactToSessionLoss,
              },
            )
          }
        >
          <p>
            Record that {partner.salonName} has been paid{' '}
            <strong className="font-medium text-ink">{formatMoney(target.commission)}</strong>{' '}
            commission for {formatMonth(target.month)} ({target.referredOrders}{' '}
            {target.referredOrders === 1 ? 'order' : 'orders'},{' '}
            {formatMoney(target.referredRevenue)}). The month is then frozen at this amount, with
            your name and the time.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function PayoutCell({
  month,
  over,
  onPay,
}: {
  month: PartnerMonth;
  over: boolean;
  onPay: (month: PartnerMonth) => void;
}) {
  const label = formatMonth(month.month);
  if (month.payout) {
    const { payout } = month;
    return (
      <p className="text-sm">
        <span className="font-medium">Paid {formatMoney(payout.amount)}</span>
        <span className="block text-taupe">
          {formatDateTime(payout.paidAt)} · by <span className="break-all">{payout.paidBy}</span>
        </span>
        {payout.amount !== month.commission ? (
          <span className="block text-taupe">
            The month now counts {formatMoney(month.commission)}: an order changed after the payout.
          </span>
        ) : null}
      </p>
    );
  }
  if (!over) {
    const reasonId = `month-${month.month}-not-over`;
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          variant="secondary"
          disabled
          aria-label={`Mark paid for ${label}`}
          aria-describedby={reasonId}
        >
          Mark paid
        </Button>
        <span id={reasonId} className="text-sm text-taupe">
          The month has not ended
        </span>
      </div>
    );
  }
  if (month.commission <= 0) {
    return <span className="text-sm text-taupe">Nothing to pay</span>;
  }
  return (
    <Button variant="secondary" aria-label={`Mark paid for ${label}`} onClick={() => onPay(month)}>
      Mark paid
    </Button>
  );
}
