// Issue 30: what the shop writes a shopper or a salon is in the language of the page they used
// (X-Tress-Language), kept with the order, application or message: the mails' words, money and
// dates as that language writes them ("€ 12,50", "27 november 2026"), the shop's links under its
// prefix (/nl/…) on SITE_URL, and the invoice PDF. Without the header, everything stays English.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@/domain/money';
import type { OrderView } from '@/domain/orders';
import { contactMessages, emails, orders, products, salons } from '@/server/db/schema';
import type { MailKind } from '@/server/mail/mail-kinds';
import { textsIn } from '@/server/i18n/texts';
import { salonDropMail } from '@/server/services/drops/mails';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';
import {
  insertOrderShop,
  ON_INVOICE,
  orderRequest,
  type OrderShop,
} from '../../support/order-fixtures';

const SITE = 'https://shop.tress.example';
let fixture: AdminTestApp;
let shop: OrderShop;
let address = 0;
const db = () => fixture.db;

beforeAll(async () => {
  fixture = await buildAdminTestApp({
    env: { TRUST_PROXY: 'true', ORDER_RATE_LIMIT_PER_MINUTE: '100000', SITE_URL: SITE },
  });
  shop = await insertOrderShop(db());
  // The shampoo has a Dutch name; the bundle has none (its English name stands in).
  await db()
    .update(products)
    .set({ translations: { nl: { name: 'Herstellende shampoo' } } })
    .where(eq(products.id, shop.shampoo));
});
afterAll(() => fixture.close());

