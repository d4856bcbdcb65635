// The payment-provider seam (product.md §2 "Payments"). Routes and services talk to this
// interface only; which provider runs is decided once, from the environment, in choose-provider.ts.
import type { OrderView } from '@/domain/orders';

/** The only card facts we ever keep: enough for a receipt or a support question, never a PAN. */
export type CardSummary = { brand: string; last4: string };

/** A card as the server holds it for the length of one request: parsed by cardPaymentSchema. */
export type CardDetails = { cardNumber: string; expiry: string; cvc: string; name: string };

export type CardOutcome =
  | { status: 'succeeded'; reference: string; card: CardSummary }
  | { status: 'declined'; reason: string; reference: string; card: CardSummary };

/** What a hosted checkout needs beyond the order: where to return, whom to prefill. */
export type CheckoutRequest = {
  /** Absolute URLs the provider's page sends the shopper back to. */
  successUrl: string;
  cancelUrl: string;
  /** The order's real address (OrderView only carries it masked). */
  customerEmail: string;
  /** The order's language (issue 30): the provider's page and the lines' words are in it. */
  language: string;
  /** What the provider's page calls the order and its delivery, in that language. */
  labels: CheckoutLabels;
};

export type CheckoutLabels = {
  /** "Order TR-000123": the one line of an order with a discount. */
  order: (number: string) => string;
  /** "Delivery (home)". */
  delivery: (method: 'home' | 'locker' | 'salon') => string;
};

/** The labels in English, as Stripe's page showed them before the shop had languages. */
export const ENGLISH_CHECKOUT_LABELS: CheckoutLabels = {
  order: (number) => `Order ${number}`,
  delivery: (method) => `Delivery (${method})`,
};

export type CheckoutStart = { url: string; reference: string };

export type PaymentProviderKind = 'test' | 'stripe';

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /**
   * Charges a card typed into the shop's own form. Null for hosted providers, where the shop
   * never sees card numbers at all (the shopper types them on the provider's page).
   */
  readonly payCard: ((order: OrderView, card: CardDetails) => Promise<CardOutcome>) | null;
  /** Starts the provider's hosted checkout and gives the page to send the shopper to. */
  readonly startCheckout:
    ((order: OrderView, request: CheckoutRequest) => Promise<CheckoutStart>) | null;
}

/** Brand from the card number's prefix (IIN), for the receipt line "Visa ending in 4242". */
export function summariseCard(cardNumber: string): CardSummary {
  const brand = /^4/.test(cardNumber)
    ? 'visa'
    : /^(5[1-5]|2[2-7])/.test(cardNumber)
      ? 'mastercard'
      : /^3[47]/.test(cardNumber)
        ? 'amex'
        : /^6/.test(cardNumber)
          ? 'maestro'
          : 'card';
  return { brand, last4: cardNumber.slice(-4) };
}
