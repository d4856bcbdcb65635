// Mollie (issue 31), through its official client: the shopper pays on Mollie's page, and Mollie's
// webhook carries only the payment's id. The shop then fetches the payment back (fetchPayment)
// and acts on what Mollie says, never on the webhook's body, which anyone can post.
import {
  createMollieClient,
  Locale,
  PaymentMethod,
  PaymentStatus,
  type Payment,
} from '@mollie/api-client';
import type { Cents } from '@/domain/money';
import type { OnlinePaymentMethod, PaymentState } from '@/domain/orders';
import type { PaymentProvider, ProviderPayment } from './provider';

export type MollieProvider = PaymentProvider & { readonly kind: 'mollie' };

export type MollieSettings = {
  /** test_… or live_… (env.ts checks the prefix). */
  apiKey: string;
  /** A stand-in for https://api.mollie.com/v2/ (tests); unset in real use. */
  apiBase?: string | undefined;
  /** How long one call to Mollie may take before the shop gives up on it. */
  timeoutMs?: number;
};

/**
 * The client has no timeout of its own (it retries a 5xx twice, two seconds apart, and waits on
 * the socket for as long as the socket stays open): a hanging Mollie must not hold a shopper's
 * checkout button, or a webhook, for minutes.
 */
const DEFAULT_TIMEOUT_MS = 15_000;

export function createMollieProvider(settings: MollieSettings): MollieProvider {
  const mollie = createMollieClient({
    apiKey: settings.apiKey,
    ...(settings.apiBase ? { apiEndpoint: settings.apiBase } : {}),
  });
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    kind: 'mollie',
    payCard: null,
    startCheckout: async (order, request) => {
      // Two clicks on "pay" for the same order, amount and method make one payment: Mollie
      // answers a key it has seen with its first answer. That answer is stale once the payment
      // ended, so each payment is looked up again: a failed, cancelled or expired one is followed
      // by the next payment, keyed after it (the same for both clicks of a retry, too).
      const base = `checkout-${order.id}-${order.totals.total}-${request.method}`;
      let idempotencyKey = base;
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
        const created = await withinDeadline(
          timeoutMs,
          'creating a payment',
          mollie.payments.create({
            amount: { currency: 'EUR', value: mollieAmount(order.totals.total) },
            description: request.labels.order(order.number),
            method: MOLLIE_METHOD[request.method],
            redirectUrl: request.successUrl,
            cancelUrl: request.cancelUrl,
            webhookUrl: request.webhookUrl,
            locale: mollieLocale(request.language),
            metadata: { order_id: order.id, order_number: order.number },
            idempotencyKey,
          }),
        );
        const payment = await withinDeadline(
          timeoutMs,
          'fetching a payment',
          mollie.payments.get(created.id),
        );
        const state = SHOP_STATE[payment.status];
        if (payment.status === PaymentStatus.open) {
          const url = payment.getCheckoutUrl();
          if (!url)
            throw new Error(`Mollie returned payment ${payment.id} without a checkout link`);
          return { url, reference: payment.id };
        }
        // Paid, or on its way (pending, authorized): never a second payment; the shopper waits
        // for it on the order's page.
        if (state === 'open' || state === 'paid')
          return { url: request.successUrl, reference: payment.id };
        idempotencyKey = `${base}-after-${payment.id}`;
      }
      throw new Error(`Mollie ended ${MAX_ATTEMPTS} payments of order ${order.number} in a row`);
    },
    fetchPayment: async (reference) => {
      // The id comes from a webhook's body: it only ever names a payment, never another path.
      if (!MOLLIE_PAYMENT_ID.test(reference))
        throw new Error(`Not a Mollie payment id: ${JSON.stringify(reference.slice(0, 40))}`);
      const payment = await withinDeadline(
        timeoutMs,
        'fetching a payment',
        mollie.payments.get(reference),
      );
      return providerPayment(payment);
    },
    refund: async (request) => {
      const refund = await withinDeadline(
        timeoutMs,
        'creating a refund',
        mollie.paymentRefunds.create({
          paymentId: request.reference,
          amount: { currency: 'EUR', value: mollieAmount(request.amount) },
          description: request.description,
          idempotencyKey: request.idempotencyKey,
        }),
      );
      return { reference: refund.id };
    },
  };
}

const MOLLIE_PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;
/** Payments of one order, method and amount that may end before the shop gives up. */
const MAX_ATTEMPTS = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const MOLLIE_METHOD: Record<OnlinePaymentMethod, PaymentMethod> = {
  ideal: PaymentMethod.ideal,
  bancontact: PaymentMethod.bancontact,
  card: PaymentMethod.creditcard,
};

const SHOP_METHOD: Partial<Record<string, OnlinePaymentMethod>> = {
  ideal: 'ideal',
  bancontact: 'bancontact',
  creditcard: 'card',
};

/**
 * Mollie's statuses as the shop's payment states. `authorized` (pay later, captured on
 * shipment) and `pending` (the bank is still deciding) are not money yet: still open.
 */
const SHOP_STATE: Record<PaymentStatus, PaymentState> = {
  [PaymentStatus.open]: 'open',
  [PaymentStatus.pending]: 'open',
  [PaymentStatus.authorized]: 'open',
  [PaymentStatus.paid]: 'paid',
  [PaymentStatus.failed]: 'failed',
  [PaymentStatus.canceled]: 'cancelled',
  [PaymentStatus.expired]: 'expired',
};

/** The shop's languages on Mollie's page; Belgian French for `fr` (Bancontact's shoppers). */
const MOLLIE_LOCALE: Partial<Record<string, Locale>> = {
  nl: Locale.nl_NL,
  en: Locale.en_US,
  fr: Locale.fr_BE,
  de: Locale.de_DE,
};

function mollieLocale(language: string): Locale | undefined {
  // Unset, Mollie picks the page's language from the shopper's browser.
  return MOLLIE_LOCALE[language];
}

function providerPayment(payment: Payment): ProviderPayment {
  const status = SHOP_STATE[payment.status];
  if (!status) throw new Error(`Mollie payment ${payment.id} has unknown status ${payment.status}`);
  const method = typeof payment.method === 'string' ? SHOP_METHOD[payment.method] : undefined;
  return {
    reference: payment.id,
    status,
    amount: centsOf(payment.amount.value),
    currency: payment.amount.currency.toLowerCase(),
    orderId: orderIdOf(payment.metadata),
    method: method ?? null,
  };
}

function orderIdOf(metadata: unknown): string | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const orderId = (metadata as Record<string, unknown>).order_id;
  return typeof orderId === 'string' && UUID.test(orderId) ? orderId.toLowerCase() : null;
}

/** 1234 cents → "12.34": Mollie's amounts are decimal strings with exactly two decimals. */
export function mollieAmount(cents: Cents): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`A Mollie amount must be whole cents, got ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "12.34" → 1234, by the digits alone: a float would turn 0.29 into 28.999… cents. */
export function centsOf(value: string): Cents {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new Error(`Mollie sent an amount the shop cannot read: "${value}"`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The call's answer, or an error once `ms` have passed; the call itself is left to finish. */
async function withinDeadline<T>(ms: number, what: string, call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Mollie did not answer within ${ms} ms (${what})`)),
      ms,
    );
  });
  try {
    return await Promise.race([call, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
