// The mails of an issued invoice or credit note (issue 16): the buyer's own download link, which
// holds the only copy of its token (the database keeps its hash). In the order's language.
import type { Texts } from '../../i18n/texts';
import { signoffIn } from '../orders/mails';
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

/** `${siteOrigin}/api/invoice-downloads/${token}`: a download that needs no sign-in. */
export function invoiceDownloadUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}/api/invoice-downloads/${token}`;
}

export function invoiceMail(
  invoice: MailedInvoice,
  order: MailedOrder,
  to: string,
  downloadUrl: string,
  texts: Texts,
): OutgoingMail {
  const { t } = texts;
  const amount = texts.money(Math.abs(invoice.gross));
  const credit = invoice.kind === 'credit_note';
  const title = credit ? t('mail.credit-note.title') : t('mail.invoice.title');
  const due = invoice.dueAt ? texts.date(invoice.dueAt) : null;
  const values = { number: invoice.number, order: order.number, amount };
  const said = credit
    ? t('mail.credit-note.credited', { ...values, invoice: invoice.credits ?? '' })
    : due
      ? t('mail.invoice.due', { ...values, due })
      : t('mail.invoice.paid', values);
  return {
    to,
    subject: credit ? t('mail.credit-note.subject', values) : t('mail.invoice.subject', values),
    kind: credit ? 'credit-note-issued' : 'invoice-issued',
    orderId: order.id,
    content: {
      language: texts.language,
      preview: credit ? t('mail.credit-note.preview', values) : t('mail.invoice.preview', values),
      heading: credit ? t('mail.credit-note.heading', values) : t('mail.invoice.heading', values),
      greeting: t('mail.hello', { name: order.customerName }),
      blocks: [
        { type: 'paragraph', text: said },
        {
          type: 'action',
          label: credit ? t('mail.credit-note.download') : t('mail.invoice.download'),
          href: downloadUrl,
        },
        {
          type: 'facts',
          rows: [
            { label: title, value: invoice.number },
            { label: t('mail.order.order'), value: order.number },
            {
              label: credit ? t('mail.credit-note.amount') : t('mail.invoice.amount'),
              value: amount,
            },
            ...(due ? [{ label: t('mail.invoice.due-label'), value: due }] : []),
            ...(invoice.credits
              ? [{ label: t('mail.credit-note.credits'), value: invoice.credits }]
              : []),
          ],
        },
        { type: 'paragraph', text: t('mail.invoice.keep-link') },
      ],
      signoff: signoffIn(texts),
    },
  };
}
