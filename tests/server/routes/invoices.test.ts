// /api/invoices (issue 16): business orders are invoiced by the shop itself (a card order when it
// is paid, pay on invoice when it is placed); an admin invoices any paid order; cancelling or
// refunding an invoiced order issues a credit note; VAT per line, reverse charge for a Belgian
// salon; the PDF's text; the buyer's download link; the list, its filters, and marking paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  REVERSE_CHARGE_REMARK,
  type InvoiceDetail,
  type InvoicePage,
  type IssuedInvoice,
} from '@/domain/invoices';
import { formatMoney } from '@/domain/money';
import type { OrderView } from '@/domain/orders';
import { emails, invoices } from '@/server/db/schema';
import { listInvoices } from '@/server/services/invoices/read';
import { callAdmin, expectJson, orderInStatus } from '../../support/admin-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';
import { issuerFor } from '@/server/auth/constants';
import { nonAdminToken } from '../../support/auth-tokens';
import { insertSalon, salonAccessFor } from '../../support/catalog-fixtures';
import {
  FRIENDS_FAMILY_KEY,
  HOME,
  insertOrderShop,
  ON_INVOICE,
  orderRequest,
  postOrder,
  type OrderShop,
} from '../../support/order-fixtures';

const SITE = 'https://shop.tress.example';
const BELGIAN_COMPANY = {
  name: 'Salon Bruxelles SRL',
  street: 'Rue Neuve 12',
  postcode: '1000',
  city: 'Brussel',
  country: 'BE',
  registrationNumber: '0123456749',
  vatNumber: 'BE0123456749',
} as const;

let fixture: AdminTestApp;
let shop: OrderShop;
let belgianAccess: string;
let address = 0;
const db = () => fixture.db;

beforeAll(async () => {
  fixture = await buildAdminTestApp({
    env: { TRUST_PROXY: 'true', ORDER_RATE_LIMIT_PER_MINUTE: '100000', SITE_URL: SITE },
  });
  shop = await insertOrderShop(db());
  const belgian = await insertSalon(db(), {
    salonName: 'Salon Bruxelles',
    address: 'Rue Neuve 12, Brussel, Belgium',
    postcode: '1000',
    city: 'Brussel',
    country: 'BE',
    businessRegistration: '0123456749',
    vatNumber: 'BE0123456749',
    email: 'bonjour@salonbruxelles.example',
  });
  belgianAccess = await salonAccessFor(db(), belgian);
});
afterAll(() => fixture.close());

