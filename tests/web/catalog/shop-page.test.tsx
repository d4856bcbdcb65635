import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { productKeys } from '@/web/features/products/api/product-keys';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';
import { recordProductRequests } from './product-requests';

async function renderShop(url = '/shop') {
  const view = renderApp(url);
  // A search's results are headed by what was searched for.
  await screen.findByRole('heading', { level: 1, name: /^(Shop|Results for “.+”)$/ });
  await screen.findByText(/\d+ products?/);
  return { ...view, user: userEvent.setup() };
}

const searchOf = (router: ReturnType<typeof renderApp>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

const productNames = () =>
  within(screen.getByRole('region', { name: 'Products' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/shop', () => {
  it('lists the products with a count and links to each product', async () => {
    await renderShop();
    expect(screen.getByText('32 products · page 1 of 2')).toBeInTheDocument();
    const bundle = screen.getByRole('link', { name: 'Brazilian Straight Bundle' });
    expect(bundle).toHaveAttribute('href', '/product/1');
    expect(productNames()[0]).toBe('Brazilian Straight Bundle'); // most popular first
    await waitFor(() => expect(document.title).toBe('Shop · Tress'));
  });

  it('writes a family filter to the URL, asks the API for it and starts again at page 1', async () => {
    const requests = recordProductRequests();
    const { user, router } = await renderShop('/shop?page=2');
    await user.click(screen.getByRole('radio', { name: /Salon essentials/ }));
    await waitFor(() => expect(searchOf(router)).toEqual({ family: 'salon-essentials' }));
    await screen.findByText('10 products');
    expect(requests.lastParams()).toMatchObject({ family: 'salon-essentials', sort: 'popular' });
    expect(requests.lastParams()).not.toHaveProperty('page');
  });

  it('offers the categories of the chosen family only, and drops the category with the family', async () => {
    const { user, router } = await renderShop();
    expect(screen.queryByRole('radiogroup', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.getByText('Choose a family to see its categories.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Synthetic hair/ }));
    const categories = await screen.findByRole('group', { name: 'Category' });
    expect(within(categories).getByRole('radio', { name: /Crochet/ })).toBeInTheDocument();
    expect(within(categories).queryByRole('radio', { name: /Bundles/ })).not.toBeInTheDocument();

    await user.click(within(categories).getByRole('radio', { name: /Crochet/ }));
    await waitFor(() =>
      expect(searchOf(router)).toEqual({ family: 'synthetic-hair', category: 'crochet' }),
    );
    await screen.findByText('2 products');

    await user.click(screen.getByRole('radio', { name: /Human hair/ }));
    await waitFor(() => expect(searchOf(router)).toEqual({ family: 'human-hair' }));
  });

  it('filters by price in euros, sending cents', async () => {
    const requests = recordProductRequests();
    const { user, router } = await renderShop();
    await user.type(screen.getByLabelText('Lowest price (€)'), '5');
    await user.type(screen.getByLabelText('Highest price (€)'), '14,95');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ minPrice: '500', maxPrice: '1495' }));
    expect(
      await screen.findByRole('button', { name: 'Remove filter €5.00 – €14.95' }),
    ).toBeVisible();
    await screen.findByText('2 products');
    expect(requests.lastParams()).toMatchObject({ minPrice: '500', maxPrice: '1495' });
    expect(productNames()).toEqual(['Argan Shine Serum', 'Dual Edge Brush']);
    // Back on the form the amounts read as euros again.
    expect(screen.getByLabelText('Highest price (€)')).toHaveValue('14.95');
  });

  it('refuses a price range that runs backwards', async () => {
    const { user, router } = await renderShop();
    await user.type(screen.getByLabelText('Lowest price (€)'), '50');
    await user.type(screen.getByLabelText('Highest price (€)'), '20');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(screen.getByText('The lowest price must not be above the highest.')).toBeVisible();
    expect(screen.getByLabelText('Lowest price (€)')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
  });

  it('shows only products in stock when asked', async () => {
    const requests = recordProductRequests();
    const { user, router } = await renderShop('/shop?family=human-hair&category=frontals');
    expect(screen.getByText('Body Wave Lace Frontal')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() => expect(searchOf(router)).toMatchObject({ inStock: 'true' }));
    await waitFor(() =>
      expect(screen.queryByText('Body Wave Lace Frontal')).not.toBeInTheDocument(),
    );
    expect(requests.lastParams()).toMatchObject({ inStock: 'true', family: 'human-hair' });
  });

  it('sorts, keeping the sort in the URL', async () => {
    const { user, router } = await renderShop();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    await waitFor(() => expect(searchOf(router)).toEqual({ sort: 'price-asc' }));
    await waitFor(() => expect(productNames()[0]).toBe('Dual Edge Brush'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-desc');
    await waitFor(() => expect(productNames()[0]).toBe('Body Wave Lace Frontal'));
  });

  it('searches name, description and tags on submit', async () => {
    const requests = recordProductRequests();
    const { user, router } = await renderShop();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'argan{Enter}');
    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'argan' }));
    await screen.findByText('1 product');
    expect(productNames()).toEqual(['Argan Shine Serum']);
    expect(requests.lastParams()).toMatchObject({ q: 'argan' });
  });

  it('pages with numbered links and previous/next', async () => {
    const requests = recordProductRequests();
    const { user, router } = await renderShop();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    await screen.findByText('32 products · page 2 of 2');
    expect(searchOf(router)).toEqual({ page: '2' });
    expect(requests.lastParams()).toMatchObject({ page: '2', pageSize: '24' });
    expect(productNames()).toHaveLength(8);
    const after = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(after).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(after).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/shop');
  });

  it('restores the previous filters on Back', async () => {
    const { user, router } = await renderShop();
    await user.click(screen.getByRole('radio', { name: /Salon essentials/ }));
    await screen.findByText('10 products');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'brush{Enter}');
    await screen.findByText('1 product');

    await router.navigate(-1);
    await screen.findByText('10 products');
    expect(searchOf(router)).toEqual({ family: 'salon-essentials' });
    expect(screen.getByRole('radio', { name: /Salon essentials/ })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');

    await router.navigate(-1);
    await screen.findByText('32 products · page 1 of 2');
    expect(screen.getByRole('radio', { name: 'All families' })).toBeChecked();
  });

  it('reads a shared URL, ignoring what it cannot mean', async () => {
    const requests = recordProductRequests();
    await renderShop(
      '/shop?family=salon-essentials&category=wigs&sort=cheapest&page=-3&inStock=true',
    );
    expect(screen.getByRole('radio', { name: /Salon essentials/ })).toBeChecked();
    expect(requests.lastParams()).toEqual({
      family: 'salon-essentials',
      inStock: 'true',
      sort: 'popular',
      pageSize: '24',
    });
  });

  it('says what matched nothing and offers to clear the filters and popular products', async () => {
    const { user, router } = await renderShop('/shop?q=unicorn&family=human-hair');
    expect(await screen.findByRole('heading', { name: 'No products match' })).toBeVisible();
    expect(screen.getByText('“unicorn”, Human hair')).toBeVisible();
    const popular = await screen.findByRole('region', { name: 'Popular right now' });
    expect(within(popular).getAllByRole('link')).toHaveLength(4);

    const clear = screen.getAllByRole('button', { name: 'Clear all filters' });
    await user.click(clear.at(-1) as HTMLElement);
    await screen.findByText('32 products · page 1 of 2');
    expect(router.state.location.search).toBe('');
  });

  it('shows skeletons while loading, then an error that can be retried', async () => {
    let fail = true;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/products', async () => {
        await held;
        if (fail) return HttpResponse.json({ code: 'INTERNAL', message: 'Boom' }, { status: 500 });
        return undefined; // fall through to the catalog fixture
      }),
    );
    const { queryClient } = renderApp('/shop');
    queryClient.setQueryDefaults(productKeys.all, { retry: false });
    expect(await screen.findByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Products could not be loaded');

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('32 products · page 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens and closes the filters on a phone', async () => {
    const { user } = await renderShop('/shop?family=human-hair&inStock=true');
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveClass('hidden');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
  });
});
