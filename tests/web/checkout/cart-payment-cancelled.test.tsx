// Issue 31: a shopper who cancels at the bank comes back to the cart, which is untouched.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeCart, storedCart } from '../cart/cart-fixtures';
import { renderApp } from '../render-app';
import { lockerCart } from './checkout-fixtures';

describe('the cart after a cancelled payment', () => {
  it('says so politely, keeps the cart, and can be dismissed', async () => {
    const user = userEvent.setup();
    storeCart(lockerCart());
    const { router } = renderApp('/cart?payment=cancelled');
    expect(
      await screen.findByText(
        'You cancelled the payment at your bank. Your cart is still here — check out again when you’re ready.',
      ),
    ).toBeVisible();
    expect(storedCart().items).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText(/You cancelled the payment/)).not.toBeInTheDocument();
    expect(storedCart().items).toHaveLength(2);
  });

  it('in Dutch', async () => {
    storeCart(lockerCart());
    renderApp('/nl/cart?payment=cancelled');
    expect(await screen.findByText(/^Je hebt de betaling bij je bank geannuleerd\./)).toBeVisible();
  });

  it('without the parameter there is no notice', async () => {
    storeCart(lockerCart());
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    expect(screen.queryByText(/You cancelled the payment/)).not.toBeInTheDocument();
  });
});
