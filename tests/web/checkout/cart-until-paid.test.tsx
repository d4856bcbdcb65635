import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@/domain/stored-cart';
import { cartProductsHandler } from '../../support/msw-cart-handlers';
import { DECLINED_CARD, orderKeys, PAYING_CARD } from '../../support/msw-checkout-handlers';
import { server } from '../../support/msw-server';
import { storeCart, storedCart } from '../cart/cart-fixtures';
import { renderApp } from '../render-app';
import { fillContact, lockerCart, placeOrderButton, payByCard } from './checkout-fixtures';

// product.md §8, issue 17: the cart stays until the order is paid (card) or accepted (invoice).
// A declined card, or a shopper who leaves the payment page, still has the cart; the payment page
// leads back to it.
type User = ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  server.use(cartProductsHandler);
});
afterEach(() => {
  orderKeys.length = 0;
});

async function placeCardOrder(user: User) {
  const view = renderApp('/cart/checkout');
  await fillContact(user);
  await payByCard(user);
  await user.click(placeOrderButton());
  await screen.findByRole('heading', { level: 1, name: 'Pay for your order' });
  expect(view.router.state.location.pathname).toMatch(/^\/checkout\/[0-9a-f-]{36}$/);
  return view;
}

async function pay(user: User, cardNumber: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), cardNumber);
  await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1240');
  await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
  await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Amara Jansen');
  await user.click(screen.getByRole('button', { name: /^Pay / }));
}

describe('the cart until the order is paid', () => {
  it('a placed but unpaid order keeps the cart, and the payment page leads back to it', async () => {
    const user = userEvent.setup();
    storeCart(lockerCart());
    const { router } = await placeCardOrder(user);
    expect(storedCart().items).toHaveLength(2);

    await user.click(screen.getByRole('link', { name: 'Back to cart' }));
    expect(router.state.location.pathname).toBe('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    expect(storedCart().items).toHaveLength(2);
  });

  it('a declined card leaves the cart intact', async () => {
    const user = userEvent.setup();
    storeCart(lockerCart());
    await placeCardOrder(user);
    await pay(user, DECLINED_CARD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined');
    expect(storedCart().items).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });

  it('a paid order clears the cart, once the payment went through', async () => {
    const user = userEvent.setup();
    storeCart(lockerCart());
    await placeCardOrder(user);
    await pay(user, PAYING_CARD);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(storedCart().items).toHaveLength(0));
  });

  it('checking out again after going back is a new order with a new key, not the first one back', async () => {
    const user = userEvent.setup();
    storeCart(lockerCart());
    const { router } = await placeCardOrder(user);
    const first = router.state.location.pathname;

    await user.click(screen.getByRole('link', { name: 'Back to cart' }));
    await screen.findByRole('heading', { level: 1, name: 'Your cart' });
    await router.navigate('/cart/checkout');
    await fillContact(user);
    await payByCard(user);
    await user.click(placeOrderButton());
    await waitFor(() => expect(router.state.location.pathname).not.toBe(first));
    expect(router.state.location.pathname).toMatch(/^\/checkout\/[0-9a-f-]{36}$/);
    expect(new Set(orderKeys).size).toBe(2);
  });

  it('paying the first order after the cart changed keeps the changed cart', async () => {
    const user = userEvent.setup();
    storeCart(lockerCart());
    const { router } = await placeCardOrder(user);
    const first = router.state.location.pathname;
    // Meanwhile the shopper took one of the lines out (another tab, or back to the cart).
    const changed = { ...lockerCart(), items: lockerCart().items.slice(1) };
    storeCart(changed);
    window.dispatchEvent(
      new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: JSON.stringify(changed) }),
    );

    await router.navigate(first);
    await pay(user, PAYING_CARD);
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    expect(storedCart().items).toHaveLength(1);
  });
});
