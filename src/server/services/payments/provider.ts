// The payment-provider seam (product.md §2 "Payments"). Routes and services talk to this
// interface only; which provider runs is decided once, from the environment, in choose-provider.ts.
import type { Cents } from '@/domain/money';
import type { OnlinePaymentMethod, OrderView, PaymentState } from '@/domain/orders';
import type { Database } from '../../db/client';

/** The only card facts we ever keep: enough for a receipt or a support question, never a PAN. */
export type CardSummary = { brand: string; last4: string };

/** A card as the server holds it for the length of one request: parsed by cardPaymentSchema. */
export type CardDetails = { cardNumber: string; expiry: string; cvc: string; name: string };

export type CardOutcome =
  | { status: 'succeeded'; reference: string; card: CardSummary }
  | { status: 'declined'; reason: string; reference: string; card: CardSummary };

/** What a hosted checkout needs beyond the order: where to return, whom to prefill. */
export type CheckoutRequest = {
  /** iDEAL, Bancontact or card: the provider's page opens at that method's step. */
  method: OnlinePaymentMethod;
  /**
   * Absolute URLs the provider's page sends the shopper back to: after paying or leaving the
   * payment open (and, where the provider has one address only, after any outcome), and after
   * cancelling at the bank (the cart).
   */
  successUrl: string;
  cancelUrl: string;
  /** Where the provider reports the payment's changes (Mollie: POST id=…); on SITE_URL. */
  webhookUrl: string;
  /**
   * The order's latest attempt that ended (failed, cancelled, expired), if any: a provider that
   * replays answers by idempotency key must key a retry apart from it, or it would hand back the
   * dead payment's page.
   */
  retryAfter?: string | null;
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

export type PaymentProviderKind = 'test' | 'stripe' | 'mollie';

/**
 * A payment as its provider holds it now: what a webhook that carries only an id (Mollie, the
 * test bank) is worth once fetched back from the provider. The shop acts on this, never on the
 * webhook's body.
 */
export type ProviderPayment = {
  reference: string;
  status: PaymentState;
  /** Cents, in `currency` (lower case, "eur"). */
  amount: Cents;
  currency: string;
  /** The order the payment was made for (its metadata), lower case; null when it names none. */
  orderId: string | null;
  method: OnlinePaymentMethod | null;
};

export type RefundRequest = {
  /** The payment at the provider: its reference, or its charge (Stripe's payment intent). */
  reference: string;
  amount: Cents;
  /** The shop's id of the refund: the same refund asked twice is made once. */
  idempotencyKey: string;
  /** "Refund TR-000123", for the provider's dashboard and the shopper's statement. */
  description: string;
};

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /**
   * Charges a card typed into the shop's own form. Null for hosted providers, where the shop
   * never sees card numbers at all (the shopper types them on the provider's page).
   */
  readonly payCard: ((order: OrderView, card: CardDetails) => Promise<CardOutcome>) | null;
  /**
   * Starts a payment at the provider and gives the page to send the shopper to. `db` is the
   * shop's database: only the built-in test provider keeps its (stand-in) book there.
   */
  readonly startCheckout: (
    order: OrderView,
    request: CheckoutRequest,
    db: Database,
  ) => Promise<CheckoutStart>;
  /** The payment as the provider has it now; null where the webhook is signed (Stripe). */
  readonly fetchPayment: ((reference: string, db: Database) => Promise<ProviderPayment>) | null;
  /** Gives money back through the provider that took it; the provider's refund id. */
  readonly refund: (request: RefundRequest, db: Database) => Promise<{ reference: string }>;
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
