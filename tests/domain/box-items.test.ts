// The quote/order item union (product.md §11): a line is a catalog product or a box of products.
import { describe, expect, it } from 'vitest';
import { MAX_BOX_ITEMS } from '@/domain/boxes';
import {
  isBoxItem,
  orderItemSchema,
  orderRequestSchema,
  quoteRequestSchema,
} from '@/domain/orders';
import { DB_INTEGER_MAX, LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from '@/domain/schema-blocks';

const locker = { method: 'locker', lockerId: 'AMS-01' };
const box = {
  type: 'box',
  size: 'medium',
  components: [
    { productId: 4, variant: '18 inch', quantity: 2 },
    { productId: 7, quantity: 3 },
  ],
};
const quoteWith = (...items: unknown[]) =>
  quoteRequestSchema.safeParse({ items, delivery: locker });
const withComponent = (component: Record<string, unknown>) => ({
  ...box,
  components: [component],
});
const messagesOf = (value: unknown): string[] => {
  const result = orderItemSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('catalog lines', () => {
  it('a catalog line without a type is accepted as today', () => {
    const result = orderItemSchema.safeParse({ productId: 4, variant: null, quantity: 2 });
    expect(result.success).toBe(true);
    expect(result.success && isBoxItem(result.data)).toBe(false);
  });
  it('a catalog line may say type "product"', () => {
    expect(orderItemSchema.safeParse({ type: 'product', productId: 4, quantity: 1 }).success).toBe(
      true,
    );
  });
  it('a line of an unknown type is refused', () => {
    expect(orderItemSchema.safeParse({ type: 'bundle', productId: 4, quantity: 1 }).success).toBe(
      false,
    );
  });
  it('a catalog line cannot carry components, a size or a price', () => {
    expect(
      orderItemSchema.safeParse({ productId: 4, quantity: 1, components: box.components }).success,
    ).toBe(false);
    expect(orderItemSchema.safeParse({ productId: 4, quantity: 1, size: 'medium' }).success).toBe(
      false,
    );
    expect(orderItemSchema.safeParse({ productId: 4, quantity: 1, unitPrice: 1 }).success).toBe(
      false,
    );
  });
});

describe('box lines', () => {
  it('a box of a known size with components is accepted and recognised as a box', () => {
    const result = orderItemSchema.safeParse(box);
    expect(result.success).toBe(true);
    expect(result.success && isBoxItem(result.data)).toBe(true);
    if (result.success && isBoxItem(result.data)) {
      expect(result.data.components.map((c) => c.quantity)).toEqual([2, 3]);
    }
  });
  it('quotes and orders accept a box next to catalog lines', () => {
    expect(quoteWith({ productId: 9, quantity: 1 }, box).success).toBe(true);
    expect(
      orderRequestSchema.safeParse({
        items: [box],
        delivery: locker,
        customer: { name: 'Ama Mensah', email: 'ama@example.com' },
        payment: { method: 'card' },
      }).success,
    ).toBe(true);
  });
  it.each(['price', 'total', 'discount', 'sum', 'unitPrice', 'lineTotal', 'percentOff'])(
    'a box carrying a %s field is refused (the server prices boxes)',
    (field) => {
      expect(orderItemSchema.safeParse({ ...box, [field]: 100 }).success).toBe(false);
      expect(quoteWith({ ...box, [field]: 100 }).success).toBe(false);
    },
  );
  it('a component carrying a price is refused', () => {
    expect(
      orderItemSchema.safeParse(withComponent({ productId: 4, quantity: 1, unitPrice: 1 })).success,
    ).toBe(false);
  });
  it.each(['huge', 'Medium', '', 'box:medium'])('an unknown size (%j) is refused', (size) => {
    expect(messagesOf({ ...box, size })).toContain('Choose a box size: small, medium, large');
  });
  it('a box without a size is refused', () => {
    const { size: _size, ...sizeless } = box;
    expect(orderItemSchema.safeParse(sizeless).success).toBe(false);
  });
  it('a box with no components is refused', () => {
    expect(messagesOf({ ...box, components: [] })).toContain('A box needs its components');
    const { components: _components, ...empty } = box;
    expect(orderItemSchema.safeParse(empty).success).toBe(false);
  });
  it(`a box holds at most ${MAX_BOX_ITEMS} components`, () => {
    const components = Array.from({ length: MAX_BOX_ITEMS + 1 }, (_, index) => ({
      productId: index + 1,
      quantity: 1,
    }));
    expect(orderItemSchema.safeParse({ ...box, components: components.slice(0, -1) }).success).toBe(
      true,
    );
    expect(messagesOf({ ...box, components })).toContain(
      `A box holds at most ${MAX_BOX_ITEMS} items`,
    );
  });
  it('a box, unlike a catalog line, has no quantity of its own', () => {
    expect(orderItemSchema.safeParse({ ...box, quantity: 2 }).success).toBe(false);
  });
});

describe('box components', () => {
  it('a component needs a product and a quantity; the variant is optional or null', () => {
    expect(orderItemSchema.safeParse(withComponent({ productId: 4, quantity: 1 })).success).toBe(
      true,
    );
    expect(
      orderItemSchema.safeParse(withComponent({ productId: 4, variant: null, quantity: 1 }))
        .success,
    ).toBe(true);
    expect(orderItemSchema.safeParse(withComponent({ quantity: 1 })).success).toBe(false);
    expect(messagesOf(withComponent({ productId: 4 }))).toContain(
      'Each component needs a quantity',
    );
  });
  it('a component quantity is a whole number of at least 1', () => {
    expect(messagesOf(withComponent({ productId: 4, quantity: 0 }))).toContain(
      'The quantity is at least 1',
    );
    expect(messagesOf(withComponent({ productId: 4, quantity: -2 }))).toContain(
      'The quantity is at least 1',
    );
    expect(messagesOf(withComponent({ productId: 4, quantity: 1.5 }))).toContain(
      'Quantities are whole units',
    );
    expect(orderItemSchema.safeParse(withComponent({ productId: 4, quantity: '2' })).success).toBe(
      false,
    );
  });
  it(`a component quantity is at most ${MAX_BOX_ITEMS} (no box holds more)`, () => {
    expect(
      orderItemSchema.safeParse(withComponent({ productId: 4, quantity: MAX_BOX_ITEMS })).success,
    ).toBe(true);
    expect(messagesOf(withComponent({ productId: 4, quantity: MAX_BOX_ITEMS + 1 }))).toContain(
      `A box holds at most ${MAX_BOX_ITEMS} items`,
    );
  });
  it('a component product id is a record id: at least 1, whole, within an integer', () => {
    expect(orderItemSchema.safeParse(withComponent({ productId: 0, quantity: 1 })).success).toBe(
      false,
    );
    expect(orderItemSchema.safeParse(withComponent({ productId: 1.5, quantity: 1 })).success).toBe(
      false,
    );
    expect(
      orderItemSchema.safeParse(withComponent({ productId: DB_INTEGER_MAX, quantity: 1 })).success,
    ).toBe(true);
  });
});

describe('storable input inside boxes', () => {
  it('a component product id beyond a database integer is refused, not passed on', () => {
    expect(
      messagesOf(withComponent({ productId: DB_INTEGER_MAX + 1, quantity: 1 })).join(' '),
    ).toMatch(/Use a number from/);
    expect(orderItemSchema.safeParse(withComponent({ productId: 1e15, quantity: 1 })).success).toBe(
      false,
    );
  });
  it('a component quantity beyond a database integer is refused', () => {
    expect(
      orderItemSchema.safeParse(withComponent({ productId: 4, quantity: DB_INTEGER_MAX + 1 }))
        .success,
    ).toBe(false);
  });
  it('a component variant with NUL is refused with the NUL message', () => {
    expect(
      messagesOf(withComponent({ productId: 4, variant: '18\u0000inch', quantity: 1 })),
    ).toContain(NUL_MESSAGE);
  });
  it('a component variant with a lone surrogate is refused', () => {
    expect(messagesOf(withComponent({ productId: 4, variant: 'x\ud800', quantity: 1 }))).toContain(
      LONE_SURROGATE_MESSAGE,
    );
  });
  it('a size with NUL is refused', () => {
    expect(orderItemSchema.safeParse({ ...box, size: 'medium\u0000' }).success).toBe(false);
  });
  it('a refused component refuses the whole quote', () => {
    expect(
      quoteWith({
        ...box,
        components: [...box.components, { productId: 4, variant: '\u0000', quantity: 1 }],
      }).success,
    ).toBe(false);
  });
});
