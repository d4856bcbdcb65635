import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dropLineId, type Cart, type NewCartItem } from '@/domain/cart';
import type { OrderRequest } from '@/domain/orders';
import * as ERROR_CODE from '@/domain/error-codes';
import { CART_ID_STORAGE_KEY } from '@/web/features/cart/cart-id';
import { LOCKERS } from '../../support/msw-cart-handlers';
import { DROP_CURLS, DROP_ID, DROP_SERUM, dropState } from '../../support/msw-drop-handlers';
import { server } from '../../support/msw-server';
import { cartWith, storeCart, storedCart } from '../cart/cart-fixtures';
import { fillContact, placeOrderButton } from '../checkout/checkout-fixtures';
import { renderApp } from '../render-app';
import { setUpDropTests } from './drop-test-kit';

setUpDropTests();

const HOLD_ID = '0b7f3c1e-9a55-4a43-8d0c-aaaaaaaaaaaa';

function dropLine(item: typeof DROP_CURLS, quantity: number, expiresInMs: number, id = HOLD_ID) {
  return {
    product: {
      id: dropLineId(item.id),
      name: item.name,
      image: null,
      price: item.dropPrice,
      business_price: null,
      variant_detail: [],
    },
    selectedVariant: item.variant,
    quantity,
    type: 'drop',
    hold: {
      id,
      itemId: item.id,
      dropId: DROP_ID,
      expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
      audience: 'public',
    },
  } satisfies NewCartItem;
}

function lockerCartWith(items: NewCartItem[]): Cart {
  return { ...cartWith(items), deliveryMethod: 'locker', selectedLocker: LOCKERS[0] ?? null };
}

describe('a drop line in the cart', () => {
  it('shows "Weekly drop" and its hold counting down, then "Hold expired — add again", and holds again in one tap', async () => {
    const user = userEvent.setup();
    storeCart(cartWith([dropLine(DROP_CURLS, 1, 2500)]));
    renderApp('/cart');
    const line = (await screen.findByRole('heading', { name: 'Kinky Curly Bundle' })).closest(
      'li',
    )!;
    expect(within(line).getByText('Weekly drop')).toBeVisible();
    expect(line).toHaveTextContent(/Held for you for 00:0[1-3]/);

    expect(await within(line).findByText('Hold expired — add again')).toBeVisible();
    await user.click(
      within(line).getByRole('button', { name: 'Hold Kinky Curly Bundle, 14 inch again' }),
    );
    await waitFor(() => expect(line).toHaveTextContent(/Held for you for (09:5\d|10:00)/));
    expect(dropState.holdRequests).toEqual([
      { itemId: DROP_CURLS.id, quantity: 1, cartId: expect.any(String) },
    ]);
    await waitFor(() => expect(storedCart().items[0]?.hold?.id).not.toBe(HOLD_ID));
  });

  it('says so when the expired line’s item is sold out', async () => {
    const user = userEvent.setup();
    storeCart(cartWith([dropLine(DROP_SERUM, 1, -1000)]));
    server.use(
      http.post('*/api/weekly-drop/holds', () =>
        HttpResponse.json(
          { code: ERROR_CODE.SOLD_OUT, message: 'Sold out.', available: 0 },
          { status: 409 },
        ),
      ),
    );
    renderApp('/cart');
    await user.click(
      await screen.findByRole('button', { name: 'Hold Argan Oil Shine Serum again' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sold out — every unit has been taken.',
    );
  });

  it('changing its quantity asks the server first; removing it gives the units back', async () => {
    const user = userEvent.setup();
    storeCart(cartWith([dropLine(DROP_CURLS, 1, 600_000)]));
    renderApp('/cart');
    await user.click(
      await screen.findByRole('button', {
        name: 'Increase quantity of Kinky Curly Bundle, 14 inch',
      }),
    );
    await waitFor(() => expect(storedCart().items[0]?.quantity).toBe(2));
    // Each names the cart: a hold answers only to the cart that made it (issue 28).
    const cartId = localStorage.getItem(CART_ID_STORAGE_KEY);
    expect(cartId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(dropState.patchRequests).toEqual([{ id: HOLD_ID, quantity: 2, cartId }]);
    await user.click(screen.getByRole('button', { name: 'Remove Kinky Curly Bundle, 14 inch' }));
    await waitFor(() => expect(dropState.deletedHolds).toEqual([{ id: HOLD_ID, cartId }]));
    expect(storedCart().items).toHaveLength(0);
  });
});

describe('checkout with drop lines', () => {
  it('sends a held drop line as {type: "drop", holdId} and leaves an expired one out, named', async () => {
    const user = userEvent.setup();
    const bodies: OrderRequest[] = [];
    server.use(
      http.post('*/api/orders', async ({ request }) => {
        bodies.push((await request.clone().json()) as OrderRequest);
        return HttpResponse.json(
          {
            code: ERROR_CODE.HOLD_EXPIRED,
            message: 'Your hold on Kinky Curly Bundle has expired.',
          },
          { status: 409 },
        );
      }),
    );
    storeCart(
      lockerCartWith([
        dropLine(DROP_CURLS, 1, 600_000),
        dropLine(DROP_SERUM, 1, -1000, '0b7f3c1e-9a55-4a43-8d0c-bbbbbbbbbbbb'),
      ]),
    );
    renderApp('/cart/checkout');
    expect(await screen.findByText('Hold expired — add again')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('Argan Oil Shine Serum');
    await fillContact(user);
    await user.click(placeOrderButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.items).toEqual([{ type: 'drop', holdId: HOLD_ID }]);
    // … with the cart's id: an order spends only its own cart's holds (issue 28).
    expect(bodies[0]?.cartId).toBe(localStorage.getItem(CART_ID_STORAGE_KEY));
    expect(bodies[0]?.cartId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // The server refused the hold: its message names the line.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your hold on Kinky Curly Bundle has expired.',
    );
  });
});
