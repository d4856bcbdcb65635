import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerSchema, homeAddressSchema, type Quote } from '@/domain/orders';
import { OIL } from '../../support/msw-cart-handlers';
import { quoteFor } from '../../support/msw-checkout-handlers';
import { server } from '../../support/msw-server';
import { cartWith, storeCart } from '../cart/cart-fixtures';
import { renderApp } from '../render-app';
import { fillContact, lockerCart, placeOrderButton, payByCard } from './checkout-fixtures';

/** The shared schema's own message for a value, so the test cannot drift from the schema. */
function messageFor(
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const message = schema.safeParse(value).error?.issues[0]?.message;
  if (!message) throw new Error('the schema accepted the value');
  return message;
}

describe('checkout page', () => {
  it('an empty cart gets a designed state with a way to the shop', async () => {
    renderApp('/cart/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/shop');
    await waitFor(() => expect(document.title).toBe('Checkout · Tress'));
  });

  it('guest checkout is the same checkout, without an account', async () => {
    storeCart(lockerCart());
    renderApp('/guest-checkout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guest checkout' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the shared schemas’ messages inline, next to the fields', async () => {
    const user = userEvent.setup();
    storeCart(cartWith([{ product: OIL, quantity: 1 }]));
    renderApp('/cart/checkout');
    await user.type(await screen.findByRole('textbox', { name: 'Phone (optional)' }), '12');
    await user.click(placeOrderButton());

    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(name).toHaveAccessibleDescription(messageFor(customerSchema.shape.name, ''));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      messageFor(customerSchema.shape.email, ''),
    );
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).toHaveAccessibleDescription(
      messageFor(customerSchema.shape.phone, '12'),
    );
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
      messageFor(homeAddressSchema.shape.postcode, ''),
    );
    // Fixing a field clears its message.
    await user.type(name, 'Amara Jansen');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
  });

  it('an empty phone number is fine: it is optional', async () => {
    const user = userEvent.setup();
    storeCart(lockerCart());
    const { router } = renderApp('/cart/checkout');
    await fillContact(user);
    await payByCard(user);
    await user.click(placeOrderButton());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/checkout\//));
  });

  it('a parcel locker must be chosen before ordering', async () => {
    const user = userEvent.setup();
    storeCart({ ...lockerCart(), selectedLocker: null });
    renderApp('/cart/checkout');
    await fillContact(user);
    await payByCard(user);
    await user.click(placeOrderButton());
    expect(await screen.findByText('Enter a parcel locker')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /Utrecht Centraal locker/ }));
    await waitFor(() =>
      expect(screen.queryByText('Enter a parcel locker')).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s quote, and says so when it differs from the cart’s estimate', async () => {
    server.use(
      http.post('*/api/orders/quote', async ({ request }) => {
        const quote = quoteFor((await request.json()) as Parameters<typeof quoteFor>[0], 'client');
        // The server knows better: the oil is €1.00 cheaper than the cart thinks.
        const lines = quote.lines.map((line) =>
          line.type !== 'box' && line.productId === OIL.id
            ? { ...line, unitPrice: 1795, lineTotal: 1795 * line.quantity }
            : line,
        );
        const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
        const answer: Quote = {
          ...quote,
          lines,
          totals: { subtotal, discount: 0, shipping: 395, total: subtotal + 395 },
        };
        return HttpResponse.json(answer);
      }),
    );
    storeCart(lockerCart());
    renderApp('/cart/checkout');
    const summary = await screen.findByRole('region', { name: 'Your order' });
    expect(await within(summary).findByText(/Some prices have changed/)).toBeInTheDocument();
    expect(within(summary).getByText('1 × €17.95')).toBeInTheDocument();
    // 3 × 109.00 + 17.95 + 3.95 delivery
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('€348.90');
    expect(placeOrderButton()).toHaveTextContent('Place order · €348.90');
  });

  it('asks for a new quote when the delivery changes', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/orders/quote')) asked.push(request.method);
    });
    storeCart({
      ...lockerCart(),
      items: cartWith([{ product: OIL, quantity: 1 }]).items,
      totalAmount: OIL.price,
    });
    renderApp('/cart/checkout');
    const summary = await screen.findByRole('region', { name: 'Your order' });
    await waitFor(() =>
      expect(within(summary).getByText('Delivery').nextElementSibling).toHaveTextContent('€3.95'),
    );
    await user.click(screen.getByRole('radio', { name: /Salon pickup/ }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Pickup salon' }),
      'Kroon Kapsalon — Rotterdam',
    );
    await waitFor(() =>
      expect(within(summary).getByText('Delivery').nextElementSibling).toHaveTextContent('Free'),
    );
    expect(asked.length).toBeGreaterThanOrEqual(2);
    server.events.removeAllListeners();
  });

  it('a home address is quoted once it is complete', async () => {
    const user = userEvent.setup();
    storeCart(cartWith([{ product: OIL, quantity: 1 }]));
    renderApp('/cart/checkout');
    const summary = await screen.findByRole('region', { name: 'Your order' });
    expect(within(summary).getByText(/Complete your delivery details/)).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Street and house number' }),
      'Oudegracht 12',
    );
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '3511 AB');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Utrecht');
    await waitFor(() =>
      expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('€25.90'),
    );
  });

  it('an offer code the server refuses is named honestly, and the order goes on without it', async () => {
    const user = userEvent.setup();
    storeCart(lockerCart());
    renderApp('/cart/checkout');
    await user.type(
      await screen.findByRole('textbox', { name: 'Offer code (optional)' }),
      'NOSUCHCODE',
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('There is no offer with this code.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByText('Total')).toBeInTheDocument();
  });
});
