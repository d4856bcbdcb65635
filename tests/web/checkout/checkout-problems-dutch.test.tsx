// The shop's refusals at checkout in Dutch (issue 30): the API answers in English, and a Dutch
// page words the refusal itself — the offer code's reason, a refused order, a failed payment.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { QuoteRequest } from '@/domain/orders';
import { makeOrder, putOrder, quoteFor } from '../../support/msw-checkout-handlers';
import { server } from '../../support/msw-server';
import { storeCart } from '../cart/cart-fixtures';
import { renderApp } from '../render-app';
import { lockerCart } from './checkout-fixtures';

describe('refusals at checkout on a Dutch page', () => {
  it('words a refused offer code’s reason in Dutch', async () => {
    server.use(
      http.post('*/api/orders/quote', async ({ request }) => {
        const body = (await request.json()) as QuoteRequest;
        if (body.offerCode)
          return HttpResponse.json(
            {
              code: 'OFFER_CODE_INVALID',
              message: 'Your order is below the minimum for this code (50.00 EUR)',
              issues: [
                {
                  path: ['offerCode'],
                  message: 'Your order is below the minimum for this code (50.00 EUR)',
                  code: 'below-minimum',
                },
              ],
            },
            { status: 422 },
          );
        return HttpResponse.json(quoteFor(body, 'client'));
      }),
    );
    const user = userEvent.setup();
    storeCart(lockerCart());
    renderApp('/nl/cart/checkout');
    await screen.findByRole('region', { name: 'Je bestelling' });
    await user.type(screen.getByRole('textbox', { name: 'Kortingscode (optioneel)' }), 'GROOT');
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(
      await screen.findByText('Je bestelling komt nog niet aan het minimumbedrag voor deze code'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/below the minimum/)).toBeNull();
  });

  it('words a refused order in Dutch, leaving out the server’s English', async () => {
    server.use(
      http.post('*/api/orders', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'The request has invalid fields.',
            issues: [
              { path: ['items', 0, 'productId'], message: 'This product is not for sale' },
              { path: ['customer', 'email'], message: 'Enter a valid email address' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    storeCart(lockerCart());
    renderApp('/nl/cart/checkout');
    await user.type(await screen.findByRole('textbox', { name: 'Volledige naam' }), 'Amara Jansen');
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'amara@example.com');
    await screen.findByRole('region', { name: 'Je bestelling' });
    await user.click(screen.getByRole('button', { name: /^Bestelling plaatsen/ }));
    const alert = await screen.findByText(
      'Een paar velden kloppen nog niet; kijk even naar de opmerkingen erbij.',
    );
    const box = alert.closest('[role="alert"]')!;
    expect(box).toHaveTextContent('Vul een geldig e-mailadres in');
    expect(box).not.toHaveTextContent(/invalid fields|not for sale|Enter a valid/);
  });

  it('words a payment the shop refuses (not a declined card) in Dutch', async () => {
    const order = putOrder(makeOrder());
    server.use(
      http.post('*/api/orders/:id/payments', () =>
        HttpResponse.json(
          {
            code: 'PAYMENT_PROVIDER_UNAVAILABLE',
            message: 'The payment provider could not be reached; try again shortly.',
          },
          { status: 503 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/nl/checkout/${order.id}`);
    await user.type(
      await screen.findByRole('textbox', { name: 'Kaartnummer' }),
      '4242424242424242',
    );
    await user.type(screen.getByRole('textbox', { name: 'Vervaldatum (MM/JJ)' }), '1240');
    await user.type(screen.getByRole('textbox', { name: 'Beveiligingscode (CVC)' }), '123');
    await user.type(screen.getByRole('textbox', { name: 'Naam op de kaart' }), 'Amara Jansen');
    await user.click(screen.getByRole('button', { name: /betalen$/ }));
    expect(
      await screen.findByText('De betaalpagina kon niet worden geopend. Probeer het zo nog eens.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/payment provider/)).toBeNull();
  });
});
