// Checkout and an order's pages in Dutch under /nl (issue 30): labels, the feature's own
// validation message, the order summary with Dutch money, and the order's status pages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OIL } from '../../support/msw-cart-handlers';
import { makeOrder, putOrder } from '../../support/msw-checkout-handlers';
import { cartWith, storeCart } from '../cart/cart-fixtures';
import { renderApp } from '../render-app';
import { lockerCart } from './checkout-fixtures';

async function fillContactInDutch(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Volledige naam' }), 'Amara Jansen');
  await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'amara@example.com');
}

describe('checkout in Dutch', () => {
  it('labels its steps and fields in Dutch and totals the order in Dutch money', async () => {
    storeCart(lockerCart());
    renderApp('/nl/cart/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Afrekenen' })).toBeInTheDocument();
    for (const step of ['Je gegevens', 'Bezorging', 'Betaling'])
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(step) })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Volledige naam' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Telefoonnummer (optioneel)' })).toBeInTheDocument();
    // A Dutch page: iDEAL first and chosen, then Bancontact and card (issue 31).
    expect(screen.getAllByRole('radio', { name: /^(iDEAL|Bancontact|Kaart)/ })).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /^iDEAL/ })).toBeChecked();
    expect(screen.getByText(/^Betaal in je eigen bankapp/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terug naar je winkelwagen/ })).toHaveAttribute(
      'href',
      '/nl/cart',
    );

    // 3 × € 109,00 and 1 × € 18,95, collected from a locker for nothing.
    const summary = await screen.findByRole('region', { name: 'Je bestelling' });
    expect(await within(summary).findByText('3 × € 109,00', { exact: false })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(summary).getByText('Subtotaal').nextElementSibling).toHaveTextContent(
        '€ 345,95',
      ),
    );
    expect(within(summary).getByText('Bezorging').nextElementSibling).toHaveTextContent('Gratis');
    expect(within(summary).getByText('Totaal')).toBeInTheDocument();
    expect(within(summary).getByText(/^Inclusief 21% btw$/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Bestelling plaatsen · €\s345,95$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Je betaalt in de volgende stap met iDEAL/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Afrekenen · Tress'));
  });

  it('asks in Dutch for the parcel locker still to be chosen', async () => {
    const user = userEvent.setup();
    storeCart({ ...lockerCart(), selectedLocker: null });
    renderApp('/nl/cart/checkout');
    await fillContactInDutch(user);
    await user.click(screen.getByRole('button', { name: /^Bestelling plaatsen/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kies een pakketautomaat');
    await user.click(await screen.findByRole('radio', { name: /Utrecht Centraal locker/ }));
    await waitFor(() =>
      expect(screen.queryByText('Kies een pakketautomaat')).not.toBeInTheDocument(),
    );
  });

  it('names the address fields and the countries in Dutch', async () => {
    storeCart(cartWith([{ product: OIL, quantity: 1 }]));
    renderApp('/nl/guest-checkout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Afrekenen als gast' }),
    ).toBeInTheDocument();
    const address = screen.getByRole('group', { name: 'Bezorgadres' });
    expect(
      within(address).getByRole('textbox', { name: 'Straat en huisnummer' }),
    ).toBeInTheDocument();
    expect(within(address).getByRole('textbox', { name: 'Plaats' })).toBeInTheDocument();
    const country = within(address).getByRole('combobox', { name: 'Land' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nederland', 'België']);
    expect(screen.getByText(/^Dit zijn de prijzen uit je winkelwagen\./)).toBeInTheDocument();
  });

  it('has a Dutch empty state', async () => {
    renderApp('/nl/cart/checkout');
    expect(await screen.findByRole('heading', { name: 'Je winkelwagen is leeg' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Begin met winkelen' })).toHaveAttribute(
      'href',
      '/nl/shop',
    );
  });
});

describe('an order’s pages in Dutch', () => {
  it('the payment page: the order, Dutch money and the time the items are held', async () => {
    const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
    const order = putOrder(makeOrder({ expiresAt }));
    renderApp(`/nl/checkout/${order.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Betaal je bestelling' }),
    ).toBeInTheDocument();
    const time = new Intl.DateTimeFormat('nl-NL', {
      timeStyle: 'short',
      timeZone: 'Europe/Amsterdam',
    }).format(new Date(expiresAt));
    expect(
      screen.getByText(
        `Hoi Amara, je bestelling is geplaatst en wacht op betaling. We houden je artikelen tot ${time} voor je vast.`,
      ),
    ).toBeInTheDocument();
    const card = screen.getByRole('region', { name: `Bestelling ${order.number}` });
    expect(within(card).getByText('1 product')).toBeInTheDocument();
    expect(within(card).getByText('2 × € 18,95', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('Subtotaal').nextElementSibling).toHaveTextContent('€ 37,90');
    expect(within(card).getByText('Totaal').nextElementSibling).toHaveTextContent('€ 41,85');
    expect(within(card).getByText('Pakketautomaat')).toBeInTheDocument();
    expect(within(card).getByText('Bevestiging naar')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Testmodus' })).toHaveTextContent(
      'Testmodus — er wordt niet echt betaald. Gebruik 4242 4242 4242 4242.',
    );
    expect(screen.getByRole('textbox', { name: 'Kaartnummer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^€\s41,85 betalen$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terug naar winkelwagen/ })).toHaveAttribute(
      'href',
      '/nl/cart',
    );
    await waitFor(() => expect(document.title).toBe('Betaal je bestelling · Tress'));
  });

  it('the confirmation: thanks, the order number and what happens next', async () => {
    const order = putOrder(
      makeOrder({
        status: 'paid',
        expiresAt: null,
        delivery: { method: 'home', place: 'Amsterdam' },
        customer: { firstName: 'Anna', email: 'a***@example.com' },
      }),
    );
    renderApp(`/nl/success?order=${order.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bedankt voor je bestelling' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Hoi Anna, je bestelnummer is/)).toHaveTextContent(
      `Hoi Anna, je bestelnummer is ${order.number}. Houd het bij de hand`,
    );
    expect(screen.getByText('Thuisbezorging')).toBeInTheDocument();
    expect(screen.getByText('Bezorging in Amsterdam')).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Hoe gaat het verder?' });
    expect(next).toHaveTextContent('Je betaling is ontvangen — dank je wel.');
    expect(next).toHaveTextContent('Er is een bevestiging onderweg naar a***@example.com.');
    expect(screen.getByRole('link', { name: 'Verder winkelen' })).toHaveAttribute(
      'href',
      '/nl/shop',
    );
    await waitFor(() => expect(document.title).toBe('Bedankt · Tress'));
  });

  it('a shipped order: on its way, with the carrier’s tracking link', async () => {
    const order = putOrder(
      makeOrder({
        status: 'shipped',
        expiresAt: null,
        shipment: {
          carrier: 'PostNL',
          trackingNumber: '3SABC1234567',
          trackingUrl: 'https://postnl.nl/tracktrace/?B=3SABC1234567',
        },
      }),
    );
    renderApp(`/nl/success?order=${order.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Je bestelling is onderweg' }),
    ).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Onderweg' });
    expect(panel).toHaveTextContent(
      'Je bestelling is bij ons vertrokken en wordt bezorgd door PostNL.',
    );
    expect(panel).toHaveTextContent('Track-and-tracecode3SABC1234567');
    expect(screen.getByRole('link', { name: /Volg je pakket bij PostNL/ })).toHaveAttribute(
      'href',
      'https://postnl.nl/tracktrace/?B=3SABC1234567',
    );
  });

  it('an expired order says so in Dutch', async () => {
    const order = putOrder(makeOrder({ expiresAt: new Date(Date.now() - 60_000).toISOString() }));
    renderApp(`/nl/checkout/${order.id}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Bestelling ${order.number} is verlopen`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^De bestelling is niet op tijd betaald/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de winkel' })).toHaveAttribute(
      'href',
      '/nl/shop',
    );
  });
});
