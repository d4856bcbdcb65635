// The mails of an issued invoice or credit note (issue 16): the buyer's own download link, which
// holds the only copy of its token (the database keeps its hash).
import { formatMoney } from '@/domain/money';
import type { OutgoingMail } from '../outbox';

type MailedInvoice = {
  kind: 'invoice' | 'credit_note';
  number: string;
  gross: number;
  dueAt: Date | null;
  /** The credit note's invoice. */
  credits: string | null;
};

type MailedOrder = { id: string; number: string; customerName: string };

const SIGNOFF = ['Kind regards,', 'Tress'];

/** `${siteOrigin}/api/invoice-downloads/${token}`: a download that needs no sign-in. */
export function invoiceDownloadUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}/api/invoice-downloads/${token}`;
}

export function invoiceMail(
  invoice: MailedInvoice,
  order: MailedOrder,
  to: string,
  downloadUrl: string,
  locale: string,
): OutgoingMail {
  const amount = formatMoney(Math.abs(invoice.gross), locale);
  const credit = invoice.kind === 'credit_note';
  const title = credit ? 'Credit note' : 'Invoice';
  const due = invoice.dueAt
    ? new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(
        invoice.dueAt,
      )
    : null;
  const said = credit
    ? `We credited ${amount} for order ${order.number}: credit note ${invoice.number} cancels invoice ${invoice.credits ?? ''}.`
    : due
      ? `Here is invoice ${invoice.number} for order ${order.number}: ${amount}, to be paid by ${due}.`
      : `Here is invoice ${invoice.number} for order ${order.number}: ${amount}, already paid.`;
  return {
    to,
    subject: `${title} ${invoice.number} for order ${order.number}`,
    kind: credit ? 'credit-note-issued' : 'invoice-issued',
    orderId: order.id,
    content: {
      preview: `${title} ${invoice.number}, ${amount}, for order ${order.number}.`,
      heading: `${title} ${invoice.number}`,
      greeting: `Hello ${order.customerName},`,
      blocks: [
        { type: 'paragraph', text: said },
        { type: 'action', label: `Download ${title.toLowerCase()} (PDF)`, href: downloadUrl },
        {
          type: 'facts',
          rows: [
            { label: title, value: invoice.number },
            { label: 'Order', value: order.number },
            { label: credit ? 'Credited' : 'Amount', value: amount },
            ...(due ? [{ label: 'Due', value: due }] : []),
            ...(invoice.credits ? [{ label: 'Credits invoice', value: invoice.credits }] : []),
          ],
        },
        {
          type: 'paragraph',
          text: 'Keep the link to yourself: anyone who has it can download the document.',
        },
      ],
      signoff: SIGNOFF,
    },
  };
}
