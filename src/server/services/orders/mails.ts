// The words of the order mails: the confirmation, the payment, and the parcel on its way. Each is
// content that the outbox renders to a plain-text and a designed HTML part, in the order's
// language (issue 30).
import type { OrderLine, PaymentMethod, Totals } from '@/domain/orders';
import { hasVat, type VatSummary } from '@/domain/vat';
import type { Shipment } from '@/domain/shipments';
import type { BoxSize } from '@/domain/boxes';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import type { MessageId } from '../../i18n/catalogues';
import type { Texts } from '../../i18n/texts';
import type { MailAmount, MailBlock, MailOrderLine } from '../../mail/mail-content';
import type { OutgoingMail } from '../outbox';

type MailedOrder = {
  id: string;
  number: string;
  customerName: string;
  customerEmail: string;
  total: number;
  /** What leads to the total (subtotal, discounts, delivery), when the writer has it. */
  totals?: Totals;
  /** The VAT the total includes. */
  vat?: VatSummary;
  paymentMethod: PaymentMethod;
  deliveryPlace: string;
  lines: OrderLine[];
};

/** "Kind regards," / "Tress", in the mail's language. */
export function signoffIn(texts: Texts): string[] {
  return [texts.t('mail.signoff'), 'Tress'];
}

/** A box's name by its size, for the mails and documents of another language than English. */
const PAYMENT_LABELS: Record<PaymentMethod, MessageId> = {
  ideal: 'mail.order.payment-ideal',
  bancontact: 'mail.order.payment-bancontact',
  card: 'mail.order.payment-card',
  invoice: 'mail.order.payment-invoice',
};

export const BOX_NAMES: Record<BoxSize, MessageId> = {
  small: 'mail.box.small',
  medium: 'mail.box.medium',
  large: 'mail.box.large',
};

/** One line of the mail; a box lists its components beneath it with its saving. */
function mailLine(line: OrderLine, texts: Texts): MailOrderLine {
  const { money } = texts;
  // A box's name is the shop's own word for its size; in English, the line's stored name.
  const name =
    line.type === 'box' && texts.language !== DEFAULT_LANGUAGE
      ? texts.t(BOX_NAMES[line.size])
      : line.name;
  const text = `${line.quantity} × ${name}${line.type !== 'box' && line.variant ? ` (${line.variant})` : ''}`;
  if (line.type !== 'box') return { text, amount: money(line.lineTotal), details: [] };
  return {
    text,
    amount: money(line.lineTotal),
    details: [
      ...line.components.map(
        (c) => `${c.quantity} × ${c.name}${c.variant ? ` (${c.variant})` : ''}`,
      ),
      texts.t('mail.order.box-saving', { saving: money(line.discount), sum: money(line.sum) }),
    ],
  };
}

/** Subtotal, discount and delivery, as the order page shows them. */
function sumsOf(totals: Totals | undefined, texts: Texts): MailAmount[] {
  if (!totals) return [];
  const { money, t } = texts;
  return [
    { label: t('mail.order.subtotal'), amount: money(totals.subtotal) },
    ...(totals.discount > 0
      ? [{ label: t('mail.order.discount'), amount: `−${money(totals.discount)}` }]
      : []),
    {
      label: t('mail.order.delivery'),
      amount: totals.shipping === 0 ? t('mail.order.free') : money(totals.shipping),
    },
  ];
}

function vatNotes(vat: VatSummary | undefined, texts: Texts): MailAmount[] {
  if (!hasVat(vat)) return [];
  return vat.rates.map((part) => ({
    label: texts.t('mail.order.vat-included', { rate: part.rate }),
    amount: texts.money(part.vat),
  }));
}

/**
 * `orderPageUrl`: the order's own page on SITE_URL, in the order's language (its payment page,
 * which shows a paid order's confirmation: /nl/checkout/{id} for a Dutch order).
 */
