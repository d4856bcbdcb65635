import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/domain/money';
import type { Quote, QuoteRequest } from '@/domain/orders';
import { quoteFor } from '../../support/msw-checkout-handlers';
import { server } from '../../support/msw-server';
import { storeCart } from '../cart/cart-fixtures';
import { renderApp } from '../render-app';
import { lockerCart } from './checkout-fixtures';

// product.md §9 and issue 12: at checkout an offer code shows what it saves, from the server's
// quote, and a refused code says why (the 422's issue on the code); the total is the quote's.
async function applyCode(code: string) {
  const user = userEvent.setup();
  storeCart(lockerCart());
  renderApp('/cart/checkout');
  const summary = await screen.findByRole('region', { name: 'Your order' });
  await within(summary).findByText('Total');
  await user.type(screen.getByRole('textbox', { name: 'Offer code (optional)' }), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  return { user, summary };
}

describe('offer codes at checkout', () => {
  it('an applied code shows what it saves and the discounted total the server quoted', async () => {
    const quotes: Quote[] = [];
    server.events.on('response:mocked', async ({ request, response }) => {
      if (request.url.endsWith('/api/orders/quote') && response.ok)
        quotes.push((await response.clone().json()) as Quote);
    });
    const { summary } = await applyCode('welcome10');
    const applied = await screen.findByText(/applied: you save/);
    const withCode = quotes.find((quote) => quote.offerCode !== null);
    expect(withCode?.offerCode).toBeTruthy();
    const saving = withCode?.offerCode?.saving ?? 0;
    expect(saving).toBeGreaterThan(0);
    expect(applied).toHaveTextContent(
      `Offer code WELCOME10 applied: you save ${formatMoney(saving)}`,
    );
    expect(within(summary).getByText('Code WELCOME10').nextElementSibling).toHaveTextContent(
      `−${formatMoney(saving)}`,
    );
    await waitFor(() =>
      expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent(
        formatMoney(withCode?.totals.total ?? 0),
      ),
    );
    server.events.removeAllListeners();
  });

  it('a refused code shows the reason from the 422’s issue, and the total stays without it', async () => {
    server.use(
      http.post('*/api/orders/quote', async ({ request }) => {
        const body = (await request.json()) as QuoteRequest;
        if (body.offerCode)
          return HttpResponse.json(
            {
              code: 'OFFER_CODE_INVALID',
              message: 'The offer code cannot be used.',
              issues: [
                {
                  path: ['offerCode'],
                  message: 'Your order is below the minimum for this code',
                  code: 'below-minimum',
                },
              ],
            },
            { status: 422 },
          );
        return HttpResponse.json(quoteFor(body, 'client'));
      }),
    );
    const { summary } = await applyCode('BIGSPEND');
    expect(
      await screen.findByText('Your order is below the minimum for this code'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Offer code (optional)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(summary).queryByText(/^Code /)).toBeNull();
  });

  it('removing the code returns to the total without it', async () => {
    const { user, summary } = await applyCode('WELCOME10');
    await screen.findByText(/applied: you save/);
    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    await waitFor(() => expect(within(summary).queryByText('Code WELCOME10')).toBeNull());
  });
});
