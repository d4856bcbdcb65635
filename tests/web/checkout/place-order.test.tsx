import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { cartProductsHandler, OIL, SALON_KEY, TEST_SALON } from '../../support/msw-cart-handlers';
import { orderKeys } from '../../support/msw-checkout-handlers';
import { server } from '../../support/msw-server';
import { cartWith, storeCart, storedCart, storeSession } from '../cart/cart-fixtures';
import { renderApp } from '../render-app';
import { fillContact, lockerCart, placeOrderButton, payByCard } from './checkout-fixtures';

function keyOf(request: Request): string {
  return request.headers.get('Idempotency-Key') ?? '';
}

afterEach(() => {
  orderKeys.length = 0;
});

describe('placing an order', () => {
  it('a double click sends one order', async () => {
    const user = userEvent.setup();
    storeCart(lockerCart());
    const { router } = renderApp('/cart/checkout');
    await fillContact(user);
    await payByCard(user);
    await user.dblClick(placeOrderButton());
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/checkout\/[0-9a-f-]{36}$/),
    );
    expect(orderKeys).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay for your order' }),
    ).toBeInTheDocument();
  });

  it('the button is disabled while the order is on its way', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/orders', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    storeCart(lockerCart());
    renderApp('/cart/checkout');
    await fillContact(user);
    await payByCard(user);
    await user.click(placeOrderButton());
    expect(await screen.findByRole('button', { name: 'Placing your order…' })).toBeDisabled();
  });

  it('trying again after a server failure reuses the Idempotency-Key', async () => {
    const user = userEvent.setup();
    const failed: string[] = [];
    server.use(
      http.post(
        '*/api/orders',
        ({ request }) => {
          failed.push(keyOf(request));
          return HttpResponse.json({ code: 'INTERNAL', message: 'Oops' }, { status: 503 });
        },
        { once: true },
      ),
    );
    storeCart(lockerCart());
    const { router } = renderApp('/cart/checkout');
    await fillContact(user);
    await payByCard(user);
    await user.click(placeOrderButton());
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Something went wrong on our side.');
    // Nothing exists yet, so the cart is untouched.
    expect(storedCart().items).toHaveLength(2);
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/checkout\//));
    expect(failed).toHaveLength(1);
    expect(orderKeys).toEqual(failed);
  });

  it('after a lost answer the shopper can try again with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    const lost: string[] = [];
    const offline = http.post(
      '*/api/orders',
      ({ request }) => {
        lost.push(keyOf(request));
        return HttpResponse.error();
      },
      { once: true },
    );
    // Once by the app's own single retry, once more: then the shopper is asked.
    server.use(
      offline,
      http.post(
        '*/api/orders',
        ({ request }) => {
          lost.push(keyOf(request));
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    storeCart(lockerCart());
    const { router } = renderApp('/cart/checkout');
    await fillContact(user);
    await payByCard(user);
    await user.click(placeOrderButton());
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('We could not reach the shop.');
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/checkout\//));
    expect(lost).toHaveLength(2);
    expect(new Set([...lost, ...orderKeys]).size).toBe(1);
  });

  it('changed details are a new submission with a new key', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    server.use(
      http.post(
        '*/api/orders',
        ({ request }) => {
          keys.push(keyOf(request));
          return HttpResponse.json({ code: 'INTERNAL', message: 'Oops' }, { status: 500 });
        },
        { once: true },
      ),
    );
    storeCart(lockerCart());
    renderApp('/cart/checkout');
    await fillContact(user);
    await payByCard(user);
    await user.click(placeOrderButton());
    await screen.findByRole('alert');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), ' Smit');
    await user.click(placeOrderButton());
    await waitFor(() => expect(orderKeys).toHaveLength(1));
    expect(orderKeys[0]).not.toBe(keys[0]);
  });

  it('OUT_OF_STOCK names the line and what is left, and leads back to the cart', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/orders', () =>
        HttpResponse.json(
          {
            code: 'OUT_OF_STOCK',
            message: 'Some items are no longer available in the quantity you asked for.',
            lines: [
              {
                productId: 101,
                variant: '18 inch',
                name: 'Body Wave Bundle',
                requested: 3,
                available: 1,
              },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    storeCart(lockerCart());
    renderApp('/cart/checkout');
    await fillContact(user);
    await payByCard(user);
    await user.click(placeOrderButton());
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Body Wave Bundle, 18 inch: you asked for 3, only 1 left.');
    expect(within(problem).getByRole('link', { name: 'Back to your cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(storedCart().items).toHaveLength(2);

    await user.click(
      within(problem).getByRole('button', { name: 'Update my order to what is left' }),
    );
    await waitFor(() =>
      expect(storedCart().items.find((item) => item.productId === 101)?.quantity).toBe(1),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('429 asks the shopper to wait a minute', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/orders', () =>
        HttpResponse.json({ code: 'RATE_LIMITED', message: 'Too many requests' }, { status: 429 }),
      ),
    );
    storeCart(lockerCart());
    renderApp('/cart/checkout');
    await fillContact(user);
    await payByCard(user);
    await user.click(placeOrderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/wait a minute/);
  });

  it('pay on invoice is offered to business tiers only', async () => {
    storeCart(lockerCart());
    const { unmount } = renderApp('/cart/checkout');
    expect(await screen.findByRole('radio', { name: /^iDEAL/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Card/ })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: /Pay on invoice/ })).not.toBeInTheDocument();
    unmount();

    server.use(cartProductsHandler);
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    renderApp('/cart/checkout');
    expect(await screen.findByRole('radio', { name: /Pay on invoice/ })).toBeInTheDocument();
  });

  it('clears the cart only once the order exists, keeping user type and salon id; invoice goes to the confirmation', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(cartProductsHandler);
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    storeCart(cartWith([{ product: OIL, quantity: 2 }], 'salon'));
    const { router } = renderApp('/cart/checkout');
    // The salon's own address is preselected for pickup in its salon session.
    await waitFor(() => expect(screen.getByRole('radio', { name: /Salon pickup/ })).toBeChecked());
    await fillContact(user, 'Studio Noor');
    await payByCard(user);
    await user.click(screen.getByRole('radio', { name: /Pay on invoice/ }));

    server.use(
      http.post('*/api/orders', async () => {
        await held;
        return undefined; // falls through to the default handler, which makes the order
      }),
    );
    await user.click(placeOrderButton());
    await screen.findByRole('button', { name: 'Placing your order…' });
    expect(storedCart().items).toHaveLength(1);

    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(router.state.location.search).toMatch(/^\?order=[0-9a-f-]{36}$/);
    await waitFor(() => expect(storedCart().items).toHaveLength(0));
    expect(storedCart()).toMatchObject({ userType: 'salon', salonId: TEST_SALON.id });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your invoice follows by email/)).toBeInTheDocument();
  });
});
