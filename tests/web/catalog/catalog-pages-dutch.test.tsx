// The home, family and category pages in Dutch (issue 30): their words, the names of families and
// categories, counts with Dutch plurals and prices as Dutch writes money, every link under /nl.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';

/** "€ 59,00": the euro sign, a (non-breaking) space, a decimal comma. */
const DUTCH_PRICE = /^€\s\d+,\d\d$/;

describe('/nl (home)', () => {
  it('speaks Dutch from the hero to the salon invitation, with Dutch prices', async () => {
    renderApp('/nl');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mooi haar, met zorg gekozen.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk al ons haar' })).toHaveAttribute(
      'href',
      '/nl/shop',
    );

    const families = screen.getByRole('region', { name: 'Shop per collectie' });
    expect(within(families).getByRole('heading', { name: 'Echt haar' })).toBeInTheDocument();
    expect(
      within(families).getByRole('img', { name: 'Een lange vlecht van drie strengen' }),
    ).toBeInTheDocument();
    expect(within(families).getAllByRole('link')[0]).toHaveAttribute('href', '/nl/human-hair');

    const bestSellers = screen.getByRole('region', { name: 'Bestsellers' });
    expect(await within(bestSellers).findAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(within(bestSellers).getAllByText(DUTCH_PRICE).length).toBeGreaterThan(0);
    expect(within(bestSellers).queryAllByText(/^€\d+\.\d\d$/)).toHaveLength(0);
    expect(within(bestSellers).getByText('Uitverkocht')).toBeInTheDocument();
    expect(within(bestSellers).getAllByText('Bundels').length).toBeGreaterThan(0);

    expect(screen.getByRole('link', { name: /Bekijk de drop van deze week/ })).toHaveAttribute(
      'href',
      '/nl/weekly-drop',
    );
    expect(screen.getByRole('link', { name: /Begin aan je box/ })).toHaveAttribute(
      'href',
      '/nl/box-builder-intro',
    );
    expect(
      screen.getByRole('heading', { name: 'Zakelijke prijzen voor je salon' }),
    ).toBeInTheDocument();
  });
});

describe('a family page in Dutch', () => {
  it('names the family and its categories in Dutch, counting products with Dutch plurals', async () => {
    renderApp('/nl/human-hair');
    expect(await screen.findByRole('heading', { level: 1, name: 'Echt haar' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Echt haar · Tress'));
    expect(screen.getByRole('link', { name: 'Bekijk alles in echt haar' })).toHaveAttribute(
      'href',
      '/nl/shop?family=human-hair',
    );
    const categories = screen.getByRole('region', { name: 'Shop per categorie' });
    const frontals = within(categories).getByRole('link', { name: /^Frontals/ });
    expect(frontals).toHaveAttribute(
      'href',
      '/nl/shop-category?family=human-hair&category=frontals',
    );
    await waitFor(() => expect(frontals).toHaveTextContent('3 producten'));
    expect(within(categories).getByRole('link', { name: /^Pruiken/ })).toBeInTheDocument();
    const bestSellers = screen.getByRole('region', { name: 'Bestsellers in echt haar' });
    expect(await within(bestSellers).findAllByRole('heading', { level: 3 })).toHaveLength(4);
  });
});

describe('a category page in Dutch', () => {
  it('titles the category and its family in Dutch, with the count and sort in Dutch', async () => {
    renderApp('/nl/shop-category?family=human-hair&category=bundles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bundels' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Bundels · Echt haar · Tress'));
    const crumbs = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(crumbs).getByRole('link', { name: 'Echt haar' })).toHaveAttribute(
      'href',
      '/nl/human-hair',
    );
    expect(await screen.findByText('3 producten')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sorteren op' })).toHaveDisplayValue(
      'Meest populair',
    );
  });

  it('says in Dutch that a category does not exist, naming the family’s categories', async () => {
    renderApp('/nl/shop-category?family=salon-essentials&category=wigs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We kunnen die categorie niet vinden' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Salonproducten heeft deze categorieën: Verzorging, Tools, Lijmen, Accessoires\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk salonproducten' })).toHaveAttribute(
      'href',
      '/nl/salon-essentials',
    );
    expect(screen.getByRole('link', { name: 'Naar de shop' })).toHaveAttribute('href', '/nl/shop');
    await waitFor(() => expect(document.title).toBe('Categorie niet gevonden · Tress'));
  });
});
