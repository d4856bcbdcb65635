import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductPage } from '@/domain/admin';
import type { AdminProduct } from '@/domain/product-translations';
import type { Product } from '@/domain/products';
import { auditLog, products, productVariants } from '@/server/db/schema';
import { callAdmin, expectJson, orderInStatus, productInput } from '../../support/admin-fixtures';
import { insertOrderShop, type OrderShop } from '../../support/order-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';

// product.md §4, §14: admins list every product (archived too, wholesale prices included),
// create, edit, archive and restore; bad input changes nothing; the shop shows changes at once.
let fixture: AdminTestApp;
let app: AdminTestApp['app'];
let shop: OrderShop;
let token: string;
const db = () => fixture.db;

beforeAll(async () => {
  // The catalog answer cache ON, as in production: edits must still show at once.
  fixture = await buildAdminTestApp({
    env: { CATALOG_CACHE_MS: '1000', ORDER_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  ({ app, token } = fixture);
  shop = await insertOrderShop(db());
});
afterAll(() => fixture.close());

const create = (body: unknown) =>
  callAdmin(app, '/api/admin/products', { method: 'POST', body, token });
const update = (id: number, body: unknown) =>
  callAdmin(app, `/api/admin/products/${id}`, { method: 'PUT', body, token });
const action = (id: number, verb: 'archive' | 'restore') =>
  callAdmin(app, `/api/admin/products/${id}/${verb}`, { method: 'POST', body: {}, token });
const storefront = (id: number) => app.request(`/api/products/${id}`);
const rowCounts = async () => ({
  products: (await db().select({ n: count() }).from(products))[0]?.n,
  variants: (await db().select({ n: count() }).from(productVariants))[0]?.n,
});

describe('the admin product list', () => {
  it('includes archived products and business prices; filters by status and searches', async () => {
    const all = await expectJson<AdminProductPage>(
      callAdmin(app, '/api/admin/products?pageSize=100', { token }),
    );
    expect(all.items.map((item) => item.id)).toContain(shop.retired);
    expect(all.items.find((item) => item.id === shop.wig)?.business_price).toBe(20000);
    expect(
      all.items.find((item) => item.id === shop.bundle)?.variant_detail[1]?.business_price,
    ).toBe(5800);

    const archived = await expectJson<AdminProductPage>(
      callAdmin(app, '/api/admin/products?status=archived', { token }),
    );
    expect(archived.items.map((item) => item.id)).toEqual([shop.retired]);
    const active = await expectJson<AdminProductPage>(
      callAdmin(app, '/api/admin/products?status=active', { token }),
    );
    expect(active.items.map((item) => item.id)).not.toContain(shop.retired);

    const found = await expectJson<AdminProductPage>(
      callAdmin(app, '/api/admin/products?q=lace', { token }),
    );
    expect(found.items.map((item) => item.id)).toEqual([shop.wig]);
    const paged = await expectJson<AdminProductPage>(
      callAdmin(app, '/api/admin/products?pageSize=1&page=2', { token }),
    );
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(paged.items).toHaveLength(1);
  });

  it('reads one product, archived or not; unknown ids are 404', async () => {
    const retired = await expectJson<Product>(
      callAdmin(app, `/api/admin/products/${shop.retired}`, { token }),
    );
    expect(retired).toMatchObject({ id: shop.retired, active: false });
    await expectJson(callAdmin(app, '/api/admin/products/999999', { token }), 404);
    await expectJson(callAdmin(app, '/api/admin/products/abc', { token }), 404);
  });
});

describe('creating a product', () => {
  it('answers 201 with the product, and the shop sells it at once', async () => {
    const created = await expectJson<Product>(create(productInput({ slug: 'new-straight' })), 201);
    expect(created).toMatchObject({
      slug: 'new-straight',
      name: 'Straight Bundle',
      family: 'human-hair',
      category: 'bundles',
      price: 6900,
      business_price: 4500,
      stock: 13,
      weight_oz: 3.5,
      tags: ['straight', 'virgin'],
      active: true,
      variant_detail: [
        { name: '14 inch', price: null, business_price: null, stock: 8 },
        { name: '16 inch', price: 7900, business_price: 5200, stock: 5 },
      ],
    });
    const seen = await expectJson<Product>(storefront(created.id));
    // Public answers never carry wholesale prices.
    expect(seen).toMatchObject({ id: created.id, business_price: null });
  });

  it('refuses invalid input with 400 and its issues, writing nothing', async () => {
    const before = await rowCounts();
    const cases: [string, unknown][] = [
      ['empty', {}],
      ['negative price', productInput({ slug: 'bad-1', price: -1 })],
      ['fractional cents', productInput({ slug: 'bad-2', price: 12.5 })],
      ['unknown family', productInput({ slug: 'bad-3', family: 'hats' })],
      ['category of another family', productInput({ slug: 'bad-4', category: 'braiding-hair' })],
      ['slug with spaces', productInput({ slug: 'Bad Slug' })],
      [
        'duplicate variant names',
        productInput({
          slug: 'bad-5',
          variant_detail: [
            { name: '14 inch', price: null, business_price: null, stock: 1 },
            { name: '14 Inch', price: null, business_price: null, stock: 1 },
          ],
        }),
      ],
      ['negative stock', productInput({ slug: 'bad-6', variant_detail: [], stock: -2 })],
      [
        'image from elsewhere',
        productInput({ slug: 'bad-7', images: ['https://evil.example/x.jpg'] }),
      ],
      ['unknown field', { ...productInput({ slug: 'bad-8' }), popularity: 99 }],
    ];
    for (const [name, body] of cases) {
      const answer = await expectJson<{ code: string; issues: unknown[] }>(create(body), 400);
      expect(answer.code, name).toBe('VALIDATION_FAILED');
      expect(answer.issues.length, name).toBeGreaterThan(0);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a slug in use with 409 SLUG_TAKEN', async () => {
    const before = await rowCounts();
    const answer = await expectJson<{ code: string }>(
      create(productInput({ slug: 'lace-front-wig' })),
      409,
    );
    expect(answer.code).toBe('SLUG_TAKEN');
    expect(await rowCounts()).toEqual(before);
  });
});

describe('updating a product', () => {
  it('replaces fields and variants, keeping the rows of variants whose names stay', async () => {
    const created = await expectJson<Product>(create(productInput({ slug: 'wave-update' })), 201);
    const rowsBefore = await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, created.id));
    const kept = rowsBefore.find((row) => row.name === '16 inch');

    const updated = await expectJson<Product>(
      update(
        created.id,
        productInput({
          slug: 'wave-update',
          name: 'Wave Bundle',
          price: 7100,
          variant_detail: [
            { name: '16 inch', price: 8100, business_price: null, stock: 9 },
            { name: '20 inch', price: 9900, business_price: 6500, stock: 2 },
          ],
        }),
      ),
    );
    expect(updated).toMatchObject({
      name: 'Wave Bundle',
      price: 7100,
      stock: 11,
      variant_detail: [
        { name: '16 inch', price: 8100, business_price: null, stock: 9 },
        { name: '20 inch', price: 9900, business_price: 6500, stock: 2 },
      ],
    });
    const rowsAfter = await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, created.id));
    expect(rowsAfter.find((row) => row.name === '16 inch')?.id).toBe(kept?.id);
    expect(rowsAfter.map((row) => row.name).sort()).toEqual(['16 inch', '20 inch']);
  });

  it('keeps reservations meaningful: a cancelled order returns units to the kept variant', async () => {
    const order = await orderInStatus(app, db(), 'processing', [
      { productId: shop.bundle, variant: '16 inch', quantity: 3 },
    ]);
    const current = await expectJson<Product>(
      callAdmin(app, `/api/admin/products/${shop.bundle}`, { token }),
    );
    await expectJson(
      update(
        shop.bundle,
        productInput({
          slug: current.slug,
          variant_detail: [{ name: '16 inch', price: null, business_price: 5100, stock: 20 }],
        }),
      ),
    );
    await expectJson(
      callAdmin(app, `/api/admin/orders/${order.id}/status`, {
        method: 'POST',
        body: { status: 'cancelled' },
        token,
      }),
    );
    const after = await expectJson<Product>(
      callAdmin(app, `/api/admin/products/${shop.bundle}`, { token }),
    );
    expect(after.variant_detail).toEqual([
      { name: '16 inch', price: null, business_price: 5100, stock: 23, colour: null },
    ]);
  });

  it('the shop shows the edit at once, even with the answer cache on', async () => {
    expect(await expectJson<Product>(storefront(shop.wig))).toMatchObject({
      name: 'Lace Front Wig',
    });
    const current = await expectJson<Product>(
      callAdmin(app, `/api/admin/products/${shop.wig}`, { token }),
    );
    await expectJson(
      update(
        shop.wig,
        productInput({
          slug: current.slug,
          name: 'Lace Front Wig Deluxe',
          variant_detail: [],
          stock: 3,
        }),
      ),
    );
    expect(await expectJson<Product>(storefront(shop.wig))).toMatchObject({
      name: 'Lace Front Wig Deluxe',
      price: 6900,
    });
  });

  it('refuses another product’s slug with 409 and invalid input with 400, changing nothing', async () => {
    const before = await expectJson<Product>(
      callAdmin(app, `/api/admin/products/${shop.shampoo}`, { token }),
    );
    const taken = await expectJson<{ code: string }>(
      update(shop.shampoo, productInput({ slug: 'lace-front-wig' })),
      409,
    );
    expect(taken.code).toBe('SLUG_TAKEN');
    await expectJson(
      update(shop.shampoo, productInput({ slug: 'repair-shampoo', price: -5 })),
      400,
    );
    expect(
      await expectJson<Product>(callAdmin(app, `/api/admin/products/${shop.shampoo}`, { token })),
    ).toEqual(before);
  });

  it('answers 404 for an unknown product', async () => {
    await expectJson(update(999999, productInput({ slug: 'ghost' })), 404);
  });
});

