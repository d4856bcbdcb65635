import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cardPaymentSchema } from '@/domain/orders';
import {
  DECLINED_CARD,
  makeOrder,
  PAYING_CARD,
  putOrder,
} from '../../support/msw-checkout-handlers';
import { renderApp } from '../render-app';

const UNKNOWN = '5b2f7a10-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  const field = await screen.findByRole('textbox', { name: 'Card number' });
  await user.clear(field);
  await user.type(field, number);
  const expiry = screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
  if (!(expiry as HTMLInputElement).value) {
    await user.type(expiry, '1240');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Amara Jansen');
  }
}

describe('order payment page', () => {
  it('shows the order and a card form clearly marked as test mode', async () => {
    const order = putOrder(makeOrder());
    renderApp(`/checkout/${order.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay for your order' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Order ${order.number}` })).toBeInTheDocument();
    expect(screen.getByText(order.delivery.place)).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Test mode' })).toHaveTextContent(
      'Test mode — no real payment is taken. Use 4242 4242 4242 4242.',
    );
    expect(screen.getByRole('button', { name: 'Pay €41.85' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pay for your order · Tress'));
  });

  it('checks the card with the shared schema before sending it', async () => {
    const user = userEvent.setup();
    const order = putOrder(makeOrder());
    renderApp(`/checkout/${order.id}`);
    await user.type(
      await screen.findByRole('textbox', { name: 'Card number' }),
      '4242424242424241',
    );
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    const message =
      cardPaymentSchema.shape.cardNumber.safeParse('4242424242424241').error?.issues[0]?.message;
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
      message ?? '',
    );
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4241');
  });

  it('a declined card shows why and keeps the form; another card then pays and confirms', async () => {
    const user = userEvent.setup();
    const order = putOrder(makeOrder());
    const { router } = renderApp(`/checkout/${order.id}`);
    await typeCard(user, DECLINED_CARD);
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Check the details or use another card.',
    );
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Amara Jansen');

    await typeCard(user, PAYING_CARD);
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?order=${order.id}`);
    expect(screen.getByText(order.number)).toBeInTheDocument();
  });

  it('an unknown order gets a designed not-found state', async () => {
    renderApp(`/checkout/${UNKNOWN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We cannot find this order' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('an order that is already paid goes to its confirmation', async () => {
    const order = putOrder(makeOrder({ status: 'paid', expiresAt: null }));
    const { router } = renderApp(`/checkout/${order.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/success');
    expect(router.state.location.search).toBe(`?order=${order.id}`);
  });

  it('an expired order says so, with a way back to the shop', async () => {
    const order = putOrder(makeOrder({ expiresAt: new Date(Date.now() - 60_000).toISOString() }));
    renderApp(`/checkout/${order.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order ${order.number} has expired` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  });

  it('a cancelled order cannot be paid', async () => {
    const order = putOrder(makeOrder({ status: 'cancelled', expiresAt: null }));
    renderApp(`/checkout/${order.id}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Order ${order.number} is no longer open for payment`,
      }),
    ).toBeInTheDocument();
  });
});

describe('success page', () => {
  it('confirms a paid order with its number, summary, delivery and next steps', async () => {
    const order = putOrder(makeOrder({ status: 'paid', expiresAt: null }));
    renderApp(`/success?order=${order.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(order.number).toMatch(/^TR-\d{6}$/);
    expect(screen.getByText(order.number)).toBeInTheDocument();
    expect(screen.getByText(order.delivery.place)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(
      screen.getByText(/A confirmation is on its way to a\*\*\*@example\.com/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await waitFor(() => expect(document.title).toBe('Thank you · Tress'));
  });

  it('greets the shopper by first name and names only the city of a home delivery', async () => {
    const order = putOrder(
      makeOrder({
        status: 'paid',
        expiresAt: null,
        delivery: { method: 'home', place: 'Amsterdam' },
        customer: { firstName: 'Anna', email: 'a***@example.com' },
      }),
    );
    renderApp(`/success?order=${order.id}`);
    expect(await screen.findByText(/Hi Anna, your order number is/)).toBeInTheDocument();
    expect(screen.getByText('Home delivery')).toBeInTheDocument();
    expect(screen.getByText('Delivering to Amsterdam')).toBeInTheDocument();
  });

  it('without an order it says so', async () => {
    renderApp('/success');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No order to show' }),
    ).toBeInTheDocument();
  });

  it('an unknown order gets the not-found state', async () => {
    renderApp(`/success?order=${UNKNOWN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We cannot find this order' }),
    ).toBeInTheDocument();
  });

  it('an unpaid card order leads back to its payment page', async () => {
    const order = putOrder(makeOrder());
    renderApp(`/success?order=${order.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order is not paid yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay for your order' })).toHaveAttribute(
      'href',
      `/checkout/${order.id}`,
    );
  });
});
