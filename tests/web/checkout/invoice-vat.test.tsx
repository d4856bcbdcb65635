import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/domain/money';
import type { OrderRequest } from '@/domain/orders';
import { vatOf } from '@/domain/vat';
import {
  cartProductsHandler,
  FF_KEY,
  FF_SALON_ID,
  OIL,
  SALON_KEY,
  TEST_SALON,
} from '../../support/msw-cart-handlers';
import { server } from '../../support/msw-server';
import { cartWith, storeCart, storeSession } from '../cart/cart-fixtures';
import { renderApp } from '../render-app';
import { fillContact, lockerCart, placeOrderButton } from './checkout-fixtures';

// Issue 17: prices include 21 % VAT; business shoppers see it apart in the cart, the quote and
// the order; pay on invoice asks for the company, prefilled in a salon session.

function salonSession() {
  server.use(cartProductsHandler);
  storeSession({
    salonId: TEST_SALON.id,
    accessType: 'salon',
    validatedAt: Date.now(),
    key: SALON_KEY,
  });
}

/** Two oils at the salon's business price (€12.00), picked up at its own salon: €24.00. */
const SALON_TOTAL = 2 * 1200;
const money = (cents: number) => formatMoney(cents);

function row(container: HTMLElement, term: RegExp | string) {
  const dt = within(container).getByText(term, { selector: 'dt' });
  return dt.parentElement?.querySelector('dd')?.textContent;
}

function recordOrders(): OrderRequest[] {
  const bodies: OrderRequest[] = [];
  server.use(
    http.post('*/api/orders', async ({ request }) => {
      bodies.push((await request.clone().json()) as OrderRequest);
      return undefined; // the default handler makes the order
    }),
  );
  return bodies;
}

describe('VAT in the checkout’s quote', () => {
  it('a consumer sees the total and the 21 % VAT it includes', async () => {
    const user = userEvent.setup();
    storeCart(lockerCart());
    renderApp('/cart/checkout');
    await fillContact(user);
    const summary = await screen.findByRole('region', { name: 'Your order' });
    // 3 × €109.00 + €18.95, delivered free: €345.95, of which VAT 345.95 − 285.91 = €60.04.
    const total = 3 * 10900 + 1895;
    await waitFor(() => expect(row(summary, 'Total')).toBe(money(total)));
    expect(row(summary, /Including 21\s%\sVAT/)).toBe(money(vatOf(total, 21)));
    expect(within(summary).queryByText(/excl\. VAT/)).toBeNull();
  });

  it('a salon sees VAT apart: the total without VAT, the VAT at 21 % and the total with it', async () => {
    const user = userEvent.setup();
    salonSession();
    storeCart(cartWith([{ product: OIL, quantity: 2 }], 'salon'));
    renderApp('/cart/checkout');
    await fillContact(user, 'Studio Noor');
    const summary = await screen.findByRole('region', { name: 'Your order' });
    await waitFor(() => expect(row(summary, 'Total incl. VAT')).toBe(money(SALON_TOTAL)));
    const vat = vatOf(SALON_TOTAL, 21);
    expect(row(summary, 'Total excl. VAT')).toBe(money(SALON_TOTAL - vat));
    expect(row(summary, /^VAT 21\s%$/)).toBe(money(vat));
  });
});

