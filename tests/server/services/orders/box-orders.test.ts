import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoxBuilderAnswer } from '@/domain/boxes';
import type { BoxQuoteLine, OrderView, Quote } from '@/domain/orders';
import { emails, orderLines } from '@/server/db/schema';
import { releaseOrderStock } from '@/server/services/orders/expiry';
import { insertProduct, insertSalon, salonAccessFor } from '../../../support/catalog-fixtures';
import {
  HOME,
  census,
  orderRequest,
  postOrder,
  postQuote,
  productStock,
  variantStock,
} from '../../../support/order-fixtures';
import { buildApp, testEnv } from '../../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database';

// product.md §11: boxes in quotes and orders are re-validated and re-priced by the server (sum of
// the components' tier prices minus the size's discount), their components' stock is reserved
// like any line, and an invalid box is refused with nothing created.
let test: TestDatabase;
let app: ReturnType<typeof buildApp>;
let shop: Awaited<ReturnType<typeof insertBoxShop>>;
const db = () => test.database.db;

async function insertBoxShop() {
  const oil = await insertProduct(db(), {
    slug: 'argan-oil',
    name: 'Argan Oil',
    price: 1000,
    businessPrice: 700,
    stock: 10,
    boxEligible: true,
  });
  const mask = await insertProduct(db(), {
    slug: 'repair-mask',
    name: 'Repair Mask',
    price: 1500,
    stock: 0,
    boxEligible: true,
    variants: [
      { name: '250 ml', price: 1500, businessPrice: 1000, stock: 4 },
      { name: '500 ml', price: 2500, businessPrice: 1700, stock: 0 },
    ],
  });
  const comb = await insertProduct(db(), {
    slug: 'tail-comb',
    name: 'Tail Comb',
    price: 500,
    stock: 2,
    boxEligible: true,
  });
  const wig = await insertProduct(db(), { slug: 'wig', name: 'Wig', price: 30000, stock: 5 });
  const retired = await insertProduct(db(), {
    slug: 'retired-serum',
    name: 'Retired Serum',
    active: false,
    boxEligible: true,
    stock: 9,
  });
  const salonAccess = await salonAccessFor(db(), await insertSalon(db(), {}));
  return { oil, mask, comb, wig, retired, salonAccess };
}

beforeAll(async () => {
  test = await createTestDatabase();
  shop = await insertBoxShop();
  app = buildApp(test.database, testEnv({ ORDER_RATE_LIMIT_PER_MINUTE: '100000' }));
});
afterAll(() => test.close());

/** Medium (5 items, −15 %): 2 × oil €10 + 2 × mask 250 ml €15 + 1 × comb €5 = €55 → €46.75. */
const mediumBox = () => ({
  type: 'box' as const,
  size: 'medium' as const,
  components: [
    { productId: shop.oil, quantity: 2 },
    { productId: shop.mask, variant: '250 ml', quantity: 2 },
    { productId: shop.comb, quantity: 1 },
  ],
});

async function refused(item: unknown, status: number) {
  const before = await census(db());
  const quote = await postQuote(app, { items: [item], delivery: HOME });
  const order = await postOrder(app, orderRequest({ items: [item as never] }));
  expect(quote.status).toBe(status);
  expect(order.status).toBe(status);
  expect(await census(db())).toEqual(before);
  return (await order.json()) as { code: string; issues?: { path: unknown[]; message: string }[] };
}

describe('boxes in quotes', () => {
  it('prices a box as its components’ tier prices minus the size’s discount', async () => {
    const response = await postQuote(app, { items: [mediumBox()], delivery: HOME });
    expect(response.status, await response.clone().text()).toBe(200);
    const quote = (await response.json()) as Quote;
    expect(quote.lines).toEqual([
      {
        type: 'box',
        size: 'medium',
        name: 'Medium box',
        quantity: 1,
        unitPrice: 4675,
        lineTotal: 4675,
        sum: 5500,
        discount: 825,
        components: [
          expect.objectContaining({ productId: shop.oil, quantity: 2, unitPrice: 1000 }),
          expect.objectContaining({ productId: shop.mask, variant: '250 ml', lineTotal: 3000 }),
          expect.objectContaining({ productId: shop.comb, quantity: 1, lineTotal: 500 }),
        ],
        vatRate: 21,
      },
    ]);
    expect(quote.totals.subtotal).toBe(4675);
  });

  it('prices a salon’s box from business prices', async () => {
    const response = await postQuote(
      app,
      { items: [mediumBox()], delivery: HOME },
      shop.salonAccess,
    );
    const box = ((await response.json()) as Quote).lines[0] as BoxQuoteLine;
    // 2 × €7 + 2 × €10 + €5 = €39, −15 % (€5.85) = €33.15
    expect(box).toMatchObject({ sum: 3900, discount: 585, unitPrice: 3315 });
  });

  it('mixes catalog lines and boxes, each priced by its own rule', async () => {
    const response = await postQuote(app, {
      items: [{ productId: shop.oil, quantity: 1 }, mediumBox()],
      delivery: HOME,
    });
    const quote = (await response.json()) as Quote;
    expect(quote.lines.map((line) => line.lineTotal)).toEqual([1000, 4675]);
    expect(quote.totals.subtotal).toBe(5675);
  });
});