function post(
  path: string,
  body: unknown,
  { language, headers = {} }: { language?: string; headers?: Record<string, string> } = {},
) {
  address += 1;
  return fixture.app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `198.51.100.${address}`,
      ...(language ? { 'X-Tress-Language': language } : {}),
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

function placeOrder(body: unknown, language?: string, access?: string) {
  return ok<OrderView>(
    post('/api/orders', body, {
      language,
      headers: { 'Idempotency-Key': randomUUID(), ...(access ? { 'X-Tress-Access': access } : {}) },
    }),
    201,
  );
}

/** The newest mail of `kind` to `to`. */
async function mailTo(to: string, kind: MailKind) {
  const [row] = await db()
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, to), eq(emails.kind, kind)))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${kind} mail to ${to}`);
  return row;
}

/** Both parts of a mail with their spacing made plain: Dutch money has a no-break space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('an order placed from a Dutch page', () => {
  it('is stored in Dutch and confirmed in Dutch: subject, words, "€ 12,50", Dutch names, a /nl link', async () => {
    const order = await placeOrder(
      orderRequest({
        items: [
          { productId: shop.shampoo, quantity: 2 },
          { productId: shop.bundle, variant: '16 inch', quantity: 1 },
        ],
        customer: { name: 'Sanne Bakker', email: 'sanne@example.nl' },
      }),
      'nl',
    );
    const [row] = await db()
      .select({ language: orders.language })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.language).toBe('nl');

    const mail = await mailTo('sanne@example.nl', 'order-confirmation');
    expect(mail.subject).toBe(`Je Tress-bestelling ${order.number}`);
    const text = plain(mail.bodyText);
    for (const words of [
      'Hallo Sanne Bakker,',
      `Bedankt voor je bestelling ${order.number}.`,
      '2 × Herstellende shampoo  € 25,00',
      '1 × Body Wave Bundle (16 inch)  € 79,00',
      'Subtotaal € 104,00',
      'Verzendkosten',
      `Totaal ${plain(formatMoney(order.totals.total, 'nl-NL'))}`,
      'Inclusief 21 % btw',
      'Betaling: Kaart',
      'We houden je bestelling voor je apart tot je hebt betaald',
      `Bekijk je bestelling: ${SITE}/nl/checkout/${order.id}`,
      'Met vriendelijke groet,',
      'Btw-nr. ',
      // The footer's address names the country in Dutch.
      ', Nederland',
    ])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(/Thank you|Subtotal|Kind regards|Netherlands|€\d/);
    expect(mail.bodyHtml).toMatch(/<html[^>]* lang="nl"/);
    expect(plain(mail.bodyHtml ?? '')).toContain('€ 25,00');
    expect(plain(mail.bodyHtml ?? '')).toContain(', Nederland');
    expect(mail.bodyHtml).not.toContain('Netherlands');
    expect(mail.bodyHtml).toContain(`${SITE}/nl/checkout/${order.id}`);
  });

  it('is paid and shipped in Dutch, the order page under /nl', async () => {
    const order = await placeOrder(
      orderRequest({
        items: [{ productId: shop.shampoo, quantity: 1 }],
        customer: { name: 'Sanne Bakker', email: 'sanne.paid@example.nl' },
      }),
      'nl',
    );
    await ok(
      post(`/api/orders/${order.id}/payments`, {
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
        name: 'Sanne Bakker',
      }),
    );
    const paid = await mailTo('sanne.paid@example.nl', 'payment-received');
    expect(paid.subject).toBe(`Betaling ontvangen voor ${order.number}`);
    expect(plain(paid.bodyText)).toContain(
      `We hebben je betaling van ${plain(formatMoney(order.totals.total, 'nl-NL'))} voor bestelling ${order.number} ontvangen.`,
    );

    const status = `/api/admin/orders/${order.id}/status`;
    await ok(post(status, { status: 'processing' }, { headers: asAdmin() }));
    await ok(
      post(
        status,
        { status: 'shipped', carrier: 'PostNL', trackingNumber: '3SABC1234567' },
        { headers: asAdmin() },
      ),
    );
    const shipped = await mailTo('sanne.paid@example.nl', 'order-shipped');
    expect(shipped.subject).toBe(`Je Tress-bestelling ${order.number} is onderweg`);
    expect(shipped.bodyText).toContain('Track & trace-code: 3SABC1234567');
    expect(shipped.bodyText).toContain(
      `Bekijk je bestelling: ${SITE}/nl/success?order=${order.id}`,
    );
  });
});

describe('an order placed from an English page', () => {
  it('is confirmed in English as before, its link without a prefix', async () => {
    const order = await placeOrder(
      orderRequest({
        items: [{ productId: shop.shampoo, quantity: 2 }],
        customer: { name: 'Anouk de Vries', email: 'anouk.en@example.com' },
      }),
    );
    const mail = await mailTo('anouk.en@example.com', 'order-confirmation');
    expect(mail.subject).toBe(`Your Tress order ${order.number}`);
    for (const words of [
      'Hello Anouk de Vries,',
      `Thank you for your order ${order.number}.`,
      '2 × Repair Shampoo  €25.00',
      'Subtotal €25.00',
      'Including 21\u00a0% VAT',
      'Payment: Card',
      `See your order: ${SITE}/checkout/${order.id}`,
      'Kind regards,',
      ' · VAT ',
    ])
      expect(mail.bodyText, words).toContain(words);
    expect(mail.bodyText).not.toContain('/nl/');
    expect(mail.bodyHtml).toMatch(/<html[^>]* lang="en"/);
  });
});

describe('a salon that applied from a Dutch page', () => {
  const application = (serial: number) => ({
    salonName: `Salon Lokken ${serial}`,
    street: 'Oudegracht 12',
    postcode: '3511AB',
    city: 'Utrecht',
    country: 'NL',
    phone: '+31 30 123 4567',
    email: `lokken${serial}@salon.example`,
    registrationNumber: String(71_000_000 + serial),
    specialities: ['braids'],
    chairs: 3,
    acceptTerms: true,
  });

  it('is mailed in Dutch when it applies and when approved, its salon link under /nl', async () => {
    const applied = await ok<{ id: string }>(
      post('/api/hairdressers', application(1), { language: 'nl' }),
      201,
    );
    const [row] = await db()
      .select({ language: salons.language })
      .from(salons)
      .where(eq(salons.id, applied.id));
    expect(row?.language).toBe('nl');
    const received = await mailTo('lokken1@salon.example', 'hairdresser-application-received');
    expect(received.subject).toBe('We hebben je aanmelding bij Tress ontvangen');
    expect(received.bodyText).toContain('Hallo Salon Lokken 1,');

    const decided = await ok<{ link: string }>(
      post(`/api/hairdressers/${applied.id}/approve`, {}, { headers: asAdmin() }),
    );
    const approved = await mailTo('lokken1@salon.example', 'hairdresser-approved');
    expect(approved.subject).toBe('Welkom bij Tress: je salonlink');
    expect(decided.link.startsWith('/?salonId=')).toBe(true);
    const link = `${SITE}/nl${decided.link.slice(1)}`;
    expect(approved.bodyText).toContain(`Open je salonlink:\n${link}`);
    expect(approved.bodyHtml).toContain(link.replace(/&/g, '&amp;'));
  });

  it('is told of a rejection in Dutch, the reason quoted as the admin wrote it', async () => {
    const applied = await ok<{ id: string }>(
      post('/api/hairdressers', application(2), { language: 'nl' }),
      201,
    );
    await ok(
      post(
        `/api/hairdressers/${applied.id}/reject`,
        { reason: 'Het KvK-nummer hoort bij een ander bedrijf.' },
        { headers: asAdmin() },
      ),
    );
    const rejected = await mailTo('lokken2@salon.example', 'hairdresser-rejected');
    expect(rejected.subject).toBe('Je aanmelding bij Tress');
    expect(rejected.bodyText).toContain('> Het KvK-nummer hoort bij een ander bedrijf.');
  });
});

describe('a contact message from a Dutch page', () => {
  it('is confirmed in Dutch, and the admin’s answer comes in Dutch too', async () => {
    await ok(
      post(
        '/api/contact',
        {
          name: 'Fenna',
          email: 'fenna@example.nl',
          topic: 'delivery',
          message: 'Wanneer komt mijn pakket?',
        },
        { language: 'nl' },
      ),
      201,
    );
    const received = await mailTo('fenna@example.nl', 'contact-received');
    expect(received.subject).toBe('We hebben je bericht ontvangen');
    expect(received.bodyText).toContain('Onderwerp: Bezorging');

    const [message] = await db()
      .select({ id: contactMessages.id, language: contactMessages.language })
      .from(contactMessages)
      .where(eq(contactMessages.email, 'fenna@example.nl'));
    expect(message?.language).toBe('nl');
    await ok(
      post(
        `/api/admin/messages/${message?.id}/replies`,
        { body: 'Morgen, tussen 9 en 12 uur.' },
        { headers: asAdmin() },
      ),
      201,
    );
    const reply = await mailTo('fenna@example.nl', 'contact-reply');
    expect(reply.subject).toBe('Re: je bericht aan Tress');
    expect(reply.bodyText).toContain('Je schreef:\n> Wanneer komt mijn pakket?');
  });
});

describe('the invoice of a Dutch order', () => {
  it('is mailed and printed in Dutch: its words, dates and money', async () => {
    const order = await placeOrder(
      orderRequest({
        items: [{ productId: shop.shampoo, quantity: 1 }],
        customer: { name: 'Studio Krul', email: 'factuur@studiokrul.example' },
        ...ON_INVOICE,
      }),
      'nl',
      shop.salonAccess,
    );
    const mail = await mailTo('factuur@studiokrul.example', 'invoice-issued');
    const number = /^Factuur (\S+) voor bestelling /.exec(mail.subject)?.[1];
    expect(mail.subject).toBe(`Factuur ${number} voor bestelling ${order.number}`);
    const amount = plain(formatMoney(order.totals.total, 'nl-NL'));
    expect(plain(mail.bodyText)).toMatch(
      new RegExp(
        `Hierbij factuur ${number} voor bestelling ${order.number}: ${amount.replace(/[.$()]/g, '\\$&')}, te betalen vóór \\d{1,2} [a-z]+ \\d{4}\\.`,
      ),
    );
    const token = /\/api\/invoice-downloads\/([A-Za-z0-9_-]{43})/.exec(mail.bodyText)?.[1];

    const download = await fixture.app.request(`/api/invoice-downloads/${token}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="factuur-${number}.pdf"`,
    );
    const pdf = await getDocumentProxy(new Uint8Array(await download.arrayBuffer()));
    const text = plain((await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' '));
    const due = new Intl.DateTimeFormat('nl-NL', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Amsterdam',
    }).format(new Date(Date.now() + 14 * 86_400_000));
    for (const words of [
      'Factuur',
      `Factuurnummer ${number}`,
      'Factuurdatum',
      `Bestelling ${order.number}`,
      'Vervaldatum',
      'FACTUUR AAN',
      'Omschrijving',
      'Herstellende shampoo',
      // The delivery's own line (home delivery costs something below the free threshold).
      'Bezorging 1 ',
      'BTW-SPECIFICATIE',
      'Totaal exclusief btw',
      `Totaal ${amount}`,
      `Te betalen binnen 14 dagen, vóór ${due}: ${amount} op IBAN`,
      `onder vermelding van factuur ${number}.`,
      'Nederland',
      'Btw-nr. ',
    ])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(/Invoice|Due date|Payment within|Delivery|Discount|€\d/);
  });
});

describe('the salons’ drop mail', () => {
  it('tells a Dutch salon of a new drop in Dutch, its moments as Dutch writes them', () => {
    const mail = salonDropMail(
      { salonName: 'Salon Lokken', email: 'lokken@salon.example' },
      {
        title: 'Kinky Straight',
        startsAt: '2026-11-27T09:00:00.000Z',
        endsAt: '2026-11-29T21:00:00.000Z',
      },
      textsIn('nl'),
    );
    expect(mail.subject).toBe('Nieuwe drop voor salons: Kinky Straight');
    expect(mail.content.language).toBe('nl');
    expect(mail.content.preview).toBe('Kinky Straight opent vr 27 nov, 10:00 (Nederlandse tijd).');
    expect(mail.content.blocks).toContainEqual({
      type: 'facts',
      rows: [
        { label: 'Opent', value: 'vr 27 nov, 10:00 (Nederlandse tijd)' },
        { label: 'Sluit', value: 'zo 29 nov, 22:00 (Nederlandse tijd)' },
      ],
    });
  });
});
