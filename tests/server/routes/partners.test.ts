import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@/domain/orders';
import type { OrderStatus } from '@/domain/order-status';
import type {
  PartnerDetail,
  PartnerList,
  PartnerMonth,
  PartnerSummary,
  SharedRecommendations,
} from '@/domain/partners';
import type { RecommendationReceipt } from '@/domain/recommendations';
import { offers, orders, partnerPayouts, recommendations } from '@/server/db/schema';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';
import type { ApiClient, ApiProblem } from '../../support/api-client';
import { ADMIN_EMAIL } from '../../support/auth-tokens';
import { insertSalon, salonAccessFor } from '../../support/catalog-fixtures';
import {
  ON_INVOICE,
  FRIENDS_FAMILY_KEY,
  insertOrderShop,
  orderRequest,
  placeOrder,
  type OrderShop,
} from '../../support/order-fixtures';

// product.md §12, §14, issue 14: a partner (an approved salon) earns its rate — copied onto each
// order when placed — of a referred order's goods after discounts and without delivery, once the
// order is paid (never cancelled or refunded), in the Amsterdam month it was paid (or placed, for
// an invoice order). A month that has ended can be marked paid out once; its amount is frozen.
let fixture: AdminTestApp;
let app: AdminTestApp['app'];
let admin: ApiClient;
let shop: OrderShop;
const db = () => fixture.db;

beforeAll(async () => {
  fixture = await buildAdminTestApp({ env: { ORDER_RATE_LIMIT_PER_MINUTE: '100000' } });
  ({ app, admin } = fixture);
  shop = await insertOrderShop(db());
  await db()
    .insert(offers)
    .values({
      title: 'Ten off',
      kind: 'percent',
      value: 10,
      targetType: 'order',
      code: 'TENOFF',
      startsAt: new Date('2020-01-01T00:00:00Z'),
    });
});
afterAll(() => fixture.close());

/** A new approved salon with its salon session's access. */
async function partnerSalon(salonName: string, city = 'Amsterdam') {
  const id = await insertSalon(db(), { salonName, city, email: `${salonName}@salon.example` });
  return { id, access: await salonAccessFor(db(), id) };
}

async function share(access: string, note = 'For you'): Promise<string> {
  const { body } = await fixture.anonymous
    .as({ access })
    .post<RecommendationReceipt>(
      '/api/recommendations',
      { note, items: [{ productId: shop.shampoo, quantity: 1 }] },
      { status: 201 },
    );
  return body.id;
}

type Referred = {
  recommendationId: string;
  items?: { productId: number; quantity: number }[];
  offerCode?: string;
  /** The shopper's access: a client when absent. */
  access?: string;
  invoice?: boolean;
  status: OrderStatus;
  paidAt?: string | null;
  createdAt?: string;
};

/**
 * An order placed through the shop with the recommendation, then moved to `status` with the
 * given paid_at / created_at written straight into its row: the API cannot backdate an order or
 * a payment, and the months tested here lie in the past.
 */
async function referredOrder(order: Referred): Promise<OrderView> {
  const { body } = await placeOrder(
    app,
    orderRequest({
      items: order.items ?? [{ productId: shop.shampoo, quantity: 1 }],
      recommendationId: order.recommendationId,
      ...(order.offerCode ? { offerCode: order.offerCode } : {}),
      ...(order.invoice ? ON_INVOICE : {}),
    }),
    { access: order.access, status: 201 },
  );
  await db()
    .update(orders)
    .set({
      status: order.status,
      paidAt: order.paidAt ? new Date(order.paidAt) : null,
      ...(order.createdAt ? { createdAt: new Date(order.createdAt) } : {}),
    })
    .where(eq(orders.id, body.id));
  return body;
}

const revenueOf = (order: OrderView) => order.totals.subtotal - order.totals.discount;
/** Σ(revenue × bps) / 10 000, half up, as the rule has it (independent of the server's code). */
const commission = (...parts: [revenue: number, bps: number][]) =>
  Math.floor((parts.reduce((sum, [revenue, bps]) => sum + revenue * bps, 0) + 5000) / 10000);

const partners = async () => (await admin.get<PartnerList>('/api/partners', { status: 200 })).body;
const detail = async (id: string) =>
  (await admin.get<PartnerDetail>(`/api/partners/${id}`, { status: 200 })).body;
