import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@/domain/cart';
import type { PublicOffer } from '@/domain/offers';
import {
  asClientSees,
  BUNDLE,
  cartProductsHandler,
  OIL,
  SALON_KEY,
  TEST_SALON,
} from '../../support/msw-cart-handlers';
import { server } from '../../support/msw-server';
import { cartWith, storeCart, storedCart, storeSession } from './cart-fixtures';
import { renderShop } from './render-shop';

const CLIENT_BUNDLE = asClientSees(BUNDLE);

const offer = (overrides: Partial<PublicOffer>): PublicOffer => ({
  id: 1,
  title: 'Oil 15 %',
  description: '',
  kind: 'percent',
  value: 15,
  target: { type: 'product', productId: OIL.id },
  targetName: OIL.name,
  targetSlug: null,
  audience: 'all',
  minSubtotal: 0,
  startsAt: '2025-01-01T00:00:00Z',
  endsAt: '2099-01-01T00:00:00Z',
  code: null,
  ...overrides,
});

function runningOffers(items: PublicOffer[]) {
  server.use(http.get('*/api/offers', () => HttpResponse.json({ items })));
}

/** A medium box (−15 %) as the builder adds it: components worth €60.00, box price €51.00. */
const MEDIUM_BOX: CartItem = {
  productId: 'box:0b6f6a3e-2c1d-4e5f-8a9b-0c1d2e3f4a5b',
  product: {
    id: 'box:0b6f6a3e-2c1d-4e5f-8a9b-0c1d2e3f4a5b',
    name: 'Medium box',
    slug: null,
    image: null,
    price: 6000,
    business_price: null,
    variant_detail: [{ name: 'medium', price: 5100, business_price: null }],
  },
  selectedVariant: 'medium',
  quantity: 1,
  price: 5100,
  type: 'box',
  components: [
    { productId: OIL.id, name: OIL.name, selectedVariant: null, quantity: 3 },
    { productId: 303, name: 'Tail Comb', selectedVariant: null, quantity: 2 },
  ],
};

function summaryValue(label: string) {
  const summary = screen.getByRole('region', { name: 'Summary' });
  return within(summary).getByText(label).nextElementSibling;
}

async function openCart() {
  renderShop('/cart');
  return screen.findByRole('heading', { level: 1, name: 'Your cart' });
}

describe('cart page', () => {
  it('shows a designed empty state with a way to shop', async () => {
    await openCart();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/shop');
    await waitFor(() => expect(document.title).toBe('Your cart · Tress'));
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
    expect(
      screen.queryByRole('button', { name: 'Share as recommendation' }),
    ).not.toBeInTheDocument();
    unmount();
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    renderShop('/cart');
    // The dialog itself is tested in share-recommendation.test.tsx.
    expect(
      await screen.findByRole('button', { name: 'Share as recommendation' }),
    ).toBeInTheDocument();
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

  describe('the estimate is the pricing engine’s, with the running offers', () => {
    it('an automatic offer on a product shows its saving, and the total and free-delivery progress follow it', async () => {
      runningOffers([offer({})]);
      storeCart(cartWith([{ product: OIL, quantity: 2 }]));
      await openCart();
      // €37.90 − 15 % (€5.685 → €5.69, half away from zero) = €32.21, + €6.95 delivery.
      await waitFor(() => expect(summaryValue('Offers')).toHaveTextContent('−€5.69'));
      expect(summaryValue('Subtotal')).toHaveTextContent('€37.90');
      expect(summaryValue('Delivery (estimate)')).toHaveTextContent('€6.95');
      expect(summaryValue('Estimated total')).toHaveTextContent('€39.16');
      expect(screen.getByText(/more for free delivery/)).toHaveTextContent(
        'Add €42.79 more for free delivery.',
      );
      expect(
        screen.getByRole('progressbar', { name: 'Progress to free delivery' }),
      ).toHaveAttribute('aria-valuenow', '43');
    });

    it('a family offer applies once the product’s family is known, and can take free delivery away', async () => {
      server.use(cartProductsHandler);
      runningOffers([
        offer({
          title: 'Human hair 20 %',
          value: 20,
          target: { type: 'family', family: 'human-hair' },
          targetName: 'human-hair',
        }),
      ]);
      storeCart(cartWith([{ product: CLIENT_BUNDLE, selectedVariant: '14 inch', quantity: 1 }]));
      await openCart();
      // €89.00 − 20 % = €71.20: below the €75.00 threshold, so delivery is charged again.
      await waitFor(() => expect(summaryValue('Offers')).toHaveTextContent('−€17.80'));
      expect(summaryValue('Delivery (estimate)')).toHaveTextContent('€6.95');
      expect(summaryValue('Estimated total')).toHaveTextContent('€78.15');
      expect(screen.getByText(/more for free delivery/)).toHaveTextContent(
        'Add €3.80 more for free delivery.',
      );
      expect(screen.queryByText('Free delivery is yours.')).not.toBeInTheDocument();
    });

    it('an offer for another audience is not applied', async () => {
      runningOffers([offer({ audience: 'business' })]);
      storeCart(cartWith([{ product: OIL, quantity: 2 }]));
      await openCart();
      await waitFor(() => expect(summaryValue('Estimated total')).toHaveTextContent('€44.85'));
      const summary = screen.getByRole('region', { name: 'Summary' });
      expect(within(summary).queryByText('Offers')).not.toBeInTheDocument();
    });

    it('a box counts at its box price, with no product offer inside it', async () => {
      runningOffers([offer({})]);
      storeCart(cartWith([{ product: OIL, quantity: 1 }]));
      localStorage.setItem(
        'tress-cart',
        JSON.stringify({ ...storedCart(), items: [...storedCart().items, MEDIUM_BOX] }),
      );
      await openCart();
      // Oil €18.95 − 15 % (€2.84) = €16.11; the box €51.00: €67.11 + €6.95 delivery.
      await waitFor(() => expect(summaryValue('Offers')).toHaveTextContent('−€2.84'));
      expect(summaryValue('Subtotal')).toHaveTextContent('€69.95');
      expect(summaryValue('Estimated total')).toHaveTextContent('€74.06');
    });
  });
});
