import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { asClientSees, BUNDLE, OIL, SALON_KEY, TEST_SALON } from '../../support/msw-cart-handlers';
import { cartWith, storeCart, storedCart, storeSession } from './cart-fixtures';
import { renderShop } from './render-shop';

const CLIENT_BUNDLE = asClientSees(BUNDLE);

async function openCart() {
  renderShop('/cart');
  return screen.findByRole('heading', { level: 1, name: 'Your cart' });
}

describe('cart page', () => {
  it('shows a designed empty state with a way to shop', async () => {
    await openCart();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/shop');
    expect(document.title).toBe('Your cart · Tress');
  });

  it('lists each line with its name, variant, quantity, line total, subtotal and a link to checkout', async () => {
    storeCart(
      cartWith([
        { product: CLIENT_BUNDLE, selectedVariant: '14 inch', quantity: 2 },
        { product: OIL, quantity: 1 },
      ]),
    );
    await openCart();
    const lines = await screen.findByRole('region', { name: 'Products in your cart' });
    expect(within(lines).getByRole('link', { name: 'Body Wave Bundle' })).toHaveAttribute(
      'href',
      '/product/101',
    );
    expect(within(lines).getByRole('combobox', { name: 'Variant' })).toHaveValue('14 inch');
    expect(screen.getByLabelText('Line total of Body Wave Bundle, 14 inch')).toHaveTextContent(
      '€178.00',
    );
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Subtotal').nextElementSibling).toHaveTextContent('€196.95');
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
      'href',
      '/cart/checkout',
    );
  });

  it('the quantity stepper is labelled and decrease is disabled at 1', async () => {
    const user = userEvent.setup();
    storeCart(cartWith([{ product: OIL, quantity: 1 }]));
    await openCart();
    const decrease = await screen.findByRole('button', {
      name: 'Decrease quantity of Argan Finishing Oil',
    });
    expect(decrease).toBeDisabled();
    await user.click(
      screen.getByRole('button', { name: 'Increase quantity of Argan Finishing Oil' }),
    );
    expect(screen.getByLabelText('Line total of Argan Finishing Oil')).toHaveTextContent('€37.90');
    expect(decrease).toBeEnabled();
    await user.click(decrease);
    expect(storedCart().items[0]?.quantity).toBe(1);
    expect(decrease).toBeDisabled();
  });

  it('changing the variant changes the price', async () => {
    const user = userEvent.setup();
    storeCart(cartWith([{ product: CLIENT_BUNDLE, selectedVariant: '14 inch', quantity: 1 }]));
    await openCart();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Variant' }), '18 inch');
    expect(screen.getByLabelText('Line total of Body Wave Bundle, 18 inch')).toHaveTextContent(
      '€109.00',
    );
  });

  it('remove takes the line out, and the last one leaves the empty state', async () => {
    const user = userEvent.setup();
    storeCart(cartWith([{ product: OIL, quantity: 1 }]));
    await openCart();
    await user.click(await screen.findByRole('button', { name: 'Remove Argan Finishing Oil' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /cart, 0 items/i })).toBeInTheDocument();
  });

  it('shows the delivery estimate and how far free delivery is', async () => {
    storeCart(cartWith([{ product: OIL, quantity: 2 }]));
    await openCart();
    expect(await screen.findByText(/more for free delivery/)).toHaveTextContent(
      'Add €37.10 more for free delivery.',
    );
    expect(screen.getByRole('progressbar', { name: 'Progress to free delivery' })).toHaveAttribute(
      'aria-valuenow',
      '51',
    );
    expect(screen.getByRole('radio', { name: /Home delivery/ })).toBeChecked();
    expect(screen.getByText('Delivery (estimate)').nextElementSibling).toHaveTextContent('€6.95');
  });

  it('delivery is free from the client threshold', async () => {
    storeCart(cartWith([{ product: CLIENT_BUNDLE, selectedVariant: '14 inch', quantity: 1 }]));
    await openCart();
    expect(await screen.findByText('Free delivery is yours.')).toBeInTheDocument();
    expect(screen.getByText('Delivery (estimate)').nextElementSibling).toHaveTextContent('Free');
  });

  it('parcel lockers are searchable by city and the choice is kept in the cart', async () => {
    const user = userEvent.setup();
    storeCart(cartWith([{ product: OIL, quantity: 1 }]));
    await openCart();
    await user.click(await screen.findByRole('radio', { name: /Parcel locker/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a parcel locker by city' }), 'rot');
    await user.click(await screen.findByRole('radio', { name: /Rotterdam Zuidplein locker/ }));
    await waitFor(() =>
      expect(storedCart()).toMatchObject({
        deliveryMethod: 'locker',
        selectedLocker: { code: 'RO-01' },
      }),
    );
    expect(
      screen.queryByRole('radio', { name: /Utrecht Centraal locker/ }),
    ).not.toBeInTheDocument();
  });

  it('salon pickup offers the approved salons', async () => {
    const user = userEvent.setup();
    storeCart(cartWith([{ product: OIL, quantity: 1 }]));
    await openCart();
    await user.click(await screen.findByRole('radio', { name: /Salon pickup/ }));
    const picker = screen.getByRole('combobox', { name: 'Pickup salon' });
    await screen.findByRole('option', { name: 'Kroon Kapsalon — Rotterdam' });
    await user.selectOptions(picker, 'Kroon Kapsalon — Rotterdam');
    expect(storedCart().selectedSalon).toMatchObject({ name: 'Kroon Kapsalon', city: 'Rotterdam' });
  });

  it('in a salon session the salon’s own address is preselected and delivery is free', async () => {
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    storeCart(cartWith([{ product: BUNDLE, selectedVariant: '14 inch', quantity: 1 }], 'salon'));
    await openCart();
    // Preselected once the salon's details have arrived.
    await waitFor(() => expect(screen.getByRole('radio', { name: /Salon pickup/ })).toBeChecked());
    expect(await screen.findByRole('combobox', { name: 'Pickup salon' })).toHaveValue(
      TEST_SALON.id,
    );
    expect(screen.getByText(TEST_SALON.address)).toBeInTheDocument();
    expect(screen.getByText('Delivery (estimate)').nextElementSibling).toHaveTextContent('Free');
  });

  it('salons see "Share as recommendation"; clients do not', async () => {
    storeCart(cartWith([{ product: OIL, quantity: 1 }]));
    const { unmount } = renderShop('/cart');
    await screen.findByRole('region', { name: 'Products in your cart' });
    expect(screen.queryByRole('link', { name: 'Share as recommendation' })).not.toBeInTheDocument();
    unmount();
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    renderShop('/cart');
    expect(await screen.findByRole('link', { name: 'Share as recommendation' })).toHaveAttribute(
      'href',
      '/hairdresser',
    );
  });

  it('prices are shown for the shopper’s tier', async () => {
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    storeCart(cartWith([{ product: BUNDLE, selectedVariant: '14 inch', quantity: 1 }]));
    await openCart();
    expect(
      await screen.findByLabelText('Line total of Body Wave Bundle, 14 inch'),
    ).toHaveTextContent('€62.00');
  });

  it('nothing stored in the cart can make the page crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const junk = [
      'null',
      '[]',
      '"cart"',
      '{"items":{}}',
      '{"items":[null,1,"x",{"productId":{}}]}',
      '{"items":[{"productId":202,"product":{"name":5},"quantity":1}]}',
      '{"items":[{"productId":202,"product":{"name":"Oil","price":1e400,"business_price":null,"variant_detail":[]},"quantity":1}]}',
      '{"userType":{"x":1},"selectedSalon":[],"selectedLocker":"x","deliveryMethod":"rocket"}',
      '{"__proto__":{"items":[1]}}',
    ];
    for (const raw of junk) {
      localStorage.setItem('tress-cart', raw);
      const { unmount } = renderShop('/cart');
      expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
      unmount();
    }
    vi.restoreAllMocks();
  });
});
