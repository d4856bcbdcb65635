import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@/domain/orders';
import { EMBEDDED_ANON_KEY } from '@/server/auth/constants';
import { emails } from '@/server/db/schema';
import { MAIL_KINDS, type MailKind } from '@/server/mail/mail-kinds';
import { createDrop } from '@/server/services/drops/admin';
import { ADMIN_EMAIL } from '../../support/auth-tokens';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';
import {
  insertOrderShop,
  orderRequest,
  postOrder,
  type OrderShop,
} from '../../support/order-fixtures';
import { recordingLogger } from '../../support/server-app';
import { asAdmin as runAsAdmin } from '../../support/audit-actor';

// Issue 17: every mail the shop writes is a designed HTML mail with a plain-text part. Each kind
// is written here through its real service (the HTTP routes, as a shopper, salon or admin would),
// then every outbox row is checked: both parts, the key facts in both, the shop's company in the
// footer, and a hostile name escaped in the HTML.
const SITE = 'https://shop.tress.example';
const HOSTILE = 'Anouk <script>alert(1)</script> & <img src=x onerror=alert(2)>';
let fixture: AdminTestApp;
let shop: OrderShop;
let address = 0;
const db = () => fixture.db;

/** What each kind's mail must say in both parts, filled in as the kinds are written. */
const facts = new Map<MailKind, string[]>();

