import { useState } from 'react';
import type { AdminOrderDetail } from '@/domain/admin';
import type { OrderStatus } from '@/domain/order-status';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { adminProblem } from '../../api/admin-problem';
import { useIssueInvoice } from '../../api/admin-invoices';
import { reactToSessionLoss } from '../admin-error-state';
import { ConfirmDialog } from '../confirm-dialog';
import { InvoiceBadge } from './invoice-badge';
import { InvoiceDownloadButton } from './invoice-download-button';

/** What an admin may invoice: a paid order, or one placed on invoice (the server decides). */
const INVOICEABLE: readonly OrderStatus[] = [
  'awaiting_invoice',
  'paid',
  'processing',
  'shipped',
  'delivered',
];

/** The order's invoice on its admin page: its number and PDF, or "Issue invoice". */
export function OrderInvoice({ order }: { order: AdminOrderDetail }) {
  const { invoice } = order;
  return (
    <section
      aria-labelledby="order-invoice-title"
      className="rounded-card border border-sand bg-white p-5 sm:p-6"
    >
      <h4
        id="order-invoice-title"
        className="text-sm font-medium tracking-[0.08em] text-taupe uppercase"
      >
        Invoice
      </h4>
      <div className="mt-3 text-[0.9375rem]">
        {invoice ? (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <p className="font-medium tabular-nums">Invoice {invoice.number}</p>
              <InvoiceBadge status={invoice.status} credited={invoice.creditNote !== null} />
              <InvoiceDownloadButton invoice={invoice} />
            </div>
            {invoice.creditNote ? (
              <div className="flex flex-wrap items-center gap-3">
                <p className="tabular-nums">Credit note {invoice.creditNote.number}</p>
                <InvoiceDownloadButton invoice={invoice.creditNote} label="Download credit note" />
              </div>
            ) : null}
          </div>
        ) : INVOICEABLE.includes(order.status) ? (
          <IssueInvoice order={order} />
        ) : (
          <p className="text-taupe">
            {order.status === 'pending_payment'
              ? 'Not invoiced: the order is not paid yet.'
              : 'Not invoiced. A cancelled or refunded order is not invoiced.'}
          </p>
        )}
      </div>
    </section>
  );
}

function IssueInvoice({ order }: { order: AdminOrderDetail }) {
  const [asking, setAsking] = useState(false);
  const issue = useIssueInvoice(order.id);
  const close = () => {
    setAsking(false);
    issue.reset();
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-taupe">Not invoiced yet.</p>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Issue invoice
      </Button>
      {asking ? (
        <ConfirmDialog
          title={`Issue an invoice for ${order.number}?`}
          confirmLabel="Issue invoice"
          busy={issue.isPending}
          error={issue.isError ? adminProblem(issue.error).message : null}
          onCancel={close}
          onConfirm={() =>
            issue.mutate(undefined, {
              onSuccess: (issued) => {
                close();
                toast({ title: 'Invoice issued', description: `Invoice ${issued.number}` });
              },
              onError: reactToSessionLoss,
            })
          }
        >
          The invoice takes the next number and is mailed to {order.customer.email} with a link to
          download it. An issued invoice never changes; cancelling or refunding the order later
          issues a credit note.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