export function orderConfirmationMail(
  order: MailedOrder,
  orderPageUrl: string,
  texts: Texts,
): OutgoingMail {
  const { money, t } = texts;
  return {
    to: order.customerEmail,
    subject: t('mail.order-confirmation.subject', { number: order.number }),
    kind: 'order-confirmation',
    orderId: order.id,
    content: {
      language: texts.language,
      preview: t('mail.order-confirmation.preview', {
        number: order.number,
        total: money(order.total),
        place: order.deliveryPlace,
      }),
      heading: t('mail.order-confirmation.heading'),
      greeting: t('mail.hello', { name: order.customerName }),
      blocks: [
        { type: 'paragraph', text: t('mail.order-confirmation.thanks', { number: order.number }) },
        {
          type: 'order-lines',
          lines: order.lines.map((line) => mailLine(line, texts)),
          sums: sumsOf(order.totals, texts),
          total: { label: t('mail.order.total'), amount: money(order.total) },
          notes: vatNotes(order.vat, texts),
        },
        {
          type: 'facts',
          rows: [
            { label: t('mail.order.order'), value: order.number },
            { label: t('mail.order.delivering-to'), value: order.deliveryPlace },
            {
              label: t('mail.order.payment'),
              value: t(PAYMENT_LABELS[order.paymentMethod]),
            },
          ],
        },
        {
          type: 'paragraph',
          text:
            order.paymentMethod === 'invoice'
              ? t('mail.order-confirmation.next-invoice')
              : t('mail.order-confirmation.next-card'),
        },
        { type: 'link', label: t('mail.order-confirmation.see-order'), href: orderPageUrl },
      ],
      signoff: signoffIn(texts),
    },
  };
}

export function paymentReceivedMail(
  order: Pick<MailedOrder, 'id' | 'number' | 'customerName' | 'customerEmail' | 'total'>,
  texts: Texts,
): OutgoingMail {
  const { t } = texts;
  const amount = texts.money(order.total);
  return {
    to: order.customerEmail,
    subject: t('mail.payment-received.subject', { number: order.number }),
    kind: 'payment-received',
    orderId: order.id,
    content: {
      language: texts.language,
      preview: t('mail.payment-received.preview', { amount, number: order.number }),
      heading: t('mail.payment-received.heading'),
      greeting: t('mail.hello', { name: order.customerName }),
      blocks: [
        {
          type: 'paragraph',
          text: t('mail.payment-received.received', { amount, number: order.number }),
        },
        { type: 'paragraph', text: t('mail.payment-received.next') },
      ],
      signoff: signoffIn(texts),
    },
  };
}

/**
 * The parcel is on its way (issue 17): the carrier and tracking number when the admin gave them,
 * a button to the carrier's tracking page when there is one, and the order's own page (in the
 * order's language: `orderPageUrl` is built with texts.path).
 */
export function orderShippedMail(
  order: Pick<MailedOrder, 'id' | 'number' | 'customerName' | 'customerEmail' | 'deliveryPlace'>,
  shipment: Shipment | null,
  orderPageUrl: string,
  texts: Texts,
): OutgoingMail {
  const { t } = texts;
  const facts = [
    { label: t('mail.order.order'), value: order.number },
    { label: t('mail.order.delivering-to'), value: order.deliveryPlace },
    ...(shipment?.carrier
      ? [{ label: t('mail.order-shipped.carrier'), value: shipment.carrier }]
      : []),
    ...(shipment?.trackingNumber
      ? [{ label: t('mail.order-shipped.tracking-number'), value: shipment.trackingNumber }]
      : []),
  ];
  const tracking: MailBlock[] = shipment?.trackingUrl
    ? [{ type: 'action', label: t('mail.order-shipped.track'), href: shipment.trackingUrl }]
    : shipment?.trackingNumber
      ? [{ type: 'paragraph', text: t('mail.order-shipped.use-number') }]
      : [];
  const carrier = shipment?.carrier && shipment.carrier !== 'Other' ? shipment.carrier : null;
  return {
    to: order.customerEmail,
    subject: t('mail.order-shipped.subject', { number: order.number }),
    kind: 'order-shipped',
    orderId: order.id,
    content: {
      language: texts.language,
      preview: shipment?.carrier
        ? t('mail.order-shipped.preview-carrier', {
            number: order.number,
            carrier: shipment.carrier,
          })
        : t('mail.order-shipped.preview', { number: order.number }),
      heading: t('mail.order-shipped.heading'),
      greeting: t('mail.hello', { name: order.customerName }),
      blocks: [
        {
          type: 'paragraph',
          text: carrier
            ? t('mail.order-shipped.left-carrier', { number: order.number, carrier })
            : t('mail.order-shipped.left', { number: order.number }),
        },
        { type: 'facts', rows: facts },
        ...tracking,
        { type: 'link', label: t('mail.order-shipped.see-order'), href: orderPageUrl },
      ],
      signoff: signoffIn(texts),
    },
  };
}