const setRate = (id: string, body: unknown) =>
  admin.patch<PartnerSummary & ApiProblem>(`/api/partners/${id}`, body);
const payOut = (id: string, month: string) =>
  admin.post<PartnerMonth & ApiProblem>(`/api/partners/${id}/payouts`, { month });

/** The Amsterdam month it is now, as the shop's admin sees it. */
function amsterdamMonth(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .slice(0, 7);
}

describe('commission', () => {
  // "Zon": 10 % for the first two orders, then 12.5 %; orders in September, October, November.
  const zon = { id: '', access: '' };
  const placed: Record<string, OrderView> = {};
  let recommendation = '';

  beforeAll(async () => {
    Object.assign(zon, await partnerSalon('Kapsalon Zon'));
    recommendation = await share(zon.access);
    await share(zon.access);
    // At 10 %: goods €25 less 10 % with €6.95 delivery, paid in November; €12.50 in September.
    placed.discounted = await referredOrder({
      recommendationId: recommendation,
      items: [{ productId: shop.shampoo, quantity: 2 }],
      offerCode: 'TENOFF',
      status: 'paid',
      paidAt: '2026-11-03T10:00:00Z',
    });
    placed.september = await referredOrder({
      recommendationId: recommendation,
      status: 'delivered',
      paidAt: '2026-09-15T10:00:00Z',
    });
    await setRate(zon.id, { commissionRate: 12.5 });
    // At 12.5 %: paid 23:30 UTC on 31 October is 00:30 on 1 November in Amsterdam (CET).
    placed.wig = await referredOrder({
      recommendationId: recommendation,
      items: [{ productId: shop.wig, quantity: 1 }],
      status: 'shipped',
      paidAt: '2026-10-31T23:30:00Z',
    });
    // …and 22:30 UTC is still 31 October there.
    placed.lateOctober = await referredOrder({
      recommendationId: recommendation,
      status: 'processing',
      paidAt: '2026-10-31T22:30:00Z',
    });
    // An invoice order (another salon in its session) counts in the month it was placed:
    // 22:30 UTC on 30 September is 00:30 on 1 October in Amsterdam (CEST).
    placed.invoice = await referredOrder({
      recommendationId: recommendation,
      access: await salonAccessFor(db(), shop.otherSalon),
      invoice: true,
      status: 'processing',
      createdAt: '2026-09-30T22:30:00Z',
    });
    // Never counted: cancelled, refunded after payment, not paid yet.
    placed.cancelled = await referredOrder({
      recommendationId: recommendation,
      items: [{ productId: shop.wig, quantity: 1 }],
      status: 'cancelled',
    });
    placed.refunded = await referredOrder({
      recommendationId: recommendation,
      status: 'refunded',
      paidAt: '2026-11-05T10:00:00Z',
    });
    placed.unpaid = await referredOrder({
      recommendationId: recommendation,
      status: 'pending_payment',
    });
  });

  it('counts goods after discounts and without delivery', () => {
    const { totals } = placed.discounted ?? expect.unreachable();
    expect(totals).toMatchObject({ subtotal: 2500, discount: 250 });
    expect(totals.shipping).toBeGreaterThan(0);
    expect(totals.total).toBe(2250 + totals.shipping);
  });

  it('sums each Amsterdam month at the rates the orders were placed at, rounding once per month', async () => {
    const zonSummary = (await partners()).items.find((partner) => partner.salonId === zon.id);
    const november = commission([2250, 1000], [30000, 1250]);
    // Two orders of €12.50 at 12.5 %: 156.25 each, 312.5 together → 313 (not 156 + 156).
    const october = commission([1250, 1250], [1250, 1250]);
    const september = commission([1250, 1000]);
    expect(october).toBe(313);
    expect(zonSummary).toEqual({
      salonId: zon.id,
      salonName: 'Kapsalon Zon',
      city: 'Amsterdam',
      recommendations: 2,
      referredOrders: 5,
      referredRevenue: 2250 + 1250 + 30000 + 1250 + 1250,
      commissionRate: 12.5,
      commissionEarned: november + october + september,
      commissionPaid: 0,
      commissionOpen: november + october + september,
      months: [
        {
          month: '2026-11',
          referredOrders: 2,
          referredRevenue: 32250,
          commission: november,
          payout: null,
        },
        {
          month: '2026-10',
          referredOrders: 2,
          referredRevenue: 2500,
          commission: october,
          payout: null,
        },
        {
          month: '2026-09',
          referredOrders: 1,
          referredRevenue: 1250,
          commission: september,
          payout: null,
        },
      ],
    });
  });

  it('shows every referred order in the detail, newest first; those that do not count earn 0', async () => {
    const { partner, orders: referred } = await detail(zon.id);
    expect(partner.salonId).toBe(zon.id);
    const byNumber = new Map(referred.map((order) => [order.number, order]));
    expect(referred).toHaveLength(8);
    const createdAt = referred.map((order) => order.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    expect(byNumber.get(placed.wig?.number ?? '')).toEqual({
      id: placed.wig?.id,
      number: placed.wig?.number,
      status: 'shipped',
      createdAt: expect.any(String),
      paidAt: '2026-10-31T23:30:00.000Z',
      month: '2026-11',
      revenue: 30000,
      commissionRate: 12.5,
      commission: 3750,
      recommendationId: recommendation,
    });
    expect(byNumber.get(placed.discounted?.number ?? '')).toMatchObject({
      month: '2026-11',
      revenue: 2250,
      commissionRate: 10,
      commission: 225,
    });
    expect(byNumber.get(placed.invoice?.number ?? '')).toMatchObject({
      paidAt: null,
      createdAt: '2026-09-30T22:30:00.000Z',
      month: '2026-10',
    });
    for (const name of ['cancelled', 'refunded', 'unpaid']) {
      expect(byNumber.get(placed[name]?.number ?? ''), name).toMatchObject({
        month: null,
        commission: 0,
      });
    }
  });

  it('never refers a salon’s own order, and an order without a recommendation is nobody’s', async () => {
    const own = await referredOrder({
      recommendationId: recommendation,
      access: zon.access,
      status: 'paid',
      paidAt: '2026-11-04T10:00:00Z',
    });
    const [row] = await db()
      .select({ referring: orders.referringSalonId, bps: orders.commissionRateBps })
      .from(orders)
      .where(eq(orders.id, own.id));
    expect(row).toEqual({ referring: null, bps: null });
    const { orders: referred, partner } = await detail(zon.id);
    expect(referred.map((order) => order.id)).not.toContain(own.id);
    expect(partner.referredOrders).toBe(5);
  });

  it('counts an order attributed before rates existed at the salon’s current rate', async () => {
    const old = await referredOrder({
      recommendationId: recommendation,
      status: 'paid',
      paidAt: '2026-08-10T10:00:00Z',
    });
    await db().update(orders).set({ commissionRateBps: null }).where(eq(orders.id, old.id));
    const { partner } = await detail(zon.id);
    expect(partner.months.find((month) => month.month === '2026-08')).toMatchObject({
      referredOrders: 1,
      commission: commission([1250, 1250]),
    });
  });

  it('lists every approved salon by name, with nothing referred as zeros', async () => {
    const { items } = await partners();
    const names = items.map((partner) => partner.salonName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
    expect(names).not.toContain('Not Yet'); // pending
    // The friends-and-family salon is approved but no partner: it earns nothing.
    expect(items.map((partner) => partner.salonId)).not.toContain(shop.friendsFamilySalon);
    await admin.get(`/api/partners/${shop.friendsFamilySalon}`, { status: 404 });
    expect(items.find((partner) => partner.salonId === shop.otherSalon)).toMatchObject({
      recommendations: 0,
      referredOrders: 0,
      referredRevenue: 0,
      commissionRate: 10,
      commissionEarned: 0,
      commissionPaid: 0,
      commissionOpen: 0,
      months: [],
    });
  });
});

describe('PATCH /api/partners/{id}', () => {
  it.each([
    ['a negative rate', { commissionRate: -1 }],
    ['more than 50 %', { commissionRate: 50.001 }],
    ['three decimals', { commissionRate: 12.345 }],
    ['a string', { commissionRate: '12.5' }],
    ['no rate', {}],
    ['another field', { commissionRate: 10, salonName: 'x' }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const answer = await setRate(shop.otherSalon, body);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    const summary = (await detail(shop.otherSalon)).partner;
    expect(summary.commissionRate).toBe(10);
  });

  it('sets 12.5 %, 0 % and 50 %, answering the partner summary', async () => {
    const salon = await partnerSalon('Rate Salon');
    for (const rate of [12.5, 0, 50, 0.29]) {
      const answer = await setRate(salon.id, { commissionRate: rate });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject({ salonId: salon.id, commissionRate: rate });
      expect(answer.headers.get('Cache-Control')).toContain('no-store');
    }
  });

  it.each([
    ['an unknown salon', () => '00000000-0000-4000-8000-000000000000'],
    ['a pending salon', () => shop.pendingSalon],
    ['a word', () => 'abc'],
  ])('answers 404 for %s', async (_name, id) => {
    const answer = await setRate(id(), { commissionRate: 12 });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('NOT_FOUND');
    expect((await admin.get(`/api/partners/${id()}`)).status).toBe(404);
  });
});

describe('POST /api/partners/{id}/payouts', () => {
  const salon = { id: '', access: '' };
  let recommendation = '';
  let september: OrderView;

  beforeAll(async () => {
    Object.assign(salon, await partnerSalon('Payout Salon'));
    recommendation = await share(salon.access);
    september = await referredOrder({
      recommendationId: recommendation,
      items: [{ productId: shop.shampoo, quantity: 4 }],
      status: 'paid',
      paidAt: '2026-09-12T12:00:00Z',
    });
    await referredOrder({
      recommendationId: recommendation,
      status: 'paid',
      paidAt: '2026-07-12T12:00:00Z',
    });
  });

  it('refuses the current and a future month with 409 MONTH_NOT_OVER', async () => {
    for (const month of [amsterdamMonth(), '2099-01']) {
      const answer = await payOut(salon.id, month);
      expect(answer.status, month).toBe(409);
      expect(answer.body.code).toBe('MONTH_NOT_OVER');
    }
  });

  it('refuses a month with nothing earned with 409 NOTHING_TO_PAY', async () => {
    const answer = await payOut(salon.id, '2026-05');
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('NOTHING_TO_PAY');
    expect(await db().$count(partnerPayouts, eq(partnerPayouts.salonId, salon.id))).toBe(0);
  });

  it('freezes a month once: 201 with who and when, then 409 ALREADY_PAID, the amount kept', async () => {
    const amount = commission([revenueOf(september), 1000]);
    const first = await payOut(salon.id, '2026-09');
    expect(first.status, first.text).toBe(201);
    expect(first.body).toEqual({
      month: '2026-09',
      referredOrders: 1,
      referredRevenue: 5000,
      commission: amount,
      payout: { amount, paidAt: expect.any(String), paidBy: ADMIN_EMAIL },
    });
    const again = await payOut(salon.id, '2026-09');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_PAID');

    // Refunded after the payout: the month earns nothing now, the payout stays as it was.
    await db().update(orders).set({ status: 'refunded' }).where(eq(orders.id, september.id));
    const { partner } = await detail(salon.id);
    expect(partner.months.find((month) => month.month === '2026-09')).toEqual({
      month: '2026-09',
      referredOrders: 0,
      referredRevenue: 0,
      commission: 0,
      payout: first.body.payout,
    });
    expect(partner).toMatchObject({
      commissionPaid: amount,
      commissionEarned: commission([1250, 1000]),
      commissionOpen: commission([1250, 1000]) - amount,
    });
    expect((await payOut(salon.id, '2026-09')).body.code).toBe('ALREADY_PAID');
  });

  it('admins marking the same month at once make one payout; the others get 409', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => payOut(salon.id, '2026-07')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body.code).toBe('ALREADY_PAID');
    const rows = await db()
      .select()
      .from(partnerPayouts)
      .where(sql`${partnerPayouts.salonId} = ${salon.id} and ${partnerPayouts.month} = '2026-07'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 125, paidBy: ADMIN_EMAIL });
  });

  it('refuses a malformed month with 400 and an unknown salon with 404', async () => {
    for (const month of ['2026-13', '2026-9', 'September']) {
      const answer = await payOut(salon.id, month);
      expect(answer.status, month).toBe(400);
      expect(answer.body.issues?.[0]?.path).toEqual(['month']);
    }
    expect((await payOut('00000000-0000-4000-8000-000000000000', '2026-09')).status).toBe(404);
    expect((await payOut(shop.pendingSalon, '2026-09')).status).toBe(404);
  });
});

describe('GET /api/partners.csv', () => {
  it('answers one row per partner and month, a spreadsheet never running a cell as a formula', async () => {
    const evil = await partnerSalon('=HYPERLINK("http://evil.example","Click")', '+Den Haag, "C"');
    const recommendation = await share(evil.access);
    await referredOrder({
      recommendationId: recommendation,
      items: [{ productId: shop.shampoo, quantity: 3 }],
      status: 'paid',
      paidAt: '2026-06-15T10:00:00Z',
    });
    await payOut(evil.id, '2026-06');

    const response = await app.request('/api/partners.csv', {
      headers: { Authorization: `Bearer ${fixture.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="partners-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Salon id,Salon name,City,Month,Referred orders,Referred revenue (EUR),Commission rate (%),' +
        'Commission (EUR),Paid out,Paid out amount (EUR),Paid at,Paid by',
    );
    const evilLine = lines.find((line) => line.startsWith(evil.id)) ?? '';
    const [payout] = await db()
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.salonId, evil.id));
    expect(evilLine).toBe(
      [
        evil.id,
        `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
        `"'+Den Haag, ""C"""`,
        '2026-06',
        '1',
        '37.50',
        '10',
        '3.75',
        'yes',
        '3.75',
        payout?.paidAt.toISOString(),
        ADMIN_EMAIL,
      ].join(','),
    );
    // Zon's November: two rates; a partner without months gets one row at its current rate.
    const zonNovember = lines.find((line) => line.includes(',Kapsalon Zon,Amsterdam,2026-11,'));
    expect(zonNovember?.split(',').slice(3, 9)).toEqual([
      '2026-11',
      '2',
      '322.50',
      '10 / 12.5',
      '39.75',
      'no',
    ]);
    expect(lines.find((line) => line.startsWith(shop.otherSalon))?.split(',')).toEqual([
      shop.otherSalon,
      'Haarhuis',
      'Leiden',
      '',
      '0',
      '0.00',
      '10',
      '0.00',
      'no',
      '',
      '',
      '',
    ]);
  });
});

describe('GET /api/recommendations', () => {
  it('answers a salon how many it shared and the newest 20, with their lines and pages', async () => {
    const salon = await partnerSalon('Sharing Salon');
    const first = await share(salon.access, 'The first');
    // 21 more, each a minute apart, written directly: 20 an hour is the sharing limit.
    await db()
      .insert(recommendations)
      .values(
        Array.from({ length: 21 }, (_, index) => ({
          salonId: salon.id,
          note: `Number ${index + 2}`,
          items: [
            { productId: shop.shampoo, variant: null, quantity: 1 },
            { productId: shop.wig, variant: null, quantity: 1 },
          ],
          createdAt: new Date(Date.now() + (index + 1) * 60_000),
        })),
      );
    const { body, headers } = await fixture.anonymous
      .as({ access: salon.access })
      .get<SharedRecommendations>('/api/recommendations', { status: 200 });
    expect(headers.get('Cache-Control')).toContain('no-store');
    expect(body.shared).toBe(22);
    expect(body.items).toHaveLength(20);
    expect(body.items.map((item) => item.note)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Number ${22 - index}`),
    );
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      url: `/recommendation/${body.items[0]?.id}`,
      note: 'Number 22',
      createdAt: expect.any(String),
      lines: 2,
    });
    expect(body.items.map((item) => item.id)).not.toContain(first);
  });

  it('does not count against the 20 shares an hour', async () => {
    const salon = await partnerSalon('Reading Salon');
    for (let i = 0; i < 25; i += 1) {
      await fixture.anonymous
        .as({ access: salon.access })
        .get('/api/recommendations', { status: 200 });
    }
    await share(salon.access);
    const { body } = await fixture.anonymous
      .as({ access: salon.access })
      .get<SharedRecommendations>('/api/recommendations', { status: 200 });
    expect(body.shared).toBe(1);
    expect(body.items[0]).toMatchObject({ note: 'For you', lines: 1 });
  });

  it.each([
    ['a client', undefined],
    ['friends and family', `ff:${FRIENDS_FAMILY_KEY}`],
    ['a salon with a wrong key', 'salon:00000000-0000-4000-8000-000000000000:wrong-key'],
  ])('refuses %s with 403', async (_name, access) => {
    const answer = await fixture.anonymous.as({ access }).get<ApiProblem>('/api/recommendations');
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('FORBIDDEN');
  });
});

describe('the partner routes', () => {
  it.each([
    ['GET', '/api/partners'],
    ['GET', '/api/partners.csv'],
  ])('%s %s answer 401 without an admin token', async (method, path) => {
    const response = await app.request(path, { method });
    expect(response.status).toBe(401);
  });
});