describe('pay on invoice: the company', () => {
  it('a salon pays on invoice with its company details prefilled, sends them, and sees VAT apart on the confirmation', async () => {
    const user = userEvent.setup();
    const bodies = recordOrders();
    salonSession();
    storeCart(cartWith([{ product: OIL, quantity: 2 }], 'salon'));
    const { router } = renderApp('/cart/checkout');
    await fillContact(user, 'Noor Bakker');
    expect(screen.queryByRole('group', { name: /Company details/ })).toBeNull();
    await user.click(await screen.findByRole('radio', { name: /Pay on invoice/ }));

    const company = screen.getByRole('group', { name: 'Company details for the invoice' });
    await waitFor(() =>
      expect(within(company).getByRole('textbox', { name: 'Company name' })).toHaveValue(
        'Studio Noor',
      ),
    );
    expect(within(company).getByRole('combobox', { name: 'Country' })).toHaveValue('NL');
    expect(within(company).getByRole('textbox', { name: 'KvK number' })).toHaveValue('69599084');
    expect(within(company).getByRole('textbox', { name: 'VAT number' })).toHaveValue(
      'NL858123456B01',
    );
    expect(within(company).getByText(/From your salon’s registration/)).toBeInTheDocument();

    await user.click(placeOrderButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      payment: { method: 'invoice' },
      company: {
        name: 'Studio Noor',
        country: 'NL',
        registrationNumber: '69599084',
        vatNumber: 'NL858123456B01',
      },
    });

    const card = await screen.findByRole('region', { name: /^Order TR-/ });
    const vat = vatOf(SALON_TOTAL, 21);
    expect(row(card, 'Total excl. VAT')).toBe(money(SALON_TOTAL - vat));
    expect(row(card, /^VAT 21\s%$/)).toBe(money(vat));
    expect(row(card, 'Total incl. VAT')).toBe(money(SALON_TOTAL));
    const invoiced = within(card).getByText('Invoiced to').nextElementSibling as HTMLElement;
    expect(within(invoiced).getByText('Studio Noor')).toBeInTheDocument();
    expect(within(invoiced).getByText('KvK 69599084')).toBeInTheDocument();
    expect(within(invoiced).getByText('VAT NL858123456B01')).toBeInTheDocument();
  });

  it('keeps what the shopper typed over the salon’s record and checks it as the server does', async () => {
    const user = userEvent.setup();
    const bodies = recordOrders();
    salonSession();
    storeCart(cartWith([{ product: OIL, quantity: 2 }], 'salon'));
    renderApp('/cart/checkout');
    await fillContact(user, 'Noor Bakker');
    await user.click(await screen.findByRole('radio', { name: /Pay on invoice/ }));
    const company = screen.getByRole('group', { name: 'Company details for the invoice' });
    const vatNumber = within(company).getByRole('textbox', { name: 'VAT number' });
    await waitFor(() => expect(vatNumber).toHaveValue('NL858123456B01'));

    // A Belgian business: the register's name and the numbers' rules follow the country.
    await user.selectOptions(within(company).getByRole('combobox', { name: 'Country' }), 'BE');
    const registration = within(company).getByRole('textbox', { name: 'Enterprise number' });
    await user.clear(registration);
    await user.type(registration, '0403.170.702');
    await user.click(placeOrderButton());

    expect(
      await within(company).findByText('This enterprise number does not exist: check the digits'),
    ).toBeInTheDocument();
    expect(registration).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(company).getByText('Enter a Belgian VAT number: BE and your enterprise number'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.clear(registration);
    await user.type(registration, '0403.170.701');
    await user.clear(vatNumber);
    await user.type(vatNumber, 'BE 0403 170 701');
    // The salon's Dutch postcode is no Belgian one: the address follows the country too.
    const postcode = within(company).getByRole('textbox', { name: 'Postcode' });
    await user.clear(postcode);
    await user.type(postcode, '2000');
    const city = within(company).getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Antwerpen');
    await user.click(placeOrderButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.company).toEqual({
      name: 'Studio Noor',
      street: 'Oudegracht 12',
      postcode: '2000',
      city: 'Antwerpen',
      country: 'BE',
      registrationNumber: '0403170701',
      vatNumber: 'BE0403170701',
    });
  });

  it('a friends-and-family shopper is billed as a private person: name and address, never a company', async () => {
    const user = userEvent.setup();
    const bodies = recordOrders();
    server.use(cartProductsHandler);
    storeSession({
      salonId: FF_SALON_ID,
      accessType: 'friends-family',
      validatedAt: Date.now(),
      key: FF_KEY,
    });
    storeCart(lockerCart());
    renderApp('/cart/checkout');
    await fillContact(user);
    await user.click(await screen.findByRole('radio', { name: /Pay on invoice/ }));
    const billing = screen.getByRole('group', { name: 'Billing address for the invoice' });
    expect(screen.queryByRole('group', { name: 'Company details for the invoice' })).toBeNull();
    expect(within(billing).queryByRole('textbox', { name: /Company|KvK|VAT/ })).toBeNull();
    await user.click(placeOrderButton());
    expect(
      await within(billing).findByText('Your name needs at least 2 characters'),
    ).toBeInTheDocument();
    expect(within(billing).getByText('Enter the street and number')).toBeInTheDocument();
    expect(within(billing).getByText('Enter a Dutch postcode, e.g. 1234 AB')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(within(billing).getByRole('textbox', { name: 'Full name' }), 'Mila Hendriks');
    await user.type(
      within(billing).getByRole('textbox', { name: 'Street and house number' }),
      'Kerkstraat 5',
    );
    await user.type(within(billing).getByRole('textbox', { name: 'Postcode' }), '3511ab');
    await user.type(within(billing).getByRole('textbox', { name: 'City' }), 'Utrecht');
    await user.click(placeOrderButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('company');
    expect(bodies[0]?.billing).toEqual({
      name: 'Mila Hendriks',
      street: 'Kerkstraat 5',
      postcode: '3511 AB',
      city: 'Utrecht',
      country: 'NL',
    });
  });

  it('a card order sends no company', async () => {
    const user = userEvent.setup();
    const bodies = recordOrders();
    salonSession();
    storeCart(cartWith([{ product: OIL, quantity: 2 }], 'salon'));
    renderApp('/cart/checkout');
    await fillContact(user, 'Noor Bakker');
    await user.click(await screen.findByRole('radio', { name: /Pay on invoice/ }));
    await user.click(screen.getByRole('radio', { name: /Card/ }));
    expect(screen.queryByRole('group', { name: /Company details/ })).toBeNull();
    await user.click(placeOrderButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('company');
    expect(bodies[0]?.payment).toEqual({ method: 'card' });
  });
});
