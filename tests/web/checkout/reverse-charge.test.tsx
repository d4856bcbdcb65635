// Issue 31: a Belgian salon with a VAT number is charged no Dutch VAT (reverse charge). The
// server's quote says so (`reverseCharge: true`, net amounts, no VAT); the checkout's summary and
// the order's payment page then show "VAT reverse-charged (BTW verlegd)" in place of any VAT line,
// in English and in Dutch.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Hairdresser } from '@/domain/salons';
import type { Quote, QuoteRequest } from '@/domain/orders';
import { isReverseCharge, NO_VAT, reverseChargedQuote } from '@/domain/reverse-charge';
import { cartProductsHandler, OIL, SALON_KEY, TEST_SALON } from '../../support/msw-cart-handlers';
import { makeOrder, putOrder, quoteFor } from '../../support/msw-checkout-handlers';
import { server } from '../../support/msw-server';
import { cartWith, storeCart, storeSession } from '../cart/cart-fixtures';
import { renderApp } from '../render-app';
import { fillContact } from './checkout-fixtures';

/** The test salon, moved to Antwerp, with a valid Belgian enterprise and VAT number. */
const BELGIAN_SALON: Hairdresser = {
  ...TEST_SALON,
  address: 'Meir 50, Antwerpen, Belgium',
  street: 'Meir 50',
  postcode: '2000',
  city: 'Antwerpen',
  country: 'BE',
  business_registration: '0403170701',
  vat_number: 'BE0403170701',
};

// Two oils at the salon's business price, €12.00 each including 21 % VAT, picked up at the
// salon for nothing: net €9.92 each (12.00 − 2.08 VAT), €19.84 in all.
const NET_UNIT = { en: '€9.92', nl: '€ 9,92' };
const NET_TOTAL = { en: '€19.84', nl: '€ 19,84' };
const ZERO = { en: '€0.00', nl: '€ 0,00' };

/**
 * A Belgian salon's session, and the quote as the server decides it: business access with the
 * salon's header, the buyer the company billed on invoice, else the salon itself.
 */
function belgianSalonSession() {
  const quotes: QuoteRequest[] = [];
  server.use(
    cartProductsHandler,
    http.get('*/api/hairdressers/:id', ({ params }) =>
      params.id === BELGIAN_SALON.id ? HttpResponse.json(BELGIAN_SALON) : undefined,
    ),
    http.post('*/api/orders/quote', async ({ request }) => {
      const body = (await request.json()) as QuoteRequest;
      quotes.push(body);
      const business =
        request.headers.get('X-Tress-Access') === `salon:${BELGIAN_SALON.id}:${SALON_KEY}`;
      const quote = quoteFor(body, business ? 'business' : 'client');
      const buyer = body.company
        ? { country: body.company.country, vatNumber: body.company.vatNumber }
        : { country: BELGIAN_SALON.country, vatNumber: BELGIAN_SALON.vat_number };
      if (!isReverseCharge({ sellerCountry: 'NL', tier: quote.tier, buyer })) {
        return HttpResponse.json(quote);
      }
      const net: Quote = {
        ...quote,
        ...reverseChargedQuote(quote.lines, quote.totals),
        reverseCharge: true,
      };
      return HttpResponse.json(net);
    }),
  );
  storeSession({
    salonId: BELGIAN_SALON.id,
    accessType: 'salon',
    validatedAt: Date.now(),
    key: SALON_KEY,
  });
  storeCart(cartWith([{ product: OIL, quantity: 2 }], 'salon'));
  return quotes;
}

/** The amount a summary row (a <dt> and its <dd>) shows; Dutch money's no-break space as a space. */
function row(container: HTMLElement, term: RegExp | string) {
  const dt = within(container).getByText(term, { selector: 'dt' });
  return dt.parentElement?.querySelector('dd')?.textContent?.replace(/\s/g, ' ');
}

