import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/domain/cart';
import type { OrderRequest, QuoteRequest } from '@/domain/orders';
import { CART_STORAGE_KEY } from '@/domain/stored-cart';
import { cartProductsHandler } from '../../support/msw-cart-handlers';
import { orderKeys, PAYING_CARD } from '../../support/msw-checkout-handlers';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';
import { fillContact, lockerCart, placeOrderButton, payByCard } from './checkout-fixtures';

// Issue 14: the recommendation the cart came from travels with the quote and the order, so the
// server can attribute the order to the salon that shared it.

const ID = '5d9a1c2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A cart as the app stores it, with the recommendation field given (none when undefined). */
function storeCartWith(cart: Cart, recommendation?: unknown) {
  localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify(recommendation === undefined ? cart : { ...cart, recommendation }),
  );
}

function storedFields(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
}

/** Records the bodies of quotes and orders, then lets the usual handlers answer. */
function recordRequests() {
  const quotes: QuoteRequest[] = [];
  const orders: OrderRequest[] = [];
  server.use(
    http.post('*/api/orders/quote', async ({ request }) => {
      quotes.push((await request.clone().json()) as QuoteRequest);
    }),
    http.post('*/api/orders', async ({ request }) => {
      orders.push((await request.clone().json()) as OrderRequest);
    }),
  );
  return { quotes, orders };
}

async function placeOrder() {
  const user = userEvent.setup();
  const view = renderApp('/cart/checkout');
  await fillContact(user);
  await payByCard(user);
  await user.click(placeOrderButton());
  await waitFor(() =>
    expect(view.router.state.location.pathname).toMatch(/^\/checkout\/[0-9a-f-]{36}$/),
  );
  return view;
}

beforeEach(() => {
  server.use(cartProductsHandler);
});

afterEach(() => {
  orderKeys.length = 0;
  vi.restoreAllMocks();
});

describe('a recommendation in the cart', () => {
  it('is sent with the quote (and is part of its key) and with the order, then cleared with the cart once paid', async () => {
    const sent = recordRequests();
    storeCartWith(lockerCart(), { id: ID, openedAt: Date.now() - DAY_MS });
    const { queryClient } = await placeOrder();

    expect(sent.quotes.length).toBeGreaterThan(0);
    for (const quote of sent.quotes) expect(quote.recommendationId).toBe(ID);
    expect(sent.orders).toHaveLength(1);
    expect(sent.orders[0]?.recommendationId).toBe(ID);
    const quoteKeys = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['checkout', 'quote'] })
      .map((query) => query.queryKey);
    expect(quoteKeys).toContainEqual(
      expect.arrayContaining([expect.objectContaining({ recommendationId: ID })]),
    );

    // Placed but not paid: the cart, and where it came from, stay (issue 17).
    expect(storedFields().recommendation).toMatchObject({ id: ID });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), PAYING_CARD);
    await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1240');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Amara Jansen');
    await user.click(screen.getByRole('button', { name: /^Pay / }));

    await waitFor(() => expect(storedFields().items).toEqual([]));
    expect(storedFields()).not.toHaveProperty('recommendation');
  });

  it('without one, neither the quote nor the order carries a recommendationId', async () => {
    const sent = recordRequests();
    storeCartWith(lockerCart());
    await placeOrder();
    expect(sent.quotes.length).toBeGreaterThan(0);
    for (const quote of sent.quotes) expect(quote).not.toHaveProperty('recommendationId');
    expect(sent.orders[0]).not.toHaveProperty('recommendationId');
  });

  it('an old stored cart without the field still loads, lines and all', async () => {
    // Stored before recommendations existed: exactly the fields a cart had then.
    storeCartWith(lockerCart());
    renderApp('/cart');
    expect(await screen.findByRole('link', { name: 'Body Wave Bundle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Argan Finishing Oil' })).toBeInTheDocument();
  });

  it('one opened more than 30 days ago, or one that is unreadable, is dropped and the cart kept', async () => {
    for (const recommendation of [
      { id: ID, openedAt: Date.now() - 31 * DAY_MS },
      { id: 'not-a-uuid', openedAt: Date.now() },
      'five',
    ]) {
      const sent = recordRequests();
      storeCartWith(lockerCart(), recommendation);
      const { unmount } = await placeOrder();
      for (const quote of sent.quotes) expect(quote).not.toHaveProperty('recommendationId');
      expect(sent.orders[0]).not.toHaveProperty('recommendationId');
      unmount();
    }
  });
});
