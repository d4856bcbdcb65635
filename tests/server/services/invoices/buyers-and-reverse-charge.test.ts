// Issue 31: an invoice names its buyer's address; a friends-and-family buyer is a private person;
// a Belgian salon with a VAT number is charged net from the quote on, and its payment, order and
// invoice agree to the cent — on invoice and paid online (the PDF's text read back).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { REVERSE_CHARGE_REMARK, type InvoiceDetail } from '@/domain/invoices';
import type { OrderView, Quote } from '@/domain/orders';
import { invoices, orders } from '@/server/db/schema';
import { markOrderPaid } from '@/server/services/orders/status';
import { callAdmin, expectJson } from '../../../support/admin-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../../support/admin-test-app';
import { insertSalon, salonAccessFor } from '../../../support/catalog-fixtures';
import {
  FRIENDS_FAMILY_KEY,
  insertOrderShop,
  orderRequest,
  postOrder,
  postQuote,
  type OrderShop,
} from '../../../support/order-fixtures';
import { recordingLogger } from '../../../support/server-app';

const SITE = 'https://shop.tress.example';
const BRUSSELS = {
  method: 'home',
  address: { street: 'Rue Neuve 12', postcode: '1000', city: 'Brussel', country: 'BE' },
} as const;
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
const db = () => fixture.db;
const { logger } = recordingLogger();

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

const items = () => [
  { productId: shop.bundle, variant: '18 inch', quantity: 3 },
  { productId: shop.shampoo, quantity: 1 },
];

async function invoiceOf(orderId: string): Promise<InvoiceDetail> {
  const [row] = await db()
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  expect(row).toBeDefined();
  return expectJson<InvoiceDetail>(
    callAdmin(fixture.app, `/api/invoices/${row?.id ?? ''}`, { token: fixture.token }),
  );
}

async function pdfText(invoiceId: string): Promise<string> {
  const response = await callAdmin(fixture.app, `/api/invoices/${invoiceId}/pdf`, {
    token: fixture.token,
  });
  expect(response.status).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function storedOrder(id: string) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  return row;
}

describe('a Belgian salon with a VAT number is charged net from the quote on', () => {
  it('on invoice: quote total = order total = invoice gross, no VAT, the address and the remark printed', async () => {
    const body = { items: items(), delivery: BRUSSELS };
    const gross = await expectJson<Quote>(postQuote(fixture.app, body));
    const quote = await expectJson<Quote>(
      postQuote(fixture.app, { ...body, company: BELGIAN_COMPANY }, belgianAccess),
    );
    expect(quote.reverseCharge).toBe(true);
    expect(quote.vat).toEqual({ total: 0, rates: [] });
    expect(quote.lines.every((line) => line.vatRate === 0)).toBe(true);
    expect(gross.reverseCharge).toBe(false);

    const order = await expectJson<OrderView>(
      postOrder(
        fixture.app,
        orderRequest({ ...body, payment: { method: 'invoice' }, company: BELGIAN_COMPANY }),
        { access: belgianAccess },
      ),
      201,
    );
    expect(order.totals).toEqual(quote.totals);
    expect(order.reverseCharge).toBe(true);
    expect(order.vat).toEqual({ total: 0, rates: [] });
    const row = await storedOrder(order.id);
    expect(row).toMatchObject({
      reverseCharge: true,
      vatAmount: 0,
      total: quote.totals.total,
      billing: {
        name: 'Salon Bruxelles SRL',
        street: 'Rue Neuve 12',
        postcode: '1000',
        city: 'Brussel',
        country: 'BE',
      },
    });

    const invoice = await invoiceOf(order.id);
    expect(invoice.reverseCharge).toBe(true);
    expect(invoice.gross).toBe(order.totals.total);
    expect(invoice.vat).toBe(0);
    expect(invoice.net).toBe(invoice.gross);
    expect(invoice.lines.reduce((sum, line) => sum + line.net, 0)).toBe(order.totals.total);
    expect(invoice.buyer).toMatchObject({
      name: 'Salon Bruxelles SRL',
      street: 'Rue Neuve 12',
      postcode: '1000',
      city: 'Brussel',
      country: 'BE',
      vatNumber: 'BE0123456749',
    });
    const text = await pdfText(invoice.id);
    expect(text).toContain('Salon Bruxelles SRL');
    expect(text).toContain('Rue Neuve 12');
    expect(text).toContain('1000 Brussel');
    expect(text).toContain(REVERSE_CHARGE_REMARK);
    expect(text).toContain('BE0123456749');
  });

  it('paid online: the salon of the session decides; the payment amount is the invoice gross', async () => {
    const body = { items: items(), delivery: BRUSSELS };
    const quote = await expectJson<Quote>(postQuote(fixture.app, body, belgianAccess));
    expect(quote.reverseCharge).toBe(true);
    const order = await expectJson<OrderView>(
      postOrder(fixture.app, orderRequest({ ...body, payment: { method: 'bancontact' } }), {
        access: belgianAccess,
      }),
      201,
    );
    expect(order.totals.total).toBe(quote.totals.total);
    expect(order.reverseCharge).toBe(true);

    const paid = await markOrderPaid(
      db(),
      order.id,
      {
        provider: 'test',
        providerRef: `tb_${order.id}`,
        amount: order.totals.total,
        method: 'bancontact',
      },
      logger,
      SITE,
    );
    expect(paid.changed).toBe(true);
    const invoice = await invoiceOf(order.id);
    expect(invoice.reverseCharge).toBe(true);
    expect(invoice.gross).toBe(order.totals.total);
    expect(invoice.vat).toBe(0);
    expect(invoice.buyer).toMatchObject({ name: 'Salon Bruxelles', country: 'BE' });
    expect(await pdfText(invoice.id)).toContain(REVERSE_CHARGE_REMARK);
  });

  it('a Dutch salon is charged VAT-inclusive prices as before; its invoice gross is its total', async () => {
    const body = { items: items(), delivery: BRUSSELS };
    const quote = await expectJson<Quote>(postQuote(fixture.app, body, shop.salonAccess));
    expect(quote.reverseCharge).toBe(false);
    expect(quote.vat.total).toBeGreaterThan(0);
  });
});