function request(path: string, body: unknown, headers: Record<string, string> = {}) {
  address += 1;
  return fixture.app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `198.51.100.${address}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

async function ok<T>(answer: Response | Promise<Response>, status = 200): Promise<T> {
  const response = await answer;
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (text ? JSON.parse(text) : {}) as T;
}

const asAdmin = () => ({ Authorization: `Bearer ${fixture.token}` });

beforeAll(async () => {
  fixture = await buildAdminTestApp({
    env: { TRUST_PROXY: 'true', ORDER_RATE_LIMIT_PER_MINUTE: '100000', SITE_URL: SITE },
  });
  shop = await insertOrderShop(db());

  // A card order by a shopper with a hostile name: confirmation, payment, shipping.
  const order = await ok<OrderView>(
    postOrder(
      fixture.app,
      orderRequest({
        items: [{ productId: shop.shampoo, quantity: 2 }],
        customer: { name: HOSTILE, email: 'anouk@example.com' },
      }),
    ),
    201,
  );
  facts.set('order-confirmation', [order.number, '2 × Repair Shampoo', 'Subtotal', 'Including 21']);
  await ok(
    request(`/api/orders/${order.id}/payments`, {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      name: 'Anouk de Vries',
    }),
  );
  facts.set('payment-received', [order.number]);
  await ok(request(`/api/admin/orders/${order.id}/status`, { status: 'processing' }, asAdmin()));
  await ok(
    request(
      `/api/admin/orders/${order.id}/status`,
      { status: 'shipped', carrier: 'DHL', trackingNumber: 'JJD0001234' },
      asAdmin(),
    ),
  );
  facts.set('order-shipped', [
    order.number,
    'JJD0001234',
    'https://www.dhl.com/nl-en/home/tracking.html?tracking-id=JJD0001234',
    `${SITE}/success?order=${order.id}`,
  ]);
  // An admin invoices it (issue 16); delivered and then refunded, it gets a credit note.
  await ok(request('/api/invoices', { orderId: order.id }, asAdmin()), 201);
  facts.set('invoice-issued', [order.number, `${SITE}/api/invoice-downloads/`]);
  await ok(request(`/api/admin/orders/${order.id}/status`, { status: 'delivered' }, asAdmin()));
  // The refund goes back through the provider that took the money (issue 31).
  await ok(request(`/api/admin/orders/${order.id}/refund`, {}, asAdmin()));
  facts.set('credit-note-issued', [order.number, `${SITE}/api/invoice-downloads/`]);

  // A salon applies, is approved (its link), another is rejected (the reason).
  const applicant = (serial: number) => ({
    salonName: `Studio <b>Noor</b> ${serial}`,
    street: 'Witte de Withstraat 41',
    postcode: '3012bm',
    city: 'Rotterdam',
    country: 'NL',
    phone: '+31 10 412 3307',
    email: `noor${serial}@studionoor.example`,
    registrationNumber: String(70_000_000 + serial),
    vatNumber: 'NL814562301B01',
    specialities: ['braids', 'extensions'],
    chairs: 5,
    instagram: 'studionoor',
    website: 'https://studionoor.example',
    acceptTerms: true,
  });
  const approved = await ok<{ id: string }>(request('/api/hairdressers', applicant(1)), 201);
  const rejected = await ok<{ id: string }>(request('/api/hairdressers', applicant(2)), 201);
  facts.set('hairdresser-application-received', ['Studio <b>Noor</b> ']);
  const decided = await ok<{ link: string }>(
    request(`/api/hairdressers/${approved.id}/approve`, {}, asAdmin()),
  );
  // The answer holds the link's path; the mail, the whole link on SITE_URL.
  facts.set('hairdresser-approved', [`${SITE}${decided.link}`]);
  await ok(
    request(
      `/api/hairdressers/${rejected.id}/reject`,
      { reason: 'We need a KvK number that matches the salon.' },
      asAdmin(),
    ),
  );
  facts.set('hairdresser-rejected', ['We need a KvK number that matches the salon.']);

  // An admin forgot the password.
  await ok(request('/auth/v1/recover', { email: ADMIN_EMAIL }, { apikey: EMBEDDED_ANON_KEY }));
  facts.set('password-recovery', [`${SITE}/auth/v1/verify?token=`]);

  // An admin invites another (issue 19).
  await ok(request('/api/admin/users', { email: 'second.admin@example.test' }, asAdmin()), 201);
  facts.set('admin-invitation', [`${SITE}/auth/v1/verify?token=`, 'type=invite']);

  // An admin asks for a code to confirm a password change (GET /auth/v1/reauthenticate).
  await ok(
    fixture.app.request('/auth/v1/reauthenticate', {
      headers: { ...asAdmin(), apikey: EMBEDDED_ANON_KEY },
    }),
  );
  facts.set('reauthentication-code', ['confirmation code is']);

  // A suggestion and a message, and the admin's reply to it.
  await ok(
    request('/api/suggestions', {
      product: 'Kinky straight clip-ins',
      family: 'human-hair',
      description: 'Clip-ins for 4c hair.',
      email: 'naomi@example.com',
    }),
    201,
  );
  facts.set('suggestion-received', ['Kinky straight clip-ins', 'Clip-ins for 4c hair.']);
  await ok(
    request('/api/contact', {
      name: HOSTILE,
      email: 'naomi@example.com',
      topic: 'order',
      orderNumber: order.number,
      message: 'Where is my order?',
    }),
    201,
  );
  facts.set('contact-received', [order.number, 'Where is my order?']);
  const messages = await ok<{ items: { id: string }[] }>(
    fixture.app.request('/api/admin/messages', { headers: asAdmin() }),
  );
  await ok(
    request(
      `/api/admin/messages/${messages.items[0]?.id ?? ''}/replies`,
      { body: 'It left us today.' },
      asAdmin(),
    ),
    201,
  );
  facts.set('contact-reply', ['It left us today.', 'Where is my order?']);

  // A salon on the weekly-drop list hears of a new salons' drop.
  await ok(
    request('/api/weekly-drop-hairdressers', {}, { 'X-Tress-Access': shop.salonAccess }),
    201,
  );
  await runAsAdmin(() =>
    createDrop(db(), recordingLogger().logger, {
      title: 'Closures <for> salons',
      audience: 'salons',
      startsAt: new Date(Date.now() + 60 * 60_000).toISOString(),
      endsAt: new Date(Date.now() + 24 * 60 * 60_000).toISOString(),
      items: [
        {
          productId: shop.shampoo,
          variant: null,
          dropPrice: 900,
          dropBusinessPrice: 800,
          units: 5,
          perOrderLimit: 2,
        },
      ],
    }),
  );
  facts.set('salon-drop', ['Closures <for> salons']);
});
afterAll(() => fixture.close());

/** The text a reader sees in the HTML part: tags gone, the entities React wrote decoded. */
function readable(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('every mail the shop writes', () => {
  it('covers every kind of mail the code can write', async () => {
    const rows = await db().select({ kind: emails.kind }).from(emails);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(MAIL_KINDS));
    expect([...facts.keys()].sort()).toEqual([...MAIL_KINDS].sort());
  });

  it.each(MAIL_KINDS)('%s: an HTML part and a text part, both with its key facts', async (kind) => {
    const rows = await db().select().from(emails).where(eq(emails.kind, kind));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const html = row.bodyHtml ?? '';
      expect(html).toMatch(/^<!DOCTYPE html/);
      expect(row.bodyText.trim()).not.toBe('');
      for (const fact of facts.get(kind) ?? []) {
        expect(row.bodyText, `${kind} text: ${fact}`).toContain(fact);
        // In the HTML a link may be a button or an anchor: its address is then in the href.
        const shown = readable(html).includes(fact) || html.includes(fact.replace(/&/g, '&amp;'));
        expect(shown, `${kind} html: ${fact}`).toBe(true);
      }
      // The company behind the shop signs every mail (product.md §13).
      for (const part of [row.bodyText, readable(html)]) {
        expect(part).toContain('Tress B.V.');
        expect(part).toContain('KvK 86420133');
      }
      // Links come from SITE_URL; nothing names the test's request host.
      expect(html).not.toContain('localhost');
    }
  });

  it('escapes what people typed: no markup from a name, a title or a salon name gets through', async () => {
    const rows = await db().select().from(emails);
    for (const row of rows) {
      const html = row.bodyHtml ?? '';
      expect(html, row.kind).not.toContain('<script');
      expect(html, row.kind).not.toContain('<img');
      expect(html, row.kind).not.toContain('<b>Noor');
      expect(html, row.kind).not.toContain('<for>');
    }
    const [confirmation] = await db()
      .select()
      .from(emails)
      .where(eq(emails.kind, 'order-confirmation'));
    expect(confirmation?.bodyHtml).toContain('Anouk &lt;script&gt;alert(1)&lt;/script&gt; &amp;');
    expect(confirmation?.bodyText).toContain(`Hello ${HOSTILE},`);
  });
});