describe('the checkout of a Belgian salon, reverse-charged', () => {
  it('shows net amounts and “VAT reverse-charged (BTW verlegd)” instead of any VAT', async () => {
    const user = userEvent.setup();
    const quotes = belgianSalonSession();
    renderApp('/cart/checkout');
    await fillContact(user, 'Noor Peeters');
    const summary = await screen.findByRole('region', { name: 'Your order' });

    await waitFor(() => expect(row(summary, 'VAT reverse-charged (BTW verlegd)')).toBe(ZERO.en));
    expect(row(summary, 'Total excl. VAT')).toBe(NET_TOTAL.en);
    expect(row(summary, 'Total')).toBe(NET_TOTAL.en);
    expect(within(summary).getByText(`2 × ${NET_UNIT.en}`)).toBeInTheDocument();
    expect(within(summary).queryByText(/incl\. VAT/)).toBeNull();
    expect(within(summary).queryByText(/Including .*VAT/)).toBeNull();
    expect(within(summary).queryByText(/^VAT \d+/)).toBeNull();
    // Net prices are what the salon pays, not a change from the cart's estimate.
    expect(within(summary).queryByText('Price updated')).toBeNull();
    expect(
      within(summary).getByText(
        'Your salon is in Belgium and has a VAT number: you pay the prices without Dutch VAT and account for the VAT yourself.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Place order · ${NET_TOTAL.en}` })).toBeEnabled();
    // Paying online, the salon itself is the buyer: no company goes with the quote.
    expect(quotes.every((quote) => quote.company === undefined)).toBe(true);
  });

  it('paying on invoice, asks the quote with the Belgian company and stays reverse-charged', async () => {
    const user = userEvent.setup();
    const quotes = belgianSalonSession();
    renderApp('/cart/checkout');
    await fillContact(user, 'Noor Peeters');
    await user.click(await screen.findByRole('radio', { name: /Pay on invoice/ }));
    const company = screen.getByRole('group', { name: 'Company details for the invoice' });
    await waitFor(() =>
      expect(within(company).getByRole('textbox', { name: 'VAT number' })).toHaveValue(
        'BE0403170701',
      ),
    );

    await waitFor(() =>
      expect(quotes.at(-1)?.company).toMatchObject({ country: 'BE', vatNumber: 'BE0403170701' }),
    );
    const summary = screen.getByRole('region', { name: 'Your order' });
    await waitFor(() => expect(row(summary, 'VAT reverse-charged (BTW verlegd)')).toBe(ZERO.en));
    expect(row(summary, 'Total')).toBe(NET_TOTAL.en);
    expect(within(summary).queryByText(/incl\. VAT/)).toBeNull();
  });

  it('says it in Dutch under /nl: “Btw verlegd (VAT reverse-charged)”', async () => {
    const user = userEvent.setup();
    belgianSalonSession();
    renderApp('/nl/cart/checkout');
    await user.type(await screen.findByRole('textbox', { name: 'Volledige naam' }), 'Noor Peeters');
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'noor@example.be');
    const summary = await screen.findByRole('region', { name: 'Je bestelling' });

    await waitFor(() => expect(row(summary, 'Btw verlegd (VAT reverse-charged)')).toBe(ZERO.nl));
    expect(row(summary, 'Totaal excl. btw')).toBe(NET_TOTAL.nl);
    expect(row(summary, 'Totaal')).toBe(NET_TOTAL.nl);
    expect(within(summary).queryByText(/incl\. btw/)).toBeNull();
    expect(within(summary).queryByText(/Inclusief .*btw/)).toBeNull();
    expect(
      within(summary).getByText(
        'Je salon is gevestigd in België en heeft een btw-nummer: je betaalt de prijzen zonder Nederlandse btw en draagt de btw zelf af.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the payment page of a reverse-charged order', () => {
  function reverseChargedOrder() {
    const quote = quoteFor(
      { items: [{ productId: OIL.id, quantity: 2 }], delivery: { method: 'salon', salonId: '' } },
      'business',
    );
    return putOrder(
      makeOrder({
        ...reverseChargedQuote(quote.lines, quote.totals),
        vat: NO_VAT,
        tier: 'business',
        reverseCharge: true,
        payment: { method: 'bancontact', state: null },
        delivery: { method: 'salon', place: 'Studio Noor, Antwerpen' },
      }),
    );
  }

  it('shows the same row in its order summary', async () => {
    const order = reverseChargedOrder();
    renderApp(`/checkout/${order.id}`);
    const card = await screen.findByRole('region', { name: `Order ${order.number}` });
    expect(row(card, 'Total excl. VAT')).toBe(NET_TOTAL.en);
    expect(row(card, 'VAT reverse-charged (BTW verlegd)')).toBe(ZERO.en);
    expect(row(card, 'Total')).toBe(NET_TOTAL.en);
    expect(within(card).getByText(`2 × ${NET_UNIT.en}`)).toBeInTheDocument();
    expect(within(card).queryByText(/incl\. VAT/)).toBeNull();
    expect(within(card).queryByText(/^VAT \d+/)).toBeNull();
  });

  it('and in Dutch', async () => {
    const order = reverseChargedOrder();
    renderApp(`/nl/checkout/${order.id}`);
    const card = await screen.findByRole('region', { name: `Bestelling ${order.number}` });
    expect(row(card, 'Totaal excl. btw')).toBe(NET_TOTAL.nl);
    expect(row(card, 'Btw verlegd (VAT reverse-charged)')).toBe(ZERO.nl);
    expect(row(card, 'Totaal')).toBe(NET_TOTAL.nl);
    expect(within(card).queryByText(/incl\. btw/)).toBeNull();
  });
});