describe('variant colours (swatches, issue 17)', () => {
  const shades = <C>(colours: C[]) =>
    colours.map((colour, index) => ({
      name:
        ['1B Natural black', '613 Platinum blonde', '4 Medium brown'][index] ?? `Shade ${index}`,
      price: null,
      business_price: null,
      stock: 4,
      colour,
    }));

  it('accepts #rrggbb in any case, stores it in lower case, and answers it in the shop and the admin', async () => {
    const created = await expectJson<Product>(
      create(
        productInput({ slug: 'shade-ponytail', variant_detail: shades(['#1C1A19', '#e8d3a2']) }),
      ),
      201,
    );
    expect(created.variant_detail.map((variant) => variant.colour)).toEqual(['#1c1a19', '#e8d3a2']);
    const stored = await db()
      .select({ colour: productVariants.colour })
      .from(productVariants)
      .where(eq(productVariants.productId, created.id))
      .orderBy(productVariants.position);
    expect(stored.map((row) => row.colour)).toEqual(['#1c1a19', '#e8d3a2']);

    const seen = await expectJson<Product>(storefront(created.id));
    expect(seen.variant_detail).toEqual([
      { name: '1B Natural black', price: null, business_price: null, stock: 4, colour: '#1c1a19' },
      {
        name: '613 Platinum blonde',
        price: null,
        business_price: null,
        stock: 4,
        colour: '#e8d3a2',
      },
    ]);
    const admin = await expectJson<Product>(
      callAdmin(app, `/api/admin/products/${created.id}`, { token }),
    );
    expect(admin.variant_detail.map((variant) => variant.colour)).toEqual(['#1c1a19', '#e8d3a2']);
  });

  it('changes, clears (null) and — when left out — drops a colour on update', async () => {
    const created = await expectJson<Product>(
      create(
        productInput({ slug: 'shade-clip-in', variant_detail: shades(['#1c1a19', '#e8d3a2']) }),
      ),
      201,
    );
    // The third leaves its colour out, as a client from before swatches would.
    const [first, second, withColour] = shades(['#3b2a20', null, '#5a3a28']);
    const { colour: _left, ...third } = withColour ?? { colour: null, name: 'none' };
    const updated = await expectJson<Product>(
      update(created.id, {
        ...productInput({ slug: 'shade-clip-in' }),
        variant_detail: [first, second, third],
      }),
    );
    expect(updated.variant_detail.map((variant) => variant.colour)).toEqual([
      '#3b2a20',
      null,
      null,
    ]);
    const seen = await expectJson<Product>(storefront(created.id));
    expect(seen.variant_detail.map((variant) => variant.colour)).toEqual(['#3b2a20', null, null]);
  });

  it('refuses anything but #rrggbb with 400 naming the variant’s colour, changing nothing', async () => {
    const created = await expectJson<Product>(
      create(productInput({ slug: 'shade-braids', variant_detail: shades(['#1c1a19']) })),
      201,
    );
    const before = await expectJson<Product>(
      callAdmin(app, `/api/admin/products/${created.id}`, { token }),
    );
    const counts = await rowCounts();
    for (const colour of [
      'red',
      '#fff',
      '#1c1a1',
      '#1c1a19ff',
      '1c1a19',
      '#gg0000',
      '',
      12,
      true,
    ]) {
      const body = { ...productInput({ slug: 'shade-braids' }), variant_detail: shades([colour]) };
      const refused = await expectJson<{ code: string; issues: { path: unknown[] }[] }>(
        update(created.id, body),
        400,
      );
      expect(refused.code, String(colour)).toBe('VALIDATION_FAILED');
      expect(
        refused.issues.map((issue) => issue.path),
        String(colour),
      ).toContainEqual(['variant_detail', 0, 'colour']);
      await expectJson(create({ ...body, slug: 'shade-braids-2' }), 400);
    }
    expect(await rowCounts()).toEqual(counts);
    expect(
      await expectJson<Product>(callAdmin(app, `/api/admin/products/${created.id}`, { token })),
    ).toEqual(before);
  });
});

