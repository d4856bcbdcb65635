import { useState } from 'react';
import { formatMoney } from '@/domain/money';
import type { InvoiceSummary } from '@/domain/invoices';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { adminProblem } from '../../api/admin-problem';
import { useMarkInvoicePaid } from '../../api/admin-invoices';
import { reactToSessionLoss } from '../admin-error-state';
import { ConfirmDialog } from '../confirm-dialog';

/** "Mark paid", behind a confirmation: recording a payment cannot be undone. */
export function MarkPaidButton({ invoice }: { invoice: InvoiceSummary }) {
  const [asking, setAsking] = useState(false);
  const mark = useMarkInvoicePaid();
  const close = () => {
    setAsking(false);
    mark.reset();
  };
  return (
    <>
      <Button
        variant="quiet"
        className="px-2 whitespace-nowrap"
        aria-label={`Mark ${invoice.number} paid`}
        onClick={() => setAsking(true)}
      >
        Mark paid
      </Button>
      {asking ? (
        <ConfirmDialog
          title={`Mark invoice ${invoice.number} paid?`}
          confirmLabel="Mark paid"
          busy={mark.isPending}
          error={mark.isError ? adminProblem(mark.error).message : null}
          onCancel={close}
          onConfirm={() =>
            mark.mutate(invoice.id, {
              onSuccess: () => {
                close();
                toast({ title: 'Marked paid', description: `Invoice ${invoice.number}` });
              },
              onError: reactToSessionLoss,
            })
          }
        >
          {invoice.buyerName} paid {formatMoney(invoice.gross)} for order {invoice.orderNumber}. The
          payment is recorded with your name and cannot be undone.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