describe('a friends-and-family shopper pays on invoice as a private person', () => {
  const ff = `ff:${FRIENDS_FAMILY_KEY}`;
  const billing = {
    name: 'Mila Hendriks',
    street: 'Kerkstraat 5',
    postcode: '3511ab',
    city: 'Utrecht',
    country: 'NL',
  } as const;

  it('gives name and address; the invoice names that person there, with no company numbers', async () => {
    const order = await expectJson<OrderView>(
      postOrder(
        fixture.app,
        orderRequest({
          items: [{ productId: shop.shampoo, quantity: 2 }],
          customer: { name: 'Mila Hendriks', email: 'mila@example.com' },
          payment: { method: 'invoice' },
          billing,
        }),
        { access: ff },
      ),
      201,
    );
    expect(order.company).toBeNull();
    expect(order.reverseCharge).toBe(false);
    const invoice = await invoiceOf(order.id);
    expect(invoice.buyer).toMatchObject({
      name: 'Mila Hendriks',
      street: 'Kerkstraat 5',
      postcode: '3511 AB',
      city: 'Utrecht',
      country: 'NL',
      registrationNumber: null,
      vatNumber: null,
    });
    expect(invoice.gross).toBe(order.totals.total);
    const text = await pdfText(invoice.id);
    expect(text).toContain('Mila Hendriks');
    expect(text).toContain('Kerkstraat 5');
    expect(text).toContain('3511 AB Utrecht');
    // The buyer's block, from their name to the invoice's lines: no company numbers in it.
    const buyerBlock = text.slice(text.indexOf('Mila Hendriks'), text.indexOf('Description'));
    expect(buyerBlock).toContain('3511 AB Utrecht');
    expect(buyerBlock).not.toMatch(/KvK|VAT|BTW|registration|enterprise/i);
  });

  it('is refused a company, and asked for the billing address', async () => {
    const refused = await postOrder(
      fixture.app,
      orderRequest({
        items: [{ productId: shop.shampoo, quantity: 1 }],
        payment: { method: 'invoice' },
        company: { ...BELGIAN_COMPANY },
      }),
      { access: ff },
    );
    expect(refused.status).toBe(400);
    const problem = (await refused.json()) as { issues: { path: unknown[] }[] };
    expect(problem.issues[0]?.path).toEqual(['company']);

    const salonBilling = await postOrder(
      fixture.app,
      orderRequest({
        items: [{ productId: shop.shampoo, quantity: 1 }],
        payment: { method: 'invoice' },
        billing,
      }),
      { access: belgianAccess },
    );
    expect(salonBilling.status).toBe(400);
  });
});
