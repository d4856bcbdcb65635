import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../render-app';
import { recordProductRequests } from '../../catalog/product-requests';

// Where the header's search leads: /shop?q=… with the query in its heading, ranked by best match
// (the sort the menu offers only for a search), and a clear way out when nothing matched.

const sortMenu = () => screen.getByRole('combobox', { name: 'Sort by' });
const sortOptions = () =>
  within(sortMenu())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('/shop?q=…', () => {
  it('names the search in its heading and ranks by best match, offered only for a search', async () => {
    const requests = recordProductRequests();
    renderApp('/shop?q=argan');
    await screen.findByRole('heading', { level: 1, name: 'Results for “argan”' });
    await screen.findByText('1 product');
    expect(sortMenu()).toHaveValue('relevance');
    expect(sortOptions()).toEqual([
      'Best match',
      'Most popular',
      'Newest',
      'Price, low to high',
      'Price, high to low',
    ]);
    expect(requests.lastParams()).toMatchObject({ q: 'argan', sort: 'relevance' });
  });

  it('keeps "best match" out of a list that is no search', async () => {
    renderApp('/shop?sort=relevance');
    await screen.findByRole('heading', { level: 1, name: 'Shop' });
    expect(sortOptions()).not.toContain('Best match');
    expect(sortMenu()).toHaveValue('popular');
  });

  it('ranks a new search by best match again, unless the shopper chose an order', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/shop');
    await screen.findByRole('heading', { level: 1, name: 'Shop' });
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'argan{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Results for “argan”' });
    expect(router.state.location.search).toBe('?q=argan');
    expect(sortMenu()).toHaveValue('relevance');

    await user.selectOptions(sortMenu(), 'price-asc');
    await waitFor(() => expect(router.state.location.search).toBe('?q=argan&sort=price-asc'));
    const again = screen.getByRole('searchbox', { name: 'Search products' });
    await user.clear(again);
    await user.type(again, 'brush{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=brush&sort=price-asc'));

    // Clearing the search leaves no "best match" behind.
    await user.selectOptions(sortMenu(), 'relevance');
    await user.click(await screen.findByRole('button', { name: 'Remove filter “brush”' }));
    await screen.findByRole('heading', { level: 1, name: 'Shop' });
    expect(router.state.location.search).toBe('');
  });

  it('says plainly when a search found nothing, and offers the whole shop', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/shop?q=zzzz');
    await screen.findByRole('heading', { level: 1, name: 'Results for “zzzz”' });
    expect(
      await screen.findByRole('heading', { name: 'Nothing found for “zzzz”' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all products' }));
    await screen.findByRole('heading', { level: 1, name: 'Shop' });
    expect(router.state.location.search).toBe('');
  });

  it('names the search in Dutch', async () => {
    renderApp('/nl/shop?q=argan');
    await screen.findByRole('heading', { level: 1, name: 'Resultaten voor “argan”' });
    expect(
      within(screen.getByRole('combobox', { name: 'Sorteren op' }))
        .getAllByRole('option')
        .at(0),
    ).toHaveTextContent('Beste resultaat');
  });
});
