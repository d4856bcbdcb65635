// Issue 31: iDEAL, Bancontact and card at checkout, straight to the provider after "Place order",
// the payment page's retry with any online method, and the confirmation waiting for the bank.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentRedirect } from '@/web/features/checkout/payment-redirect';
import { checkoutStarts, makeOrder, orders, putOrder } from '../../support/msw-checkout-handlers';
import { server } from '../../support/msw-server';
import { storeCart, storedCart } from '../cart/cart-fixtures';
import { renderApp } from '../render-app';
import { fillContact, lockerCart, payByCard, placeOrderButton } from './checkout-fixtures';

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(paymentRedirect, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  checkoutStarts.length = 0;
  assign.mockRestore();
});

function methodNames(): string[] {
  return screen
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('name') === 'payment.method')
    .map((radio) => (radio as HTMLInputElement).value);
}

describe('the payment methods at checkout', () => {
  it('lists iDEAL first for a Dutch address and Bancontact first for a Belgian one', async () => {
    const user = userEvent.setup();
    storeCart({ ...lockerCart(), deliveryMethod: 'home', selectedLocker: null });
    renderApp('/cart/checkout');
    expect(await screen.findByRole('radio', { name: /^iDEAL/ })).toBeChecked();
    expect(methodNames()).toEqual(['ideal', 'bancontact', 'card']);
    expect(screen.getByText(/^Pay in your own banking app/)).toBeInTheDocument();
    expect(screen.getByText(/^You pay with iDEAL on the next step/)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'BE');
    await waitFor(() => expect(methodNames()).toEqual(['bancontact', 'ideal', 'card']));
    expect(screen.getByRole('radio', { name: /^Bancontact/ })).toBeChecked();
  });

  it('keeps a method the shopper picked when the country changes', async () => {
    const user = userEvent.setup();
    storeCart({ ...lockerCart(), deliveryMethod: 'home', selectedLocker: null });
    renderApp('/cart/checkout');
    await payByCard(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'BE');
    await waitFor(() => expect(methodNames()[0]).toBe('bancontact'));
    expect(screen.getByRole('radio', { name: /^Card/ })).toBeChecked();
  });
});

describe('after “Place order”', () => {
  it('an iDEAL order goes straight to the bank; the cart stays', async () => {
    const user = userEvent.setup();
    storeCart(lockerCart());
    renderApp('/cart/checkout');
    await fillContact(user);
    await user.click(placeOrderButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(checkoutStarts).toEqual([{ orderId: expect.any(String), method: 'ideal' }]);
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/test-bank\/tb_test\d+$/));
    expect(screen.getByRole('button', { name: 'Opening your payment…' })).toBeDisabled();
    expect(storedCart().items).toHaveLength(2);
  });

  it('a card in test mode stays in the shop: the card form on the payment page', async () => {
    const user = userEvent.setup();
    storeCart(lockerCart());
    const { router } = renderApp('/cart/checkout');
    await fillContact(user);
    await payByCard(user);
    await user.click(placeOrderButton());
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/checkout\/[0-9a-f-]{36}$/);
    expect(checkoutStarts).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('with Stripe, a card goes to the provider’s page too', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/settings', async () => {
        const { DEFAULT_SETTINGS, publicSettings } = await import('@/domain/settings');
        return HttpResponse.json({
          ...publicSettings({ ...DEFAULT_SETTINGS }),
          paymentsMode: 'stripe',
        });
      }),
    );
    storeCart(lockerCart());
    renderApp('/cart/checkout');
    await fillContact(user);
    await payByCard(user);
    await user.click(placeOrderButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(checkoutStarts).toEqual([{ orderId: expect.any(String), method: 'card' }]);
  });

  it('when the payment cannot be started, the payment page says so and tries again', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        '*/api/orders/:id/payments/checkout',
        () =>
          HttpResponse.json(
            { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'The provider is unavailable.' },
            { status: 502 },
          ),
        { once: true },
      ),
    );
    storeCart(lockerCart());
    const { router } = renderApp('/cart/checkout');
    await fillContact(user);
    await user.click(placeOrderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not open the payment page just now. Your order is saved — please try again.',
    );
    expect(router.state.location.pathname).toMatch(/^\/checkout\/[0-9a-f-]{36}$/);
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^Continue to iDEAL/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(storedCart().items).toHaveLength(2);
  });
});

describe('the payment page', () => {
  it('pays again with the order’s method or switches to another', async () => {
    const user = userEvent.setup();
    const order = putOrder(makeOrder({ payment: { method: 'bancontact', state: 'failed' } }));
    renderApp(`/checkout/${order.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment with Bancontact did not go through. Nothing was charged',
    );
    const switcher = screen.getByRole('group', { name: 'Pay with' });
    expect(within(switcher).getByRole('radio', { name: 'Bancontact' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Continue to Bancontact · €/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(checkoutStarts.at(-1)).toMatchObject({ orderId: order.id, method: 'bancontact' });

    await user.click(within(switcher).getByRole('radio', { name: 'iDEAL' }));
    await user.click(screen.getByRole('button', { name: /^Continue to iDEAL · €/ }));
    await waitFor(() => expect(checkoutStarts.at(-1)).toMatchObject({ method: 'ideal' }));
  });

  it('offers the test card form when card is chosen in test mode', async () => {
    const user = userEvent.setup();
    const order = putOrder(makeOrder({ payment: { method: 'ideal', state: null } }));
    renderApp(`/checkout/${order.id}`);
    const switcher = await screen.findByRole('group', { name: 'Pay with' });
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    await user.click(within(switcher).getByRole('radio', { name: 'Card' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
  });

  it.each([
    ['cancelled', 'You cancelled the payment at your bank.'],
    ['expired', 'Your payment with iDEAL timed out'],
  ])('says why the shopper is back (?payment=%s)', async (outcome, text) => {
    const order = putOrder(makeOrder({ payment: { method: 'ideal', state: null } }));
    renderApp(`/checkout/${order.id}?payment=${outcome}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

describe('the confirmation, back from the bank', () => {
  it('waits for the bank’s confirmation, then shows the paid order', async () => {
    const order = putOrder(makeOrder({ payment: { method: 'ideal', state: 'open' } }));
    renderApp(`/success?order=${order.id}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Waiting for your bank’s confirmation',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('status', { name: 'Waiting for your bank’s confirmation' }),
    ).toBeVisible();
    // The bank confirms; the page's next question finds the order paid.
    orders.set(order.id, {
      ...order,
      status: 'paid',
      expiresAt: null,
      payment: { method: 'ideal', state: 'paid' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
  });

  it('just back, before the bank’s answer is known, it waits too', async () => {
    const order = putOrder(makeOrder({ payment: { method: 'bancontact', state: null } }));
    renderApp(`/success?order=${order.id}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Waiting for your bank’s confirmation',
      }),
    ).toBeInTheDocument();
  });

  it('a failed payment leads to the payment page with the reason', async () => {
    const order = putOrder(makeOrder({ payment: { method: 'ideal', state: 'failed' } }));
    const { router } = renderApp(`/success?order=${order.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment with iDEAL did not go through.',
    );
    expect(router.state.location.pathname).toBe(`/checkout/${order.id}`);
    expect(router.state.location.search).toBe('?payment=failed');
    expect(screen.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
  });
});
