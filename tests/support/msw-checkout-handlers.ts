// MSW answers for checkout, shaped like the real API (product.md §8): quotes priced from the
// cart's fixture products for the request's tier, orders kept in memory with idempotent
// replays, and payments with Stripe's test numbers (4242… pays, 4000 0000 0000 0002 declines).
import { http, HttpResponse } from 'msw';
import {
  formatOrderNumber,
  firstNameOf,
  maskEmail,
  type OrderLine,
  type OrderRequest,
  type OrderView,
  type Quote,
  type QuoteRequest,
} from '@/domain/orders';
import { unitPriceFor, type PricingTier } from '@/domain/pricing';
import { BOX_SIZE_NAMES, boxPrice, DEFAULT_BOX_SIZES } from '@/domain/boxes';
import { BOX_PRODUCTS } from './msw-box-builder-handlers';
import { DEFAULT_SETTINGS } from '@/domain/settings';
import { vatBreakdown, VAT_RATES } from '@/domain/vat';
import {
  BUNDLE,
  FF_KEY,
  LOCKERS,
  OIL,
  PARTNER_SALONS,
  SALON_KEY,
  TEST_SALON,
} from './msw-cart-handlers';

export const PAYING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

/** Every order the handlers made or a test put in, by id. */
export const orders = new Map<string, OrderView>();
/** Idempotency-Key → order id, as the server remembers them. */
const byKey = new Map<string, string>();
/** The Idempotency-Key of every POST /api/orders, in order; tests read and clear it. */
export const orderKeys: string[] = [];
let sequence = 122;

function tierOf(request: Request): PricingTier {
  const access = request.headers.get('X-Tress-Access');
  return access === `salon:${TEST_SALON.id}:${SALON_KEY}` || access === `ff:${FF_KEY}`
    ? 'business'
    : 'client';
}