const admin = (path: string, call: Parameters<typeof callAdmin>[2] = {}) =>
  callAdmin(fixture.app, path, { token: fixture.token, ...call });

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  address += 1;
  return fixture.app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `203.0.113.${address % 250}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

async function placed(body: unknown, access?: string): Promise<OrderView> {
  return expectJson<OrderView>(postOrder(fixture.app, body, { access }), 201);
}

async function payByCard(orderId: string) {
  await expectJson(
    post(`/api/orders/${orderId}/payments`, {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      name: 'Studio Krul',
    }),
  );
}

async function invoiceOf(orderId: string, kind: 'invoice' | 'credit_note' = 'invoice') {
  const [row] = await db()
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  return row;
}

async function detail(id: string): Promise<InvoiceDetail> {
  return expectJson<InvoiceDetail>(admin(`/api/invoices/${id}`));
}

async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The token of the download link in the newest mail of `kind` for the order. */
async function downloadToken(orderId: string, kind: 'invoice-issued' | 'credit-note-issued') {
  const rows = await db()
    .select()
    .from(emails)
    .where(and(eq(emails.orderId, orderId), eq(emails.kind, kind)));
  expect(rows).toHaveLength(1);
  const match = /\/api\/invoice-downloads\/([A-Za-z0-9_-]{43})/.exec(rows[0]?.bodyText ?? '');
  expect(match?.[0].startsWith('/api/invoice-downloads/')).toBe(true);
  expect(rows[0]?.bodyText).toContain(`${SITE}/api/invoice-downloads/`);
  return { token: match?.[1] ?? '', mail: rows[0] };
}

const money = (cents: number) => formatMoney(cents);

describe('invoices the shop issues itself', () => {
  it('a salon paying by card gets its invoice when paid: paid at issue, VAT per line, the mail with its link', async () => {
    const order = await placed(
      orderRequest({
        items: [
          { productId: shop.bundle, variant: '16 inch', quantity: 3 },
          { productId: shop.shampoo, quantity: 1 },
        ],
      }),
      shop.salonAccess,
    );
    expect(await invoiceOf(order.id)).toBeUndefined();
    await payByCard(order.id);

    const row = await invoiceOf(order.id);
    expect(row?.number).toMatch(/^\d{4}-\d{6}$/);
    const invoice = await detail(row?.id ?? '');
    expect(invoice).toMatchObject({
      kind: 'invoice',
      orderNumber: order.number,
      status: 'paid',
      dueAt: null,
      paymentMethod: 'card',
      reverseCharge: false,
      gross: order.totals.total,
      issuedBy: null,
    });
    expect(invoice.buyer.name).toBe('Studio Krul');
    expect(invoice.seller).toMatchObject({ name: 'Tress B.V.', iban: 'NL91ABNA0417164300' });
    for (const line of invoice.lines) expect(line.net + line.vat).toBe(line.gross);
    expect(invoice.net + invoice.vat).toBe(invoice.gross);
    expect(invoice.lines.reduce((sum, line) => sum + line.gross, 0)).toBe(order.totals.total);
    expect(invoice.lines.map((line) => line.description)).toEqual(
      expect.arrayContaining(['Body Wave Bundle (16 inch)', 'Repair Shampoo']),
    );
    // 3 × €51 = €153.00 at 21 %: VAT 26.55, net 126.45.
    expect(invoice.lines[0]).toMatchObject({ gross: 15300, vat: 2655, net: 12645, rate: 21 });

    const { token, mail } = await downloadToken(order.id, 'invoice-issued');
    expect(mail?.subject).toBe(`Invoice ${invoice.number} for order ${order.number}`);
    // The token is not stored; its hash is.
    expect(JSON.stringify(row)).not.toContain(token);

    const download = await fixture.app.request(`/api/invoice-downloads/${token}`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('cache-control')).toContain('no-store');
    const text = await pdfText(download);
    for (const fact of [
      'Invoice',
      invoice.number,
      order.number,
      'Studio Krul',
      'Tress B.V.',
      'KvK 86420133',
      'NL864201332B01',
      'NL91ABNA0417164300',
      money(15300),
      money(2655),
      money(12645),
      money(invoice.net),
      money(invoice.vat),
      money(invoice.gross),
      '21 %',
      'Paid with card on',
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  it('a salon paying on invoice gets it with the order: open, due in 14 days, payment terms with the IBAN', async () => {
    const order = await placed(
      orderRequest({ items: [{ productId: shop.wig, quantity: 1 }], ...ON_INVOICE }),
      shop.salonAccess,
    );
    const row = await invoiceOf(order.id);
    const invoice = await detail(row?.id ?? '');
    expect(invoice).toMatchObject({ status: 'open', paymentMethod: 'invoice', paidAt: null });
    expect(invoice.buyer).toMatchObject({
      name: 'Studio Krul V.O.F.',
      vatNumber: 'NL858123456B01',
      registrationNumber: '69599084',
    });
    const days = (Date.parse(invoice.dueAt ?? '') - Date.parse(invoice.issuedAt)) / 86_400_000;
    expect(days).toBe(14);
    expect(invoice.gross).toBe(order.totals.total);

    const text = await pdfText(await admin(`/api/invoices/${invoice.id}/pdf`));
    expect(text).toContain('Payment within 14 days');
    expect(text).toContain('IBAN NL91ABNA0417164300');
    expect(text).toContain(`quoting invoice ${invoice.number}`);
    expect(text).toContain('Due date');

    // Overdue once the 14 days have passed unpaid.
    const later = new Date(Date.parse(invoice.dueAt ?? '') + 60_000);
    const overdue = await listInvoices(db(), { status: 'overdue', page: 1 }, later);
    expect(overdue.items.map((item) => item.id)).toContain(invoice.id);
    const open = await listInvoices(db(), { status: 'open', page: 1 }, later);
    expect(open.items.map((item) => item.id)).not.toContain(invoice.id);
  });

  it('a Belgian salon with a VAT number is reverse-charged: 0 % VAT, the net amounts, the remark', async () => {
    const order = await placed(
      orderRequest({
        items: [{ productId: shop.bundle, variant: '18 inch', quantity: 2 }],
        delivery: {
          method: 'home',
          address: { street: 'Rue Neuve 12', postcode: '1000', city: 'Brussel', country: 'BE' },
        },
        payment: { method: 'invoice' },
        company: BELGIAN_COMPANY,
      }),
      belgianAccess,
    );
    const invoice = await detail((await invoiceOf(order.id))?.id ?? '');
    expect(invoice.reverseCharge).toBe(true);
    expect(invoice.vat).toBe(0);
    expect(invoice.lines.every((line) => line.rate === 0 && line.vat === 0)).toBe(true);
    // Charged net from the quote on (issue 31): €58.00 a unit is €47.93 net (58 / 1.21, half
    // up), 2 × €47.93 = €95.86 — what the order's total and payment charged for the line.
    expect(invoice.lines[0]).toMatchObject({ unitGross: 4793, gross: 9586, net: 9586, vat: 0 });
    expect(invoice.gross).toBe(order.totals.total);
    expect(invoice.gross).toBe(invoice.lines.reduce((sum, line) => sum + line.net, 0));
    expect(invoice.buyer).toMatchObject({ country: 'BE', vatNumber: 'BE0123456749' });

    const text = await pdfText(await admin(`/api/invoices/${invoice.id}/pdf`));
    expect(text).toContain(REVERSE_CHARGE_REMARK);
    expect(text).toContain('BE0123456749');
    expect(text).toContain('0 %');
    expect(text).toContain(money(9586));
  });

  it('a friends-and-family order is invoiced to the friend who ordered, never to the friends-and-family salon', async () => {
    const order = await placed(
      orderRequest({
        items: [{ productId: shop.shampoo, quantity: 2 }],
        customer: { name: 'Mila Hendriks', email: 'mila@example.com' },
      }),
      `ff:${FRIENDS_FAMILY_KEY}`,
    );
    await payByCard(order.id);
    const invoice = await detail((await invoiceOf(order.id))?.id ?? '');
    expect(invoice.buyer).toMatchObject({
      name: 'Mila Hendriks',
      email: 'mila@example.com',
      street: HOME.address.street,
      postcode: '1016 GV',
      city: HOME.address.city,
      vatNumber: null,
      registrationNumber: null,
    });
    expect(invoice.reverseCharge).toBe(false);
    const { mail } = await downloadToken(order.id, 'invoice-issued');
    expect(mail?.toAddress).toBe('mila@example.com');
  });

  it('a client card order is not invoiced by itself', async () => {
    const order = await placed(orderRequest({ items: [{ productId: shop.shampoo, quantity: 1 }] }));
    await payByCard(order.id);
    expect(await invoiceOf(order.id)).toBeUndefined();
  });
});

describe('POST /api/invoices', () => {
  it('invoices a paid order once: 201 { id, number }, then 409 INVOICE_EXISTS', async () => {
    const order = await orderInStatus(fixture.app, db(), 'shipped', [
      { productId: shop.shampoo, quantity: 2 },
    ]);
    const issued = await expectJson<IssuedInvoice>(
      admin('/api/invoices', { method: 'POST', body: { orderId: order.id } }),
      201,
    );
    expect(Object.keys(issued).sort()).toEqual(['id', 'number']);
    const invoice = await detail(issued.id);
    expect(invoice).toMatchObject({
      number: issued.number,
      issuedBy: 'admin@example.test',
      buyer: { name: 'Anouk de Vries', email: 'anouk@example.com', street: HOME.address.street },
    });
    const again = await expectJson<{ code: string }>(
      admin('/api/invoices', { method: 'POST', body: { orderId: order.id.toUpperCase() } }),
      409,
    );
    expect(again.code).toBe('INVOICE_EXISTS');
  });

  it('refuses unpaid, cancelled and refunded orders with 409 NOT_INVOICEABLE, an unknown one with 404', async () => {
    for (const status of ['pending_payment', 'cancelled', 'refunded'] as const) {
      const order = await orderInStatus(fixture.app, db(), status, [
        { productId: shop.shampoo, quantity: 1 },
      ]);
      const answer = await expectJson<{ code: string }>(
        admin('/api/invoices', { method: 'POST', body: { orderId: order.id } }),
        409,
      );
      expect(answer.code, status).toBe('NOT_INVOICEABLE');
      expect(await invoiceOf(order.id)).toBeUndefined();
    }
    const unknown = await expectJson<{ code: string }>(
      admin('/api/invoices', {
        method: 'POST',
        body: { orderId: '00000000-0000-4000-8000-000000000000' },
      }),
      404,
    );
    expect(unknown.code).toBe('NOT_FOUND');
  });

  it('refuses a body without an order id with 400, and non-admins with 401/403', async () => {
    const bad = await expectJson<{ code: string; issues: { path: string[] }[] }>(
      admin('/api/invoices', { method: 'POST', body: { orderId: 'TR-000001' } }),
      400,
    );
    expect(bad.issues[0]?.path).toEqual(['orderId']);
    const order = await orderInStatus(fixture.app, db(), 'paid', [
      { productId: shop.shampoo, quantity: 1 },
    ]);
    expect(
      (
        await callAdmin(fixture.app, '/api/invoices', {
          method: 'POST',
          body: { orderId: order.id },
        })
      ).status,
    ).toBe(401);
    const staff = await nonAdminToken(db(), { issuer: issuerFor(SITE) });
    expect(
      (
        await callAdmin(fixture.app, '/api/invoices', {
          method: 'POST',
          token: staff,
          body: { orderId: order.id },
        })
      ).status,
    ).toBe(403);
    expect(await invoiceOf(order.id)).toBeUndefined();
  });
});

describe('credit notes', () => {
  it('cancelling an order on invoice credits its invoice: own series, lines negated, the invoice settled', async () => {
    const order = await placed(
      orderRequest({ items: [{ productId: shop.shampoo, quantity: 4 }], ...ON_INVOICE }),
      shop.salonAccess,
    );
    const invoice = await detail((await invoiceOf(order.id))?.id ?? '');
    await expectJson(
      admin(`/api/admin/orders/${order.id}/status`, {
        method: 'POST',
        body: { status: 'cancelled', note: 'Salon cancelled' },
      }),
    );
    const creditRow = await invoiceOf(order.id, 'credit_note');
    expect(creditRow?.number).toMatch(/^C\d{4}-\d{6}$/);
    const credit = await detail(creditRow?.id ?? '');
    expect(credit).toMatchObject({
      kind: 'credit_note',
      credits: invoice.number,
      gross: -invoice.gross,
      net: -invoice.net,
      vat: -invoice.vat,
      issuedBy: 'admin@example.test',
    });
    expect(credit.lines.map((line) => line.gross)).toEqual(
      invoice.lines.map((line) => -line.gross),
    );
    // The invoice itself is unchanged, and settled by the credit note (never overdue).
    const after = await detail(invoice.id);
    expect(after).toMatchObject({
      lines: invoice.lines,
      gross: invoice.gross,
      status: 'paid',
      creditedBy: credit.number,
      paidBy: `credit note ${credit.number}`,
    });

    // The admin's order page names both.
    const page = await expectJson<{ invoice: unknown }>(admin(`/api/admin/orders/${order.id}`));
    expect(page.invoice).toEqual({
      id: invoice.id,
      number: invoice.number,
      status: 'paid',
      creditNote: { id: credit.id, number: credit.number },
    });

    const { token, mail } = await downloadToken(order.id, 'credit-note-issued');
    expect(mail?.subject).toBe(`Credit note ${credit.number} for order ${order.number}`);
    const text = await pdfText(await fixture.app.request(`/api/invoice-downloads/${token}`));
    for (const fact of [
      'Credit note',
      credit.number,
      invoice.number,
      order.number,
      money(-invoice.gross),
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  it('refunding an invoiced card order credits it once; an order without an invoice gets none', async () => {
    const order = await placed(
      orderRequest({ items: [{ productId: shop.shampoo, quantity: 1 }] }),
      shop.salonAccess,
    );
    await payByCard(order.id);
    // Paid through the test provider: refunded through it (issue 31).
    await expectJson(admin(`/api/admin/orders/${order.id}/refund`, { method: 'POST', body: {} }));
    const credits = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'credit_note')));
    expect(credits).toHaveLength(1);

    const plain = await orderInStatus(fixture.app, db(), 'paid', [
      { productId: shop.shampoo, quantity: 1 },
    ]);
    await expectJson(
      admin(`/api/admin/orders/${plain.id}/status`, {
        method: 'POST',
        body: { status: 'refunded' },
      }),
    );
    expect(await invoiceOf(plain.id, 'credit_note')).toBeUndefined();
  });
});

describe('the list, the detail, the PDF and marking paid', () => {
  it('lists newest first and filters by status, kind and search', async () => {
    const all = await expectJson<InvoicePage>(admin('/api/invoices'));
    expect(all.total).toBeGreaterThan(5);
    const times = all.items.map((item) => Date.parse(item.issuedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const credits = await expectJson<InvoicePage>(admin('/api/invoices?kind=credit_note'));
    expect(credits.items.length).toBeGreaterThan(0);
    expect(credits.items.every((item) => item.kind === 'credit_note' && item.gross < 0)).toBe(true);

    const open = await expectJson<InvoicePage>(admin('/api/invoices?status=open'));
    expect(open.items.every((item) => item.status === 'open' && item.paidAt === null)).toBe(true);
    const paid = await expectJson<InvoicePage>(admin('/api/invoices?status=paid'));
    expect(paid.items.every((item) => item.status === 'paid')).toBe(true);
    expect(open.total + paid.total).toBe(all.total);

    const first = all.items[0];
    const byOrder = await expectJson<InvoicePage>(
      admin(`/api/invoices?q=${encodeURIComponent(first?.orderNumber ?? '')}`),
    );
    expect(byOrder.items.every((item) => item.orderNumber === first?.orderNumber)).toBe(true);
    const byBuyer = await expectJson<InvoicePage>(admin('/api/invoices?q=bruxelles'));
    expect(byBuyer.items.map((item) => item.buyerName)).toEqual(['Salon Bruxelles SRL']);

    const refused = await expectJson<{ code: string }>(admin('/api/invoices?status=late'), 400);
    expect(refused.code).toBe('VALIDATION_FAILED');
  });

  it('marks an open invoice paid once: then 409 ALREADY_PAID; 404 for no such invoice', async () => {
    const [open] = (await expectJson<InvoicePage>(admin('/api/invoices?status=open'))).items;
    expect(open).toBeDefined();
    const paid = await expectJson<InvoiceDetail>(
      admin(`/api/invoices/${open?.id ?? ''}/paid`, { method: 'POST' }),
    );
    expect(paid).toMatchObject({ status: 'paid', paidBy: 'admin@example.test' });
    const again = await expectJson<{ code: string }>(
      admin(`/api/invoices/${open?.id ?? ''}/paid`, { method: 'POST' }),
      409,
    );
    expect(again.code).toBe('ALREADY_PAID');
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await admin(`/api/invoices/${none}/paid`, { method: 'POST' })).status).toBe(404);
    expect((await admin(`/api/invoices/${none}`)).status).toBe(404);
    expect((await admin(`/api/invoices/${none}/pdf`)).status).toBe(404);
  });

  it('answers the PDF as an attachment named after the number, never cached', async () => {
    const [first] = (await expectJson<InvoicePage>(admin('/api/invoices?kind=invoice'))).items;
    const response = await admin(`/api/invoices/${first?.id ?? ''}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${first?.number ?? ''}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toContain('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('opens a download link only with its token: 404 for any other, 400 for what no token looks like', async () => {
    const other = 'A'.repeat(43);
    const missing = await fixture.app.request(`/api/invoice-downloads/${other}`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('NOT_FOUND');
    expect((await fixture.app.request('/api/invoice-downloads/short')).status).toBe(400);
    // Rows' hashes are never a token either.
    const [row] = await db().select().from(invoices).where(like(invoices.number, '%-000001'));
    const hash = row?.downloadTokenHash ?? '';
    expect((await fixture.app.request(`/api/invoice-downloads/${hash}`)).status).toBe(400);
  });
});
