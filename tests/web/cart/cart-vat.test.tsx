import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/domain/money';
import { vatOf } from '@/domain/vat';
import { BUNDLE, OIL, SALON_KEY, TEST_SALON } from '../../support/msw-cart-handlers';
import { cartWith, storeCart, storeSession } from './cart-fixtures';
import { renderShop } from './render-shop';

// Issue 17: prices include 21 % VAT. The cart's summary says how much for a consumer, and shows
// it apart for a business: the estimate's total without VAT, the VAT per rate, and with it.

function summaryValue(label: string | RegExp) {
  const summary = screen.getByRole('region', { name: 'Summary' });
  return within(summary).getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('VAT in the cart’s summary', () => {
  it('a consumer reads the estimated total and the 21 % VAT it includes', async () => {
    storeCart(cartWith([{ product: OIL, quantity: 2 }]));
    renderShop('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your cart' });
    // 2 × €18.95 + €6.95 home delivery = €44.85.
    const total = 2 * 1895 + 695;
    await waitFor(() =>
      expect(summaryValue(/Including 21\s%\sVAT/)).toHaveTextContent(formatMoney(vatOf(total, 21))),
    );
    expect(summaryValue('Estimated total')).toHaveTextContent(formatMoney(total));
    expect(screen.queryByText(/excl\. VAT/)).toBeNull();
  });

  it('a salon sees VAT apart: without VAT, VAT 21 %, and the total with VAT', async () => {
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    storeCart(cartWith([{ product: BUNDLE, selectedVariant: '14 inch', quantity: 2 }], 'salon'));
    renderShop('/cart');
    // 2 × €62.00 at salon prices, picked up at its own salon for nothing: €124.00.
    const total = 2 * 6200;
    const vat = vatOf(total, 21);
    await waitFor(() =>
      expect(summaryValue('Estimated total incl. VAT')).toHaveTextContent(formatMoney(total)),
    );
    await waitFor(() =>
      expect(summaryValue('Estimated total excl. VAT')).toHaveTextContent(formatMoney(total - vat)),
    );
    expect(summaryValue(/^VAT 21\s%$/)).toHaveTextContent(formatMoney(vat));
    expect(screen.queryByText(/Including 21/)).toBeNull();
  });
});