export function quoteFor(body: QuoteRequest, tier: PricingTier): Quote {
  const priced = (productId: number, variant: string | null | undefined) => {
    const product = [BUNDLE, OIL, ...BOX_PRODUCTS].find((p) => p.id === productId) ?? OIL;
    return { product, unitPrice: unitPriceFor(product, variant ?? null, tier) };
  };
  const lines = body.items.flatMap((item): OrderLine[] => {
    // The web tests' drop lines are answered by their own handlers.
    if (item.type === 'drop') return [];
    if (item.type === 'box') {
      const rule = DEFAULT_BOX_SIZES.find((size) => size.id === item.size) ?? DEFAULT_BOX_SIZES[0]!;
      const components = item.components.map((c) => {
        const { product, unitPrice } = priced(c.productId, c.variant);
        return {
          productId: c.productId,
          variant: c.variant ?? null,
          name: product.name,
          quantity: c.quantity,
          unitPrice,
          lineTotal: unitPrice * c.quantity,
        };
      });
      const price = boxPrice(components, rule.percentOff);
      return [
        {
          type: 'box',
          size: item.size,
          name: BOX_SIZE_NAMES[item.size],
          quantity: 1,
          unitPrice: price.price,
          lineTotal: price.price,
          sum: price.sum,
          discount: price.discount,
          components,
        },
      ];
    }
    const product = [BUNDLE, OIL].find((p) => p.id === item.productId) ?? OIL;
    const unitPrice = unitPriceFor(product, item.variant ?? null, tier);
    return [
      {
        productId: item.productId,
        variant: item.variant ?? null,
        name: product.name,
        quantity: item.quantity,
        unitPrice,
        lineTotal: unitPrice * item.quantity,
      },
    ];
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const freeDelivery = subtotal >= DEFAULT_SETTINGS.freeDeliveryThresholds[tier];
  const shipping = freeDelivery ? 0 : DEFAULT_SETTINGS.deliveryFees[body.delivery.method];
  return {
    lines,
    totals: { subtotal, discount: 0, shipping, total: subtotal + shipping },
    tier,
    freeDelivery,
    offerCode: null,
    vat: vatOfTotal(subtotal + shipping),
  };
}

/** As the server works it out: everything the stand-in sells is at the standard rate. */
function vatOfTotal(total: number) {
  return vatBreakdown([{ gross: total, rate: VAT_RATES.standard }]);
}

/** The one code the stand-in accepts: 10 % off the subtotal, as the seed's WELCOME10. */
export const WELCOME_CODE = 'WELCOME10';

function withWelcomeCode(quote: Quote): Quote {
  const saving = Math.round(quote.totals.subtotal / 10);
  const { subtotal, shipping } = quote.totals;
  return {
    ...quote,
    totals: { subtotal, discount: saving, shipping, total: subtotal - saving + shipping },
    offerCode: { code: WELCOME_CODE, offerId: 1, title: 'Welcome: 10 % off', saving },
    vat: vatOfTotal(subtotal - saving + shipping),
  };
}

function placeOf(delivery: OrderRequest['delivery']): string {
  // As the server answers: a home delivery shows only its city.
  if (delivery.method === 'home') return delivery.address.city;
  if (delivery.method === 'locker') {
    const locker = LOCKERS.find((l) => l.code === delivery.lockerId);
    return locker ? `${locker.name}, ${locker.city}` : delivery.lockerId;
  }
  const salon = PARTNER_SALONS.find((s) => s.id === delivery.salonId);
  return salon ? `${salon.salon_name}, ${salon.city}` : delivery.salonId;
}

/** An order as the API shows it; tests override fields (status, expiresAt …) as they need. */
export function makeOrder(fields: Partial<OrderView> = {}): OrderView {
  sequence += 1;
  const quote = quoteFor(
    {
      items: [{ productId: OIL.id, quantity: 2 }],
      delivery: { method: 'locker', lockerId: 'UT-01' },
    },
    'client',
  );
  return {
    id: crypto.randomUUID(),
    number: formatOrderNumber(sequence),
    status: 'pending_payment',
    lines: quote.lines,
    totals: quote.totals,
    tier: 'client',
    delivery: { method: 'locker', place: 'Utrecht Centraal locker, Utrecht' },
    payment: { method: 'card' },
    customer: { firstName: 'Amara', email: maskEmail('amara@example.com') },
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    vat: quote.vat,
    company: null,
    ...fields,
  };
}

export function putOrder(order: OrderView): OrderView {
  orders.set(order.id, order);
  return order;
}

const notFound = () =>
  HttpResponse.json({ code: 'NOT_FOUND', message: 'There is no such order.' }, { status: 404 });

export const checkoutHandlers = [
  http.post('*/api/orders/quote', async ({ request }) => {
    const body = (await request.json()) as QuoteRequest;
    if (body.offerCode?.trim().toUpperCase() === WELCOME_CODE) {
      return HttpResponse.json(withWelcomeCode(quoteFor(body, tierOf(request))));
    }
    if (body.offerCode) {
      return HttpResponse.json(
        {
          code: 'OFFER_CODE_INVALID',
          message: 'There is no offer with this code.',
          issues: [{ path: ['offerCode'], message: 'There is no offer with this code.' }],
        },
        { status: 422 },
      );
    }
    return HttpResponse.json(quoteFor(body, tierOf(request)));
  }),

  http.post('*/api/orders', async ({ request }) => {
    const key = request.headers.get('Idempotency-Key') ?? '';
    orderKeys.push(key);
    const known = orders.get(byKey.get(key) ?? '');
    if (known) return HttpResponse.json(known, { status: 200 });
    const body = (await request.json()) as OrderRequest;
    const tier = tierOf(request);
    const quote = quoteFor(body, tier);
    const invoice = body.payment.method === 'invoice';
    const order = putOrder(
      makeOrder({
        lines: quote.lines,
        totals: quote.totals,
        vat: quote.vat,
        company: body.company ?? null,
        tier,
        status: invoice ? 'awaiting_invoice' : 'pending_payment',
        delivery: { method: body.delivery.method, place: placeOf(body.delivery) },
        payment: { method: body.payment.method },
        customer: {
          firstName: firstNameOf(body.customer.name),
          email: maskEmail(body.customer.email),
        },
        expiresAt: invoice ? null : new Date(Date.now() + 30 * 60_000).toISOString(),
      }),
    );
    byKey.set(key, order.id);
    return HttpResponse.json(order, { status: 201 });
  }),

  http.get('*/api/orders/:id', ({ params }) => {
    const order = orders.get(String(params.id));
    return order ? HttpResponse.json(order) : notFound();
  }),

  http.post('*/api/orders/:id/payments', async ({ params, request }) => {
    const order = orders.get(String(params.id));
    if (!order) return notFound();
    if (order.status !== 'pending_payment') {
      return HttpResponse.json(
        { code: 'ALREADY_PAID', message: 'This order is already paid.' },
        { status: 409 },
      );
    }
    const { cardNumber } = (await request.json()) as { cardNumber: string };
    if (cardNumber !== PAYING_CARD) {
      return HttpResponse.json(
        { code: 'PAYMENT_DECLINED', message: 'Your card was declined' },
        { status: 402 },
      );
    }
    const paid = putOrder({ ...order, status: 'paid', expiresAt: null });
    return HttpResponse.json({ status: 'paid', order: paid });
  }),
];

// ---- Online payments (issue 31): starting at the provider, and the built-in test bank ----

/** A payment at the test bank, as GET /api/test-bank/payments/{reference} shows it. */
export interface TestBankPaymentFixture {
  reference: string;
  orderId: string;
  method: 'ideal' | 'bancontact' | 'card';
  amount: number;
  currency: 'eur';
  description: string;
  merchant: string;
  status: 'open' | 'paid' | 'failed' | 'canceled' | 'expired';
  banks: { id: string; name: string }[];
}

export const TEST_BANKS = [
  { id: 'ideal_TESTNL2A', name: 'Test Bank A' },
  { id: 'ideal_TESTNL2B', name: 'Test Bank B' },
];

/** The test bank's payments by reference; tests put their own in. */
export const testBankPayments = new Map<string, TestBankPaymentFixture>();
/** The body of every POST /api/orders/{id}/payments/checkout, in order; tests read and clear it. */
export const checkoutStarts: { orderId: string; method: string | undefined }[] = [];
/** The body of every POST /api/test-bank/payments/{reference}, in order. */
export const testBankAnswers: { reference: string; outcome: string; bank?: string }[] = [];
let bankSequence = 0;

export function putTestBankPayment(
  fields: Partial<TestBankPaymentFixture> & { orderId: string },
): TestBankPaymentFixture {
  bankSequence += 1;
  const payment: TestBankPaymentFixture = {
    reference: `tb_test${bankSequence}`,
    method: 'ideal',
    amount: 4590,
    currency: 'eur',
    description: 'Order TR-000123',
    merchant: 'Tress B.V.',
    status: 'open',
    banks: TEST_BANKS,
    ...fields,
  };
  testBankPayments.set(payment.reference, payment);
  return payment;
}

const SITE = 'http://tress.test';

export const paymentHandlers = [
  http.post('*/api/orders/:id/payments/checkout', async ({ params, request }) => {
    const order = orders.get(String(params.id));
    if (!order) return notFound();
    const body = (await request.json()) as { method?: 'ideal' | 'bancontact' | 'card' };
    checkoutStarts.push({ orderId: order.id, method: body.method });
    if (order.status !== 'pending_payment') {
      return HttpResponse.json(
        { code: 'ALREADY_PAID', message: 'This order is already paid.' },
        { status: 409 },
      );
    }
    const payment = putTestBankPayment({
      orderId: order.id,
      method: body.method ?? (order.payment.method === 'invoice' ? 'card' : order.payment.method),
      amount: order.totals.total,
      description: `Order ${order.number}`,
    });
    return HttpResponse.json({ url: `${SITE}/test-bank/${payment.reference}` });
  }),

  http.get('*/api/test-bank/payments/:reference', ({ params }) => {
    const payment = testBankPayments.get(String(params.reference));
    if (!payment) {
      return HttpResponse.json(
        { code: 'NOT_FOUND', message: 'There is no such payment.' },
        { status: 404 },
      );
    }
    const { orderId: _orderId, ...shown } = payment;
    return HttpResponse.json(shown);
  }),

  http.post('*/api/test-bank/payments/:reference', async ({ params, request }) => {
    const payment = testBankPayments.get(String(params.reference));
    if (!payment) return notFound();
    const body = (await request.json()) as { outcome: string; bank?: string };
    testBankAnswers.push({ reference: payment.reference, ...body });
    const success = `${SITE}/success?order=${payment.orderId}`;
    const cancel = `${SITE}/cart?payment=cancelled`;
    if (payment.status !== 'open') {
      return HttpResponse.json(
        {
          code: 'PAYMENT_NOT_OPEN',
          message: 'This payment is no longer open.',
          redirect: payment.status === 'canceled' ? cancel : success,
        },
        { status: 409 },
      );
    }
    if (body.outcome === 'paid' && payment.method === 'ideal' && !body.bank) {
      return HttpResponse.json(
        { code: 'VALIDATION_FAILED', message: 'Choose a bank.', issues: [] },
        { status: 400 },
      );
    }
    const status = (
      {
        paid: 'paid',
        failed: 'failed',
        cancelled: 'canceled',
        expired: 'expired',
        open: 'open',
      } as const
    )[body.outcome as 'paid'];
    testBankPayments.set(payment.reference, { ...payment, status });
    return HttpResponse.json({ redirect: body.outcome === 'cancelled' ? cancel : success });
  }),
];
