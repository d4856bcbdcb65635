// /nl/shop (issue 30): the filters, sort, search, chips, counts and empty state in Dutch, prices
// typed and shown the Dutch way, every link under /nl.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';
import { recordProductRequests } from './product-requests';

async function renderShop(url = '/nl/shop') {
  const view = renderApp(url);
  // A search's results are headed by what was searched for.
  await screen.findByRole('heading', { level: 1, name: /^(Shop|Resultaten voor “.+”)$/ });
  await screen.findByText(/^\d+ product(en)?( · |$)/);
  return { ...view, user: userEvent.setup() };
}

const searchOf = (router: ReturnType<typeof renderApp>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('/nl/shop', () => {
  it('counts and pages in Dutch, with Dutch prices and product links under /nl', async () => {
    await renderShop();
    expect(screen.getByText('32 producten · pagina 1 van 2')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shop · Tress'));
    const products = screen.getByRole('region', { name: 'Producten' });
    expect(
      within(products).getByRole('link', { name: 'Brazilian Straight Bundle' }),
    ).toHaveAttribute('href', '/nl/product/1');
    expect(within(products).getAllByText(/^€\s\d+,\d\d$/).length).toBeGreaterThan(0);
    expect(within(products).getAllByText('Vanaf').length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Sorteren op' })).toHaveDisplayValue(
      'Meest populair',
    );
    expect(screen.getByRole('option', { name: 'Prijs, laag naar hoog' })).toBeInTheDocument();
    expect(screen.getByText('Kies een collectie om de categorieën te zien.')).toBeInTheDocument();
  });

  it('filters by collection and category in Dutch, each filter a chip to remove', async () => {
    const { user, router } = await renderShop();
    await user.click(screen.getByRole('radio', { name: /Synthetisch haar/ }));
    const categories = await screen.findByRole('group', { name: 'Categorie' });
    expect(
      within(categories).getByRole('radio', { name: /Alles in synthetisch haar/ }),
    ).toBeChecked();
    await user.click(within(categories).getByRole('radio', { name: /Crochet/ }));
    await waitFor(() =>
      expect(searchOf(router)).toEqual({ family: 'synthetic-hair', category: 'crochet' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Filter Crochet verwijderen' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Filter Synthetisch haar verwijderen' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 producten')).toBeInTheDocument();
  });

  it('reads prices typed with a comma and writes them back the Dutch way', async () => {
    const requests = recordProductRequests();
    const { user, router } = await renderShop();
    await user.type(screen.getByLabelText('Laagste prijs (€)'), '5');
    await user.type(screen.getByLabelText('Hoogste prijs (€)'), '14,95');
    await user.click(screen.getByRole('button', { name: 'Prijs toepassen' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ minPrice: '500', maxPrice: '1495' }));
    expect(
      await screen.findByRole('button', { name: /^Filter €\s5,00 – €\s14,95 verwijderen$/ }),
    ).toBeVisible();
    await screen.findByText('2 producten');
    expect(requests.lastParams()).toMatchObject({ minPrice: '500', maxPrice: '1495' });
    expect(screen.getByLabelText('Hoogste prijs (€)')).toHaveValue('14,95');

    await user.clear(screen.getByLabelText('Laagste prijs (€)'));
    await user.type(screen.getByLabelText('Laagste prijs (€)'), 'vijf');
    await user.click(screen.getByRole('button', { name: 'Prijs toepassen' }));
    expect(
      await screen.findByText('Vul bedragen in euro in, zoals 25 of 25,50.'),
    ).toBeInTheDocument();
  });

  it('says in Dutch what matched nothing, and clears the filters', async () => {
    const { user, router } = await renderShop('/nl/shop?q=zzzz&inStock=true');
    expect(
      await screen.findByRole('heading', { name: 'Geen producten gevonden' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Niets in de shop past bij/)).toHaveTextContent(
      'Niets in de shop past bij “zzzz”, Alleen op voorraad. Probeer minder filters',
    );
    await user.click(screen.getAllByRole('button', { name: 'Alle filters wissen' })[0]!);
    await waitFor(() => expect(searchOf(router)).toEqual({}));
  });

  it('counts one product in the singular', async () => {
    await renderShop('/nl/shop?q=Dual%20Edge%20Brush');
    expect(screen.getByText('1 product')).toBeInTheDocument();
  });

  it('searches from the Dutch search form', async () => {
    const { user, router } = await renderShop();
    const search = screen.getByRole('searchbox', { name: 'Producten zoeken' });
    expect(search).toHaveAttribute('placeholder', 'Zoek in de shop');
    await user.type(search, 'bundle');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'bundle' }));
    expect(
      await screen.findByRole('button', { name: 'Filter “bundle” verwijderen' }),
    ).toBeInTheDocument();
  });
});
