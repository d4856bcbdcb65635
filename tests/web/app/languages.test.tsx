// The shop's shell in the address's language (issue 30): Dutch under /nl, its links staying
// there; the language switch links the same page, with its query, in the other language and
// remembers the choice.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeCart, cartWith } from '../cart/cart-fixtures';
import { renderApp } from '../render-app';

const product = {
  id: 5,
  name: 'Argan Repair Mask',
  price: 2495,
  business_price: null,
  variant_detail: [],
};

describe('the shell in Dutch', () => {
  it('names the header’s links in Dutch and keeps them under /nl', async () => {
    renderApp('/nl');
    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    const expected: [string, string][] = [
      ['Echt haar', '/nl/human-hair'],
      ['Synthetisch haar', '/nl/synthetic-hair'],
      ['Salonproducten', '/nl/salon-essentials'],
      ['Shop', '/nl/shop'],
      ['Weekdrop', '/nl/weekly-drop'],
      ['Aanbiedingen', '/nl/offers'],
      ['Box samenstellen', '/nl/box-builder-intro'],
    ];
    for (const [name, href] of expected)
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getByRole('link', { name: 'Tress, startpagina' })).toHaveAttribute('href', '/nl');
    expect(screen.getByRole('link', { name: 'Naar de inhoud' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Algemene voorwaarden' })).toHaveAttribute(
      'href',
      '/nl/terms',
    );
    expect(within(footer).getByRole('heading', { name: 'Klantenservice' })).toBeInTheDocument();
  });

  it('counts the cart with Dutch plurals', async () => {
    storeCart(cartWith([{ product, quantity: 1 }]));
    const { unmount } = renderApp('/nl');
    expect(await screen.findByRole('link', { name: 'Winkelwagen, 1 artikel' })).toHaveAttribute(
      'href',
      '/nl/cart',
    );
    unmount();
    storeCart(cartWith([{ product, quantity: 3 }]));
    renderApp('/nl');
    expect(
      await screen.findByRole('link', { name: 'Winkelwagen, 3 artikelen' }),
    ).toBeInTheDocument();
  });

  it('titles the home page in Dutch', async () => {
    renderApp('/nl');
    await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    await expect.poll(() => document.title).toBe('Tress — mooi haar, met zorg gekozen');
  });
});

describe('a page in Dutch', () => {
  it('says a page is not found in Dutch, with its way back under /nl', async () => {
    renderApp('/nl/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute(
      'href',
      '/nl',
    );
    expect(screen.getByRole('link', { name: 'Bekijk de winkel' })).toHaveAttribute(
      'href',
      '/nl/shop',
    );
    await expect.poll(() => document.title).toBe('Pagina niet gevonden · Tress');
  });
});

describe('the language switch', () => {
  it('links the same page and query in the other language, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp('/nl/shop?family=human-hair');
    const footer = await screen.findByRole('contentinfo');
    const english = within(within(footer).getByRole('navigation', { name: 'Taal' })).getByRole(
      'link',
      { name: 'English' },
    );
    expect(english).toHaveAttribute('href', '/shop?family=human-hair');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).toHaveAttribute('title', 'Deze pagina in het Engels');

    // jsdom does not load the other page; the click still stores the choice for the next visit.
    english.addEventListener('click', (event) => event.preventDefault());
    await user.click(english);
    expect(document.cookie).toContain('tress_language=en');
  });

  it('offers Dutch on an English page', async () => {
    renderApp('/offers');
    const footer = await screen.findByRole('contentinfo');
    const dutch = within(footer).getByRole('link', { name: 'Nederlands' });
    expect(dutch).toHaveAttribute('href', '/nl/offers');
    expect(dutch).toHaveAttribute('title', 'This page in Dutch');
  });
});
