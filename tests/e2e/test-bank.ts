import { expect, type APIRequestContext } from '@playwright/test';
import type { OrderView } from '@/domain/orders';
import { simpleProduct } from './demo-products';

// Issue 31: an order placed through the API as the checkout page places it, and its payment
// started at the built-in test provider, whose bank page (/test-bank/{reference}) then waits
// for the shopper's answer. For pages that need a real payment (the accessibility walk, the
// waiting confirmation) without walking the whole checkout first.

export interface BankPayment {
  order: OrderView;
  /** The test bank page's path, e.g. /test-bank/tb_… (or /nl/test-bank/…). */
  path: string;
  reference: string;
}

/** A client's home-delivery order paid with `method`, its payment open at the test bank. */
export async function openBankPayment(
  request: APIRequestContext,
  {
    method,
    country = method === 'bancontact' ? 'BE' : 'NL',
    email = `bank-${crypto.randomUUID().slice(0, 8)}@example.com`,
  }: { method: 'ideal' | 'bancontact' | 'card'; country?: 'NL' | 'BE'; email?: string },
): Promise<BankPayment> {
  const product = await simpleProduct(request);
  const address =
    country === 'BE'
      ? { street: 'Veldstraat 10', postcode: '9000', city: 'Gent', country }
      : { street: 'Oudegracht 12', postcode: '3511 AB', city: 'Utrecht', country };
  const placed = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      delivery: { method: 'home', address },
      customer: { name: 'Lotte de Boer', email },
      payment: { method },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as OrderView;
  const started = await request.post(`/api/orders/${order.id}/payments/checkout`, {
    data: { method },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const path = new URL(url, 'http://shop.invalid').pathname;
  expect(path).toMatch(/^(\/nl)?\/test-bank\/tb_[\w-]+$/);
  return { order, path, reference: path.split('/').pop() ?? '' };
}
