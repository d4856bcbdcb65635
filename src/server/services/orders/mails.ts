// The words of the order mails. Plain text: it reads everywhere and needs no template engine.
import { formatMoney } from '@/domain/money';
import type { OrderLine } from '@/domain/orders';
import type { OutgoingMail } from '../outbox';

type MailedOrder = {
  id: string;
  number: string;
  customerName: string;
  customerEmail: string;
  total: number;
  paymentMethod: 'card' | 'invoice';
  deliveryPlace: string;
  lines: OrderLine[];
};

/** One line of the mail; a box lists its components beneath it with its saving. */
function describeLine(line: OrderLine, money: (cents: number) => string): string[] {
  const first = `  ${line.quantity} × ${line.name}${line.type !== 'box' && line.variant ? ` (${line.variant})` : ''}  ${money(line.lineTotal)}`;
  if (line.type !== 'box') return [first];
  return [
    first,
    ...line.components.map(
      (c) => `      ${c.quantity} × ${c.name}${c.variant ? ` (${c.variant})` : ''}`,
    ),
    `      Box saving ${money(line.discount)} on ${money(line.sum)}`,
  ];
}

export function orderConfirmationMail(order: MailedOrder, locale: string): OutgoingMail {
  const money = (cents: number) => formatMoney(cents, locale);
  const lines = order.lines.flatMap((line) => describeLine(line, money));
  const next =
    order.paymentMethod === 'card'
      ? 'Your order is reserved for you until it is paid; unpaid orders are cancelled after a while.'
      : 'You pay on invoice: the invoice follows by mail.';
  return {
    to: order.customerEmail,
    subject: `Your Tress order ${order.number}`,
    kind: 'order-confirmation',
    orderId: order.id,
    text: [
      `Hello ${order.customerName},`,
      '',
      `Thank you for your order ${order.number}.`,
      '',
      ...lines,
      `  Total ${money(order.total)}`,
      '',
      `Delivery: ${order.deliveryPlace}`,
      next,
      '',
      'Tress',
    ].join('\n'),
  };
}

export function paymentReceivedMail(
  order: Pick<MailedOrder, 'id' | 'number' | 'customerName' | 'customerEmail' | 'total'>,
  locale: string,
): OutgoingMail {
  return {
    to: order.customerEmail,
    subject: `Payment received for ${order.number}`,
    kind: 'payment-received',
    orderId: order.id,
    text: [
      `Hello ${order.customerName},`,
      '',
      `We received your payment of ${formatMoney(order.total, locale)} for order ${order.number}.`,
      'We are getting it ready and will let you know when it ships.',
      '',
      'Tress',
    ].join('\n'),
  };
}
