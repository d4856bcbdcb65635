// The words of the order mails: the confirmation, the payment, and the parcel on its way. Each is
// content that the outbox renders to a plain-text and a designed HTML part.
import { formatMoney } from '@/domain/money';
import type { OrderLine, Totals } from '@/domain/orders';
import { hasVat, type VatSummary } from '@/domain/vat';
import type { Shipment } from '@/domain/shipments';
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
  paymentMethod: 'card' | 'invoice';
  deliveryPlace: string;
  lines: OrderLine[];
};

const SIGNOFF = ['Kind regards,', 'Tress'];

/** One line of the mail; a box lists its components beneath it with its saving. */
function mailLine(line: OrderLine, money: (cents: number) => string): MailOrderLine {
  const text = `${line.quantity} × ${line.name}${line.type !== 'box' && line.variant ? ` (${line.variant})` : ''}`;
  if (line.type !== 'box') return { text, amount: money(line.lineTotal), details: [] };
  return {
    text,
    amount: money(line.lineTotal),
    details: [
      ...line.components.map(
        (c) => `${c.quantity} × ${c.name}${c.variant ? ` (${c.variant})` : ''}`,
      ),
      `Box saving ${money(line.discount)} on ${money(line.sum)}`,
    ],
  };
}

/** Subtotal, discount and delivery, as the order page shows them. */
function sumsOf(totals: Totals | undefined, money: (cents: number) => string): MailAmount[] {
  if (!totals) return [];
  return [
    { label: 'Subtotal', amount: money(totals.subtotal) },
    ...(totals.discount > 0 ? [{ label: 'Discount', amount: `−${money(totals.discount)}` }] : []),
    { label: 'Delivery', amount: totals.shipping === 0 ? 'Free' : money(totals.shipping) },
  ];
}

function vatNotes(vat: VatSummary | undefined, money: (cents: number) => string): MailAmount[] {
  if (!hasVat(vat)) return [];
  return vat.rates.map((part) => ({
    label: `Including ${part.rate}\u00a0% VAT`,
    amount: money(part.vat),
  }));
}

export function orderConfirmationMail(order: MailedOrder, locale: string): OutgoingMail {
  const money = (cents: number) => formatMoney(cents, locale);
  const next =
    order.paymentMethod === 'card'
      ? 'Your order is reserved for you until it is paid; unpaid orders are cancelled after a while.'
      : 'You pay on invoice: the invoice follows by mail.';
  return {
    to: order.customerEmail,
    subject: `Your Tress order ${order.number}`,
    kind: 'order-confirmation',
    orderId: order.id,
    content: {
      preview: `Order ${order.number}, ${money(order.total)} — ${order.deliveryPlace}`,
      heading: 'Thank you for your order',
      greeting: `Hello ${order.customerName},`,
      blocks: [
        { type: 'paragraph', text: `Thank you for your order ${order.number}.` },
        {
          type: 'order-lines',
          lines: order.lines.map((line) => mailLine(line, money)),
          sums: sumsOf(order.totals, money),
          total: { label: 'Total', amount: money(order.total) },
          notes: vatNotes(order.vat, money),
        },
        {
          type: 'facts',
          rows: [
            { label: 'Order', value: order.number },
            { label: 'Delivering to', value: order.deliveryPlace },
            { label: 'Payment', value: order.paymentMethod === 'card' ? 'Card' : 'On invoice' },
          ],
        },
        { type: 'paragraph', text: next },
      ],
      signoff: SIGNOFF,
    },
  };
}

export function paymentReceivedMail(
  order: Pick<MailedOrder, 'id' | 'number' | 'customerName' | 'customerEmail' | 'total'>,
  locale: string,
): OutgoingMail {
  const amount = formatMoney(order.total, locale);
  return {
    to: order.customerEmail,
    subject: `Payment received for ${order.number}`,
    kind: 'payment-received',
    orderId: order.id,
    content: {
      preview: `We received ${amount} for order ${order.number}.`,
      heading: 'Payment received',
      greeting: `Hello ${order.customerName},`,
      blocks: [
        {
          type: 'paragraph',
          text: `We received your payment of ${amount} for order ${order.number}.`,
        },
        {
          type: 'paragraph',
          text: 'We are getting it ready and will let you know when it ships.',
        },
      ],
      signoff: SIGNOFF,
    },
  };
}

/**
 * The parcel is on its way (issue 17): the carrier and tracking number when the admin gave them,
 * a button to the carrier's tracking page when there is one, and the order's own page.
 */
export function orderShippedMail(
  order: Pick<MailedOrder, 'id' | 'number' | 'customerName' | 'customerEmail' | 'deliveryPlace'>,
  shipment: Shipment | null,
  orderPageUrl: string,
): OutgoingMail {
  const facts = [
    { label: 'Order', value: order.number },
    { label: 'Delivering to', value: order.deliveryPlace },
    ...(shipment?.carrier ? [{ label: 'Carrier', value: shipment.carrier }] : []),
    ...(shipment?.trackingNumber
      ? [{ label: 'Tracking number', value: shipment.trackingNumber }]
      : []),
  ];
  const tracking: MailBlock[] = shipment?.trackingUrl
    ? [{ type: 'action', label: 'Track your parcel', href: shipment.trackingUrl }]
    : shipment?.trackingNumber
      ? [
          {
            type: 'paragraph',
            text: 'Use the tracking number with the carrier to follow your parcel.',
          },
        ]
      : [];
  return {
    to: order.customerEmail,
    subject: `Your Tress order ${order.number} is on its way`,
    kind: 'order-shipped',
    orderId: order.id,
    content: {
      preview: shipment?.carrier
        ? `Order ${order.number} is on its way with ${shipment.carrier}.`
        : `Order ${order.number} is on its way.`,
      heading: 'Your order is on its way',
      greeting: `Hello ${order.customerName},`,
      blocks: [
        {
          type: 'paragraph',
          text: `Good news: order ${order.number} has left us and is on its way${shipment?.carrier && shipment.carrier !== 'Other' ? ` with ${shipment.carrier}` : ''}.`,
        },
        { type: 'facts', rows: facts },
        ...tracking,
        { type: 'link', label: 'See your order', href: orderPageUrl },
      ],
      signoff: SIGNOFF,
    },
  };
}
