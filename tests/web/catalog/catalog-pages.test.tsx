import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';
import { recordProductRequests } from './product-requests';

describe('/ (home)', () => {
  it('shows the best sellers from the API and the other ways to shop', async () => {
    const requests = recordProductRequests();
    renderApp('/');
    const bestSellers = await screen.findByRole('region', { name: 'Best sellers' });
    const products = await within(bestSellers).findAllByRole('heading', { level: 3 });
    expect(products).toHaveLength(8);
    expect(products[0]).toHaveTextContent('Brazilian Straight Bundle');
    expect(within(bestSellers).getAllByText(/^€\d+\.\d\d$/).length).toBeGreaterThan(0);
    expect(requests.lastParams()).toEqual({ sort: 'popular', pageSize: '8' });

    const ways: [name: string, href: string][] = [
      ['See this week’s drop', '/weekly-drop'],
      ['View offers', '/offers'],
      ['Start a box', '/box-builder-intro'],
      ['The hairdresser program', '/hairdresser'],
    ];
    for (const [name, href] of ways) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
  });

  it('marks a sold-out product on its card', async () => {
    renderApp('/');
    const bestSellers = await screen.findByRole('region', { name: 'Best sellers' });
    const card = (
      await within(bestSellers).findByRole('link', { name: 'Body Wave Lace Frontal' })
    ).closest('article');
    expect(card).toHaveTextContent('Sold out');
    expect(card?.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});

describe('family pages', () => {
  it.each([
    ['/human-hair', 'Human hair', 'Frontals', 'frontals', '3 products'],
    ['/salon-essentials', 'Salon essentials', 'Care', 'care', '3 products'],
  ])(
    '%s shows its categories with counts and its best sellers',
    async (path, name, tile, slug, count) => {
      const requests = recordProductRequests();
      renderApp(path);
      await screen.findByRole('heading', { level: 1, name });
      const categories = screen.getByRole('region', { name: 'Shop by category' });
      const link = within(categories).getByRole('link', { name: new RegExp(`^${tile}`) });
      expect(link).toHaveAttribute(
        'href',
        `/shop-category?family=${path.slice(1)}&category=${slug}`,
      );
      await waitFor(() => expect(link).toHaveTextContent(count));

      const bestSellers = await screen.findByRole('region', { name: `${name} best sellers` });
      expect(await within(bestSellers).findAllByRole('heading', { level: 3 })).toHaveLength(4);
      expect(requests.lastParams()).toMatchObject({ family: path.slice(1), sort: 'popular' });
    },
  );
});

describe('/shop-category', () => {
  it('shows one category with its heading, breadcrumb and sort', async () => {
    const requests = recordProductRequests();
    const { router } = renderApp('/shop-category?family=human-hair&category=bundles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bundles' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Bundles · Human hair · Tress'));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Human hair' })).toHaveAttribute(
      'href',
      '/human-hair',
    );
    await screen.findByText('3 products');
    expect(requests.lastParams()).toMatchObject({ family: 'human-hair', category: 'bundles' });

    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?family=human-hair&category=bundles&sort=newest'),
    );
    await waitFor(() =>
      expect(requests.lastParams()).toMatchObject({ sort: 'newest', category: 'bundles' }),
    );
  });

  it.each([
    ['/shop-category?family=human-hair', '/human-hair', 'Human hair'],
    ['/shop-category?family=synthetic-hair&category=', '/synthetic-hair', 'Synthetic hair'],
  ])('%s, a family without a category, shows the family’s page', async (url, path, name) => {
    const { router } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hair, done beautifully.' }),
    ).toBeInTheDocument();

    await router.navigate(url);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(path);
    await waitFor(() => expect(document.title).toBe(`${name} · Tress`));

    // The address was replaced: back leads to where the visitor came from.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    '/shop-category?family=hats',
    '/shop-category?family=human-hair&category=hats',
    '/shop-category?category=wigs',
    '/shop-category?family=salon-essentials&category=wigs',
    '/shop-category?family=hats&category=caps',
    '/shop-category',
  ])('%s shows a designed not-found state', async (url) => {
    const requests = recordProductRequests();
    renderApp(url);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We can’t find that category' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    expect(requests.lists).toHaveLength(0);
  });
});
