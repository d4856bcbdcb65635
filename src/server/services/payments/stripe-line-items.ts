// What Stripe's checkout page lists, in cents EUR, adding up to exactly the order's total.
import type Stripe from 'stripe';
import type { OrderView } from '@/domain/orders';
import { ENGLISH_CHECKOUT_LABELS, type CheckoutLabels } from './provider';

type LineItem = Stripe.Checkout.SessionCreateParams.LineItem;

/**
 * The order's lines plus delivery. Checkout has no negative lines, so an order with a discount
 * is sent as one line for its total instead: the shopper must be charged exactly what the
 * server priced, never a sum Stripe recomputes.
 */
export function checkoutLineItems(
  order: OrderView,
  labels: CheckoutLabels = ENGLISH_CHECKOUT_LABELS,
): LineItem[] {
  const { totals } = order;
  if (totals.discount > 0) {
    return [
      item(labels.order(order.number), totals.total, 1, order.lines.map(describe).join(', ')),
    ];
  }
  const items = order.lines.map((line) => item(describe(line), line.unitPrice, line.quantity));
  if (totals.shipping > 0)
    items.push(item(labels.delivery(order.delivery.method), totals.shipping, 1));

  const charged = items.reduce(
    (sum, line) => sum + (line.price_data?.unit_amount ?? 0) * (line.quantity ?? 0),
    0,
  );
  if (charged !== totals.total) {
    // The order's own figures disagree: refuse rather than charge a wrong amount.
    throw new Error(`Order ${order.number}: lines add up to ${charged}, total is ${totals.total}`);
  }
  return items;
}

function describe(line: OrderView['lines'][number]): string {
  if (line.type === 'box') {
    const components = line.components.map((c) => `${c.quantity} × ${c.name}`).join(', ');
    return `${line.name}: ${components}`;
  }
  return line.variant ? `${line.name} (${line.variant})` : line.name;
}

function item(name: string, unitAmount: number, quantity: number, description?: string): LineItem {
  return {
    quantity,
    price_data: {
      currency: 'eur',
      unit_amount: unitAmount,
      product_data: description ? { name, description: description.slice(0, 500) } : { name },
    },
  };
}