describe('boxes in orders', () => {
  it('stores the box with its components and reserves each component’s stock', async () => {
    const oil = await productStock(db(), shop.oil);
    const mask = await variantStock(db(), shop.mask, '250 ml');
    const comb = await productStock(db(), shop.comb);
    const response = await postOrder(app, orderRequest({ items: [mediumBox()] }));
    expect(response.status).toBe(201);
    const order = (await response.json()) as OrderView;
    expect(order.lines[0]).toMatchObject({ type: 'box', size: 'medium', lineTotal: 4675 });
    expect(await productStock(db(), shop.oil)).toBe(oil - 2);
    expect(await variantStock(db(), shop.mask, '250 ml')).toBe(mask - 2);
    expect(await productStock(db(), shop.comb)).toBe(comb - 1);

    // Stored: the box's own row (no product), then one row per component pointing at it.
    const rows = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position));
    expect(rows.map((row) => [row.position, row.productId, row.boxSize, row.boxPosition])).toEqual([
      [0, null, 'medium', null],
      [1, shop.oil, null, 0],
      [2, shop.mask, null, 0],
      [3, shop.comb, null, 0],
    ]);

    // The order read back shows the same box, and the mail lists the components.
    const read = (await (await app.request(`/api/orders/${order.id}`)).json()) as OrderView;
    expect(read.lines).toEqual(order.lines);
    expect((read.lines[0] as BoxQuoteLine).components).toHaveLength(3);
    const [mail] = await db().select().from(emails).where(eq(emails.orderId, order.id));
    expect(mail?.bodyText).toMatch(/1 × Medium box[\s\S]*2 × Argan Oil[\s\S]*Box saving/);

    // Releasing the order (expiry, cancel) gives every component's units back.
    await db().transaction((tx) => releaseOrderStock(tx, order.id));
    expect(await productStock(db(), shop.oil)).toBe(oil);
    expect(await variantStock(db(), shop.mask, '250 ml')).toBe(mask);
    expect(await productStock(db(), shop.comb)).toBe(comb);
  });
});

describe('invalid boxes are refused and nothing is created', () => {
  it('refuses a box that carries a price (tampered)', async () => {
    await refused({ ...mediumBox(), price: 1 }, 400);
    await refused({ ...mediumBox(), unitPrice: 1, discount: 5000 }, 400);
    const box = mediumBox();
    await refused(
      { ...box, components: [{ ...box.components[0], unitPrice: 1 }, ...box.components.slice(1)] },
      400,
    );
  });

  it('refuses a size that does not exist', async () => {
    const problem = await refused({ ...mediumBox(), size: 'huge' }, 400);
    expect(problem.issues?.[0]?.path).toEqual(['items', 0, 'size']);
  });

  it('refuses a box whose components do not fill exactly its size', async () => {
    const short = await refused({ ...mediumBox(), size: 'large' }, 400);
    expect(short.issues?.[0]?.message).toBe('A large box holds 8 items; this one has 5');
    await refused({ ...mediumBox(), size: 'small' }, 400);
  });

  it('refuses a component that is not box-eligible, naming it', async () => {
    const problem = await refused(
      {
        type: 'box',
        size: 'small',
        components: [
          { productId: shop.oil, quantity: 2 },
          { productId: shop.wig, quantity: 1 },
        ],
      },
      400,
    );
    expect(problem.issues).toEqual([
      expect.objectContaining({
        path: ['items', 0, 'components', 1, 'productId'],
        message: 'Small box: Wig cannot go in a box',
      }),
    ]);
  });

  it('refuses an inactive component or a variant that does not exist', async () => {
    const box = (component: object) => ({
      type: 'box',
      size: 'small',
      components: [{ productId: shop.oil, quantity: 2 }, component],
    });
    await refused(box({ productId: shop.retired, quantity: 1 }), 400);
    await refused(box({ productId: shop.mask, variant: '1 litre', quantity: 1 }), 400);
    await refused(box({ productId: shop.mask, quantity: 1 }), 400);
  });

  it('refuses a sold-out component or more than is in stock with 409, naming it', async () => {
    const soldOut = await refused(
      {
        type: 'box',
        size: 'small',
        components: [
          { productId: shop.oil, quantity: 2 },
          { productId: shop.mask, variant: '500 ml', quantity: 1 },
        ],
      },
      409,
    );
    expect(soldOut.code).toBe('OUT_OF_STOCK');
    expect(soldOut.issues?.[0]).toMatchObject({
      path: ['items', 0, 'components', 1, 'quantity'],
      message: 'Small box: only 0 left of Repair Mask (500 ml)',
    });
    await refused(
      { type: 'box', size: 'small', components: [{ productId: shop.comb, quantity: 3 }] },
      409,
    );
  });
});

describe('GET /api/box-builder', () => {
  const offer = async (access?: string) => {
    const response = await app.request('/api/box-builder', {
      headers: access ? { 'X-Tress-Access': access } : {},
    });
    expect(response.status).toBe(200);
    return (await response.json()) as BoxBuilderAnswer;
  };

  it('lists the sizes and only the active, eligible products with variants and stock', async () => {
    const answer = await offer();
    expect(answer.sizes).toEqual([
      { id: 'small', items: 3, percentOff: 10 },
      { id: 'medium', items: 5, percentOff: 15 },
      { id: 'large', items: 8, percentOff: 20 },
    ]);
    expect(answer.products.map((product) => product.id).sort()).toEqual(
      [shop.oil, shop.mask, shop.comb].sort(),
    );
    const mask = answer.products.find((product) => product.id === shop.mask);
    expect(mask?.variant_detail.map((variant) => [variant.name, variant.stock])).toEqual([
      ['250 ml', expect.any(Number)],
      ['500 ml', 0],
    ]);
  });

  it('shows business prices only with business access', async () => {
    const client = await offer();
    expect(client.products.every((product) => product.business_price === null)).toBe(true);
    const salon = await offer(shop.salonAccess);
    expect(salon.products.find((product) => product.id === shop.oil)?.business_price).toBe(700);
    expect(
      salon.products.find((product) => product.id === shop.mask)?.variant_detail[0]?.business_price,
    ).toBe(1000);
  });
});
