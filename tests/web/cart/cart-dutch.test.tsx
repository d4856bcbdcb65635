// The cart in Dutch under /nl (issue 30): its words, Dutch money ("€ 37,90"), ICU plurals for the
// count, the summary's VAT notes, the mini-cart, and links that stay under /nl.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asClientSees, BUNDLE, OIL, SALON_KEY, TEST_SALON } from '../../support/msw-cart-handlers';
import { cartWith, storeCart, storeSession } from './cart-fixtures';
import { renderShop } from './render-shop';

const CLIENT_BUNDLE = asClientSees(BUNDLE);

function summaryValue(label: string) {
  const summary = screen.getByRole('region', { name: 'Overzicht' });
  return within(summary).getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('the cart in Dutch', () => {
  it('shows its lines, totals, delivery and VAT in Dutch, with Dutch money', async () => {
    storeCart(cartWith([{ product: OIL, quantity: 2 }]));
    renderShop('/nl/cart');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Je winkelwagen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 artikelen.')).toBeInTheDocument();
    const lines = screen.getByRole('region', { name: 'Producten in je winkelwagen' });
    expect(within(lines).getByLabelText('Totaal voor Argan Finishing Oil')).toHaveTextContent(
      '€ 37,90',
    );
    expect(within(lines).getByText('€ 18,95 per stuk')).toBeInTheDocument();
    expect(
      within(lines).getByRole('button', { name: 'Argan Finishing Oil verwijderen' }),
    ).toHaveTextContent('Verwijderen');

    // 2 × € 18,95 + € 6,95 home delivery = € 44,85, of which 21 % VAT.
    expect(await screen.findByText(/tot gratis bezorging/)).toHaveTextContent(
      'Nog € 37,10 tot gratis bezorging.',
    );
    expect(
      screen.getByRole('progressbar', { name: 'Voortgang naar gratis bezorging' }),
    ).toHaveAttribute('aria-valuetext', '51% bereikt');
    expect(screen.getByRole('radio', { name: /Thuisbezorging/ })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Bezorging' })).toBeInTheDocument();
    expect(summaryValue('Subtotaal')).toHaveTextContent('€ 37,90');
    expect(summaryValue('Bezorging (schatting)')).toHaveTextContent('€ 6,95');
    await waitFor(() => expect(summaryValue('Geschat totaal')).toHaveTextContent('€ 44,85'));
    expect(summaryValue('Inclusief 21% btw')).toHaveTextContent('€ 7,78');
    expect(screen.getByRole('link', { name: 'Naar afrekenen' })).toHaveAttribute(
      'href',
      '/nl/cart/checkout',
    );
    await waitFor(() => expect(document.title).toBe('Je winkelwagen · Tress'));
  });

  it('counts one line as “1 artikel” and says when delivery is free', async () => {
    storeCart(cartWith([{ product: CLIENT_BUNDLE, selectedVariant: '14 inch', quantity: 1 }]));
    renderShop('/nl/cart');
    expect(await screen.findByText('1 artikel.')).toBeInTheDocument();
    expect(await screen.findByText('Je bestelling wordt gratis bezorgd.')).toBeInTheDocument();
    expect(summaryValue('Bezorging (schatting)')).toHaveTextContent('Gratis');
    expect(screen.getByRole('combobox', { name: 'Variant' })).toHaveValue('14 inch');
  });

  it('offers lockers and salons in Dutch', async () => {
    const user = userEvent.setup();
    storeCart(cartWith([{ product: OIL, quantity: 1 }]));
    renderShop('/nl/cart');
    await user.click(await screen.findByRole('radio', { name: /Pakketautomaat/ }));
    expect(
      screen.getByRole('searchbox', { name: 'Zoek een pakketautomaat op plaats' }),
    ).toHaveAttribute('placeholder', 'bijv. Utrecht');
    await user.click(screen.getByRole('radio', { name: /Ophalen bij een salon/ }));
    expect(await screen.findByRole('combobox', { name: 'Afhaalsalon' })).toBeInTheDocument();
    expect(screen.getByText('Bij een partnersalon bij jou in de buurt')).toBeInTheDocument();
  });

  it('shows a salon its prices with VAT apart, in Dutch', async () => {
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    storeCart(cartWith([{ product: BUNDLE, selectedVariant: '14 inch', quantity: 2 }], 'salon'));
    renderShop('/nl/cart');
    expect(await screen.findByText('2 artikelen, tegen zakelijke prijzen.')).toBeInTheDocument();
    // 2 × € 62,00 at salon prices, picked up at its own salon for nothing; € 21,52 VAT.
    await waitFor(() =>
      expect(summaryValue('Geschat totaal incl. btw')).toHaveTextContent('€ 124,00'),
    );
    expect(summaryValue('Geschat totaal excl. btw')).toHaveTextContent('€ 102,48');
    expect(summaryValue('Btw 21%')).toHaveTextContent('€ 21,52');
    expect(screen.getByText(/^Zakelijke prijzen\. Bij het afrekenen/)).toBeInTheDocument();
  });

  it('has a Dutch empty state whose links stay under /nl', async () => {
    renderShop('/nl/cart');
    expect(await screen.findByText('Je winkelwagen is leeg')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Begin met winkelen' })).toHaveAttribute(
      'href',
      '/nl/shop',
    );
    expect(screen.getByRole('link', { name: 'Bekijk de weekdrop' })).toHaveAttribute(
      'href',
      '/nl/weekly-drop',
    );
  });
});

describe('the mini-cart in Dutch', () => {
  it('confirms each add in Dutch, counting with Dutch plurals', async () => {
    const user = userEvent.setup();
    renderShop('/nl/probe', [{ product: CLIENT_BUNDLE, selectedVariant: '14 inch', quantity: 1 }]);
    await user.click(await screen.findByRole('button', { name: 'Add Body Wave Bundle 14 inch' }));

    const panel = await screen.findByRole('region', { name: 'Toegevoegd aan je winkelwagen' });
    expect(within(panel).getByText('14 inch · Aantal 1')).toBeInTheDocument();
    expect(within(panel).getByText('1 artikel in je winkelwagen')).toBeInTheDocument();
    expect(within(panel).getByText('€ 89,00')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Bekijk winkelwagen' })).toHaveAttribute(
      'href',
      '/nl/cart',
    );
    expect(within(panel).getByRole('link', { name: 'Afrekenen' })).toHaveAttribute(
      'href',
      '/nl/cart/checkout',
    );
    expect(
      screen.getByText('Toegevoegd aan je winkelwagen: Body Wave Bundle · 14 inch × 1'),
    ).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Add Body Wave Bundle 14 inch' }));
    expect(await screen.findByText('2 artikelen in je winkelwagen')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Toegevoegd aan je winkelwagen' })).toHaveTextContent(
      '€ 178,00',
    );
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(
      screen.queryByRole('region', { name: 'Toegevoegd aan je winkelwagen' }),
    ).not.toBeInTheDocument();
  });
});