describe('archive and restore', () => {
  it('archiving takes a product out of the shop at once; restoring brings it back', async () => {
    const created = await expectJson<Product>(create(productInput({ slug: 'to-archive' })), 201);
    expect((await storefront(created.id)).status).toBe(200);
    expect(await expectJson<Product>(action(created.id, 'archive'))).toMatchObject({
      active: false,
    });
    expect((await storefront(created.id)).status).toBe(404);
    expect(await expectJson<Product>(action(created.id, 'restore'))).toMatchObject({
      active: true,
    });
    expect((await storefront(created.id)).status).toBe(200);
    await expectJson(action(999999, 'archive'), 404);
  });
});

describe('the Dutch name and description (issue 30)', () => {
  const dutchShop = (id: number) =>
    app.request(`/api/products/${id}`, { headers: { 'X-Tress-Language': 'nl' } });
  const dutch = {
    name: 'Steile bundel van virgin hair',
    description: 'Zijdezacht steil virgin hair, 100 g per bundel.',
  };

  it('are stored with a new product, answered to the admin, and shown in the Dutch shop', async () => {
    const created = await expectJson<AdminProduct>(
      create({ ...productInput({ slug: 'dutch-bundle' }), translations: { nl: dutch } }),
      201,
    );
    expect(created.translations).toEqual({ nl: dutch });
    // The admin reads the English as the English: the admin stays English.
    expect(created.name).toBe('Straight Bundle');
    const read = await expectJson<AdminProduct>(
      callAdmin(app, `/api/admin/products/${created.id}`, { token }),
    );
    expect(read.translations).toEqual({ nl: dutch });
    const listed = await expectJson<{ items: AdminProduct[] }>(
      callAdmin(app, '/api/admin/products?q=virgin%20hair', { token }),
    );
    expect(listed.items.find((item) => item.id === created.id)?.translations).toEqual({
      nl: dutch,
    });
    expect(await expectJson<Product>(dutchShop(created.id))).toMatchObject(dutch);
    expect(await expectJson<Product>(storefront(created.id))).toMatchObject({
      name: 'Straight Bundle',
    });
  });

  it('are trimmed, and an empty text (or none) is "as in English"', async () => {
    const created = await expectJson<AdminProduct>(
      create({
        ...productInput({ slug: 'half-dutch-bundle' }),
        translations: { nl: { name: '  Halve bundel  ', description: '   ' } },
      }),
      201,
    );
    expect(created.translations).toEqual({ nl: { name: 'Halve bundel' } });
    expect(await expectJson<Product>(dutchShop(created.id))).toMatchObject({
      name: 'Halve bundel',
      description: 'Silky straight virgin hair.',
    });
    // Left out altogether: no Dutch texts.
    const without = await expectJson<AdminProduct>(
      create(productInput({ slug: 'english-only-bundle' })),
      201,
    );
    expect(without.translations).toEqual({});
  });

  it('change on update, at once in the Dutch shop with the answer cache on, and are audited', async () => {
    const created = await expectJson<AdminProduct>(
      create({ ...productInput({ slug: 'audited-bundle' }), translations: { nl: dutch } }),
      201,
    );
    // Read once in Dutch, so the answer cache holds it.
    expect(await expectJson<Product>(dutchShop(created.id))).toMatchObject({ name: dutch.name });
    const changed = { name: 'Steile bundel', description: dutch.description };
    const updated = await expectJson<AdminProduct>(
      update(created.id, {
        ...productInput({ slug: 'audited-bundle' }),
        translations: { nl: changed },
      }),
    );
    expect(updated.translations).toEqual({ nl: changed });
    expect(await expectJson<Product>(dutchShop(created.id))).toMatchObject({
      name: 'Steile bundel',
    });

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.update'), eq(auditLog.targetId, String(created.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    // The log keeps an object's values as their JSON.
    expect(entry?.changes).toEqual([
      {
        field: 'translations',
        before: JSON.stringify({ nl: dutch }),
        after: JSON.stringify({ nl: changed }),
      },
    ]);

    // Saving the same texts again changes nothing the log would show.
    await expectJson(
      update(created.id, {
        ...productInput({ slug: 'audited-bundle' }),
        translations: { nl: changed },
      }),
    );
    const [again] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.update'), eq(auditLog.targetId, String(created.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(again?.changes).toEqual([]);

    // Emptied: the Dutch shop shows the English again.
    await expectJson(
      update(created.id, {
        ...productInput({ slug: 'audited-bundle' }),
        translations: { nl: { name: '', description: '' } },
      }),
    );
    expect(await expectJson<Product>(dutchShop(created.id))).toMatchObject({
      name: 'Straight Bundle',
      description: 'Silky straight virgin hair.',
    });
  });

  it('are checked like the English texts: 400 naming the field, nothing written', async () => {
    const before = await rowCounts();
    const refused = async (translations: unknown, path: (string | number)[]) => {
      const problem = await expectJson<{ code: string; issues: { path: unknown[] }[] }>(
        create({ ...productInput({ slug: 'refused-dutch' }), translations }),
        400,
      );
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.issues.map((issue) => issue.path)).toContainEqual(path);
    };
    await refused({ nl: { name: 'B' } }, ['translations', 'nl', 'name']);
    await refused({ nl: { name: 'x'.repeat(161) } }, ['translations', 'nl', 'name']);
    await refused({ nl: { description: 'x'.repeat(5001) } }, ['translations', 'nl', 'description']);
    await refused({ nl: { name: 'Bundel\u0000' } }, ['translations', 'nl', 'name']);
    await refused({ nl: { name: 42 } }, ['translations', 'nl', 'name']);
    await refused({ nl: { title: 'Bundel' } }, ['translations', 'nl']);
    await refused({ fr: { name: 'Tissage lisse' } }, ['translations']);
    await refused('Steile bundel', ['translations']);
    expect(await rowCounts()).toEqual(before);
  });
});
