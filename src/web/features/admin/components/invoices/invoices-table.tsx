import { Link } from 'react-router';
import type { InvoiceSummary } from '@/domain/invoices';
import { formatMoney } from '@/domain/money';
import * as paths from '@/web/app/paths';
import { formatDate } from '../../admin-format';
import { InvoiceBadge } from './invoice-badge';
import { InvoiceDownloadButton } from './invoice-download-button';
import { MarkPaidButton } from './mark-paid-button';

/** Invoices and credit notes; on a phone the table scrolls sideways, the number staying put. */
export function InvoicesTable({ invoices }: { invoices: InvoiceSummary[] }) {
  return (
    <div
      role="region"
      aria-labelledby="invoices-caption"
      // A scrolling region is focusable, so a keyboard can scroll the table sideways on a phone.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative overflow-x-auto rounded-card border border-sand bg-white focus-visible:outline-2"
    >
      <table className="w-full min-w-[64rem] text-left text-[0.9375rem]">
        <caption id="invoices-caption" className="sr-only">
          Invoices and credit notes, newest first
        </caption>
        <thead className="text-sm text-taupe">
          <tr className="border-b border-sand">
            <th scope="col" className="sticky left-0 bg-white px-4 py-3 font-normal">
              Number
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              Order
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              Buyer
            </th>
            <th scope="col" className="px-4 py-3 text-right font-normal">
              Gross
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              Due
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand">
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th
                scope="row"
                className="sticky left-0 bg-white px-4 py-3 text-left font-medium whitespace-nowrap tabular-nums"
              >
                {invoice.number}
                {invoice.kind === 'credit_note' ? (
                  <span className="block text-xs font-normal text-taupe">
                    Credit note{invoice.credits ? ` for ${invoice.credits}` : ''}
                  </span>
                ) : null}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(invoice.issuedAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <Link
                  to={paths.admin({ tab: 'orders', order: invoice.orderId })}
                  className="text-accent-700 hover:underline"
                >
                  {invoice.orderNumber}
                </Link>
              </td>
              <td className="min-w-[12rem] px-4 py-3">
                {invoice.buyerName}
                {invoice.reverseCharge ? (
                  <span className="block text-xs text-taupe">VAT reverse-charged</span>
                ) : null}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                {formatMoney(invoice.gross)}
              </td>
              <td className="px-4 py-3">
                <InvoiceBadge
                  status={invoice.status}
                  credited={invoice.kind === 'invoice' && invoice.creditedBy !== null}
                />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-taupe">
                {invoice.dueAt ? formatDate(invoice.dueAt) : '—'}
              </td>
              <td className="px-4 py-3">
                <div className="flex items-center justify-end gap-2">
                  {invoice.status !== 'paid' ? <MarkPaidButton invoice={invoice} /> : null}
                  <InvoiceDownloadButton invoice={invoice} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
