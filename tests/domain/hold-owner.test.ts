import { describe, expect, it } from 'vitest';
import { holdChangeSchema, holdReleaseSchema } from '@/domain/drops';
import { quoteRequestSchema } from '@/domain/orders';

// Issue 28: the payloads that bind a drop hold to the cart that made it.
const CART = 'a-cart-id-0000000001';
const HOLD = '0b7f3c1e-9a55-4a43-8d0c-000000000001';
const locker = { method: 'locker', lockerId: 'amsterdam-centraal-01' };

describe('a hold names its cart', () => {
  it('changing a hold carries the cart’s id beside the quantity', () => {
    expect(holdChangeSchema.parse({ quantity: 2, cartId: CART })).toEqual({
      quantity: 2,
      cartId: CART,
    });
  });

  it('releasing a hold carries the cart’s id as its body', () => {
    expect(holdReleaseSchema.parse({ cartId: CART })).toEqual({ cartId: CART });
  });

  it('without a cart id the request is well-formed: the server answers it as no such hold', () => {
    expect(holdChangeSchema.safeParse({ quantity: 2 }).success).toBe(true);
    expect(holdReleaseSchema.safeParse({}).success).toBe(true);
  });

  it.each(['short', 'has spaces in it here', 'x'.repeat(65), 'nul\u0000cart-id-00000'])(
    'refuses a cart id that is no cart id (%j), naming the field',
    (cartId) => {
      for (const result of [
        holdChangeSchema.safeParse({ quantity: 1, cartId }),
        holdReleaseSchema.safeParse({ cartId }),
        quoteRequestSchema.safeParse({
          items: [{ type: 'drop', holdId: HOLD }],
          delivery: locker,
          cartId,
        }),
      ]) {
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.path).toEqual(['cartId']);
      }
    },
  );

  it('a quote or an order with drop lines carries the cart whose holds it spends', () => {
    const request = { items: [{ type: 'drop', holdId: HOLD }], delivery: locker, cartId: CART };
    expect(quoteRequestSchema.parse(request).cartId).toBe(CART);
  });
});
