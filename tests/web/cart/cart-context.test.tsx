import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useCart } from '@/web/features/cart/cart-context';
import { server } from '../../support/msw-server';
import {
  asClientSees,
  BUNDLE,
  cartProductsHandler,
  OIL,
  SALON_KEY,
  TEST_SALON,
} from '../../support/msw-cart-handlers';
import { cartWith, storeCart, storedCart, storeSession } from './cart-fixtures';
import { renderShop } from './render-shop';

const ADD_BUNDLE = { product: asClientSees(BUNDLE), selectedVariant: '14 inch', quantity: 1 };

describe('CartContext', () => {
  it('adding the same product and variant twice makes one line with quantity 2', async () => {
    const user = userEvent.setup();
    renderShop('/probe', [ADD_BUNDLE]);
    const add = await screen.findByRole('button', { name: 'Add Body Wave Bundle 14 inch' });
    await user.click(add);
    await user.click(add);
    expect(storedCart().items).toHaveLength(1);
    expect(storedCart().items[0]).toMatchObject({
      productId: 101,
      selectedVariant: '14 inch',
      quantity: 2,
      price: 8900,
    });
    expect(storedCart().totalAmount).toBe(17800);
    expect(screen.getByRole('link', { name: /cart, 2 items/i })).toBeInTheDocument();
  });

  it('the cart is kept in browser storage under tress-cart', async () => {
    const user = userEvent.setup();
    renderShop('/probe', [{ product: OIL, quantity: 3 }]);
    await user.click(await screen.findByRole('button', { name: 'Add Argan Finishing Oil' }));
    expect(JSON.parse(localStorage.getItem('tress-cart') ?? '{}')).toMatchObject({
      items: [{ productId: 202, quantity: 3 }],
    });
  });

  it('a cart notification (product, quantity, variant) appears after each add, announced once', async () => {
    const user = userEvent.setup();
    renderShop('/probe', [ADD_BUNDLE]);
    await user.click(await screen.findByRole('button', { name: 'Add Body Wave Bundle 14 inch' }));
    const panel = await screen.findByRole('region', { name: 'Added to your cart' });
    expect(within(panel).getByText('Body Wave Bundle')).toBeInTheDocument();
    expect(within(panel).getByText('14 inch · Quantity 1')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(within(panel).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/cart/checkout',
    );
    // The mini cart is the one confirmation (issue 17): no toast, a polite live line instead.
    expect(screen.getByText('Added to your cart: Body Wave Bundle · 14 inch × 1')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getAllByText('Added to your cart')).toHaveLength(1);
  });

  it('the mini-cart closes with its close button', async () => {
    const user = userEvent.setup();
    renderShop('/probe', [ADD_BUNDLE]);
    await user.click(await screen.findByRole('button', { name: 'Add Body Wave Bundle 14 inch' }));
    const panel = await screen.findByRole('region', { name: 'Added to your cart' });
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Added to your cart' })).not.toBeInTheDocument();
  });

  it('addItem prices for the current tier itself', async () => {
    const user = userEvent.setup();
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    renderShop('/probe', [{ product: BUNDLE, selectedVariant: '18 inch', quantity: 1 }]);
    expect(await screen.findByText('Tier: business (salon)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Body Wave Bundle 18 inch' }));
    expect(storedCart().items[0]?.price).toBe(7600);
  });

  it('lines added at client prices are repriced with business prices when the shopper becomes a salon', async () => {
    server.use(cartProductsHandler);
    storeCart(cartWith([ADD_BUNDLE]));
    const { router } = renderShop('/probe');
    expect(await screen.findByText('Cart total: 8900')).toBeInTheDocument();
    await act(() => router.navigate(`/probe?salonId=${TEST_SALON.id}&key=${SALON_KEY}`));
    expect(await screen.findByText('Cart total: 6200')).toBeInTheDocument();
  });

  it('follows cart changes made in another tab', async () => {
    renderShop('/');
    expect(await screen.findByRole('link', { name: /cart, 0 items/i })).toBeInTheDocument();
    act(() => {
      const raw = JSON.stringify(cartWith([{ product: OIL, quantity: 4 }]));
      localStorage.setItem('tress-cart', raw);
      window.dispatchEvent(new StorageEvent('storage', { key: 'tress-cart', newValue: raw }));
    });
    expect(screen.getByRole('link', { name: /cart, 4 items$/i })).toBeInTheDocument();
  });

  it('freeDelivery reflects the free-delivery rule once the settings are known', async () => {
    storeCart({ ...cartWith([{ product: OIL, quantity: 4 }]), freeDelivery: true });
    renderShop('/');
    await waitFor(() => expect(storedCart().freeDelivery).toBe(false)); // 4 × €18.95 < €75
    act(() => {
      const raw = JSON.stringify(cartWith([{ product: OIL, quantity: 5 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'tress-cart', newValue: raw }));
    });
    await waitFor(() => expect(storedCart().freeDelivery).toBe(true));
  });

  it('a cart load failure is logged and ignored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('tress-cart', '{"items": [ this is not json');
    renderShop('/');
    expect(await screen.findByRole('link', { name: /cart, 0 items/i })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('stored cart could not be loaded'),
      expect.anything(),
    );
    error.mockRestore();
  });

  it('useCart outside a CartProvider says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Lonely() {
      useCart();
      return null;
    }
    expect(() => render(<Lonely />)).toThrow(/CartProvider/);
    vi.restoreAllMocks();
  });

  it('the settings are not fetched for an empty cart', async () => {
    const settings = vi.fn(() => HttpResponse.json({}));
    server.use(http.get('*/api/settings', settings));
    renderShop('/');
    await screen.findByRole('link', { name: /cart, 0 items/i });
    expect(settings).not.toHaveBeenCalled();
  });
});
