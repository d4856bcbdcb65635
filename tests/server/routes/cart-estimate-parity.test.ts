import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoxBuilderAnswer } from '@/domain/boxes';
import { cartReducer, emptyCart, type Cart } from '@/domain/cart';
import { pricingOfferOf, type OffersAnswer } from '@/domain/offers';
import type { Quote } from '@/domain/orders';
import type { Product } from '@/domain/products';
import type { SettingsAnswer } from '@/domain/settings';
import { offers } from '@/server/db/schema';
import { boxCartItem, pricedPicks } from '@/web/features/box-builder/box-draft';
import { estimateCart } from '@/web/features/cart/cart-estimate';
import { orderItemsOf } from '@/web/features/checkout/checkout-request';
import { insertProduct } from '../../support/catalog-fixtures';
import {
  FRIENDS_FAMILY_KEY,
  HOME,
  insertOrderShop,
  postQuote,
  type OrderShop,
} from '../../support/order-fixtures';
import { buildApp } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// Issue 12: the cart's estimate and the server's quote are the same engine on the same inputs.
// The cart is made as the web app makes it (products as GET /api/products/:id answers them, a box
// as the builder adds it from GET /api/box-builder), turned into the engine's input by the cart's
// own module (src/web/features/cart/cart-estimate.ts), and compared with POST /api/orders/quote.
const DAY = 24 * 60 * 60 * 1000;
const FF = `ff:${FRIENDS_FAMILY_KEY}`;
let test: TestDatabase;
let app: ReturnType<typeof buildApp>;
let shop: OrderShop;
let boxProducts: number[];
const db = () => test.database.db;

beforeAll(async () => {
  test = await createTestDatabase();
  shop = await insertOrderShop(db());
  boxProducts = [
    await insertProduct(db(), {
      slug: 'argan-oil',
      name: 'Argan Oil',
      family: 'care',
      category: 'oils',
      price: 1095,
      businessPrice: 705,
      stock: 100,
      boxEligible: true,
    }),
    await insertProduct(db(), {
      slug: 'tail-comb',
      name: 'Tail Comb',
      family: 'tools',
      category: 'combs',
      price: 499,
      stock: 100,
      boxEligible: true,
    }),
  ];
  const days = (n: number) => new Date(Date.now() + n * DAY);
  await db()
    .insert(offers)
    .values([
      {
        title: 'Bundles 15 %',
        kind: 'percent',
        value: 15,
        targetType: 'category',
        targetName: 'bundles',
        audience: 'all',
        startsAt: days(-1),
        endsAt: days(10),
      },
      {
        title: '€20 off the bundle',
        kind: 'amount',
        value: 2000,
        targetType: 'product',
        targetProductId: shop.bundle,
        audience: 'client',
        startsAt: days(-1),
        endsAt: days(10),
      },
      {
        title: 'Care for salons',
        kind: 'percent',
        value: 20,
        targetType: 'family',
        targetName: 'care',
        audience: 'business',
        startsAt: days(-1),
        endsAt: days(10),
      },
      {
        // Boxes are never touched by an automatic offer, even one on their components.
        title: 'Oil 30 %',
        kind: 'percent',
        value: 30,
        targetType: 'product',
        targetProductId: boxProducts[0]!,
        audience: 'all',
        startsAt: days(-1),
        endsAt: days(10),
      },
    ]);
  app = buildApp(test.database);
});
afterAll(() => test.close());

async function read<T>(path: string, access: string | undefined): Promise<T> {
  const response = await app.request(path, {
    headers: access ? { 'X-Tress-Access': access } : {},
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const catalogPick = fc.record({
  which: fc.constantFrom<'bundle' | 'shampoo' | 'wig'>('bundle', 'shampoo', 'wig'),
  long: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 3 }),
});

describe('the cart’s estimate equals the server’s quote', () => {
  it('for random carts with and without a box, for clients and business shoppers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(catalogPick, { minLength: 0, maxLength: 4 }),
        // A medium box (5 items): how many of them are oil, the rest combs; or no box.
        fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
        fc.constantFrom(undefined, FF),
        async (picks, oils, access) => {
          fc.pre(picks.length > 0 || oils !== undefined);
          const tier = access ? 'business' : 'client';
          const settings = await read<SettingsAnswer>('/api/settings', access);
          let cart: Cart = emptyCart(access ? 'salon' : 'client');
          for (const pick of picks) {
            const id = shop[pick.which];
            const product = await read<Product>(`/api/products/${id}`, access);
            const variant = pick.which === 'bundle' ? (pick.long ? '18 inch' : '16 inch') : null;
            cart = cartReducer(cart, {
              type: 'add',
              item: { product, selectedVariant: variant, quantity: pick.quantity },
            });
          }
          if (oils !== undefined) {
            const builder = await read<BoxBuilderAnswer>('/api/box-builder', access);
            const medium = builder.sizes.find((size) => size.id === 'medium')!;
            const [oil, comb] = boxProducts as [number, number];
            const draft = {
              size: 'medium' as const,
              editing: null,
              picks: [
                { productId: oil, variant: null, quantity: oils },
                { productId: comb, variant: null, quantity: medium.items - oils },
              ].filter((pick) => pick.quantity > 0),
            };
            cart = cartReducer(cart, {
              type: 'add',
              item: boxCartItem(
                'medium',
                'Medium box',
                pricedPicks(draft, builder.products, tier),
                medium.percentOff,
                'box:5a1e0c4e-8f0b-4c1e-9d5a-2b7f3c9e1a60',
              ),
            });
          }

          const listed = await read<OffersAnswer>('/api/offers', access);
          const facts = new Map<number, Product>();
          for (const item of cart.items) {
            if (typeof item.productId === 'number')
              facts.set(
                item.productId,
                await read<Product>(`/api/products/${item.productId}`, access),
              );
          }
          const estimate = estimateCart(cart.items, {
            tier,
            offers: listed.items.map(pricingOfferOf),
            settings,
            method: 'home',
            salonSession: false,
            now: new Date(),
            factsOf: (id) => facts.get(id),
          });

          const { items, heldBack } = orderItemsOf(cart.items);
          expect(heldBack).toEqual([]);
          const response = await postQuote(app, { items, delivery: HOME }, access);
          expect(response.status).toBe(200);
          const quote = (await response.json()) as Quote;
          expect(quote.totals).toEqual({
            subtotal: estimate.subtotal,
            discount: estimate.offerSavings,
            shipping: estimate.shipping,
            total: estimate.total,
          });
          expect(quote.freeDelivery).toBe(estimate.priced.freeDelivery);
          // The VAT apart (issue 17): the cart shows what the quote carries, per rate.
          expect(quote.vat).toEqual(estimate.vat);
          // Per catalog line, the offer's saving (boxes carry their own box discount).
          expect(
            quote.lines.flatMap((line) =>
              'type' in line && line.type === 'box' ? [] : [line.discount ?? 0],
            ),
          ).toEqual(estimate.priced.lines.map((line) => line.discount));
          expect(quote.lines.filter((line) => 'type' in line && line.type === 'box')).toHaveLength(
            estimate.priced.boxes.length,
          );
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
