import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';
import { recordProductRequests } from './product-requests';
import { FRIENDS_FAMILY_KEY, storeBusinessSession } from './shopper-sessions';

async function renderProduct(id: number | string) {
  const view = renderApp(`/product/${id}`);
  const heading = await screen.findByRole('heading', { level: 1 });
  return { ...view, heading, user: userEvent.setup() };
}

const lengthGroup = () => screen.getByRole('group', { name: /Length/ });
/** The price for the choice so far, apart from each variant's own price. */
const priceTag = () => within(screen.getByRole('group', { name: 'Price' }));

describe('/product/:id', () => {
  it('shows the product with its breadcrumb, gallery, weight in grams and a title', async () => {
    const { heading, user } = await renderProduct(1);
    expect(heading).toHaveTextContent('Brazilian Straight Bundle');
    await waitFor(() =>
      expect(document.title).toBe('Brazilian Straight Bundle · Human hair · Tress'),
    );

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Human hair' })).toHaveAttribute(
      'href',
      '/human-hair',
    );
    expect(within(crumbs).getByRole('link', { name: 'Bundles' })).toHaveAttribute(
      'href',
      '/shop-category?family=human-hair&category=bundles',
    );

    expect(screen.getByText('99 g')).toBeInTheDocument(); // 3.5 oz
    const main = screen.getByRole('img', { name: 'Brazilian Straight Bundle, picture 1 of 2' });
    expect(main).toHaveAttribute('width', '800');
    await user.click(screen.getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(
      screen.getByRole('img', { name: 'Brazilian Straight Bundle, picture 2 of 2' }),
    ).toHaveAttribute('src', '/images/products/brazilian-straight-bundle-2.svg');
  });

  it('offers every variant as a radio, sold-out ones visible but disabled', async () => {
    const { user } = await renderProduct(1);
    const radios = within(lengthGroup()).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(screen.getByRole('radio', { name: '26 inch sold out' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '12 inch' })).toBeEnabled();

    // Nothing chosen yet: "from" price, and Add to cart waits for a length.
    expect(priceTag().getByText('From')).toBeInTheDocument();
    expect(priceTag().getByText('€59.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByText('Choose a length first.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '14 inch' }));
    expect(screen.getByRole('radio', { name: '14 inch' })).toBeChecked();
    expect(priceTag().getByText('€69.00')).toBeInTheDocument();
    expect(priceTag().queryByText('From')).not.toBeInTheDocument();
    expect(screen.getByText('Only 3 left', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('keeps the quantity between 1 and the units in stock', async () => {
    const { user } = await renderProduct(1);
    await user.click(screen.getByRole('radio', { name: '14 inch' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(quantity).toHaveValue(1);
    expect(decrease).toBeDisabled();

    await user.click(increase);
    await user.click(increase);
    expect(quantity).toHaveValue(3);
    expect(increase).toBeDisabled(); // only 3 left

    await user.clear(quantity);
    await user.type(quantity, '40');
    await user.tab();
    expect(quantity).toHaveValue(3);
  });

  it('adds the chosen variant and quantity to the cart', async () => {
    const { user } = await renderProduct(1);
    expect(screen.getByRole('link', { name: /cart, 0 items/i })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '12 inch' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByRole('link', { name: /cart, 2 items/i })).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Added to your cart' });
    expect(within(panel).getByText('Brazilian Straight Bundle')).toBeInTheDocument();
    expect(within(panel).getByText('12 inch · Quantity 2')).toBeInTheDocument();
  });

  it('cannot add a sold-out product', async () => {
    await renderProduct(2);
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    for (const radio of within(screen.getByRole('group', { name: /Colour/ })).getAllByRole(
      'radio',
    )) {
      expect(radio).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('adds a product without variants straight away', async () => {
    const { user } = await renderProduct(4);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('link', { name: /cart, 1 item\b/i })).toBeInTheDocument();
  });

  it('renders the description as text, never as HTML', async () => {
    await renderProduct(3);
    expect(
      screen.getByText('<script>alert("pwned")</script> <b>Shine</b> for dry ends.'),
    ).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
    expect(document.querySelector('main b')).toBeNull();
  });

  it('shows business prices to a business shopper, with the normal price beside them', async () => {
    storeBusinessSession();
    const requests = recordProductRequests();
    const { user, heading } = await renderProduct(1);
    await user.click(screen.getByRole('radio', { name: '14 inch' }));
    expect(heading).toHaveTextContent('Brazilian Straight Bundle');
    expect(priceTag().getByText('€44.80')).toBeInTheDocument();
    expect(priceTag().getByText('Business price')).toBeInTheDocument();
    const normal = priceTag().getByText('€69.00');
    expect(normal.tagName).toBe('S');
    expect(requests.accessHeaders[0]).toBe(`ff:${FRIENDS_FAMILY_KEY}`);
  });

  it('shows a client only the normal price', async () => {
    const requests = recordProductRequests();
    const { user } = await renderProduct(1);
    await user.click(screen.getByRole('radio', { name: '14 inch' }));
    expect(priceTag().getByText('€69.00').tagName).not.toBe('S');
    await screen.findByRole('region', { name: 'You may also like' });
    expect(screen.queryByText('Business price')).not.toBeInTheDocument();
    expect(requests.accessHeaders[0]).toBeNull();
  });

  it('suggests other products of the same category, not itself', async () => {
    await renderProduct(1);
    const related = await screen.findByRole('region', { name: 'You may also like' });
    const links = await within(related).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Bundles Classic 1',
      'Bundles Classic 2',
    ]);
  });

  it.each([
    ['an unknown id', 12345],
    ['an inactive product', 99],
    ['a non-numeric id', 'not-a-number'],
  ])('shows a designed not-found state for %s', async (_, id) => {
    const { heading } = await renderProduct(id);
    expect(heading).toHaveTextContent('This product is not available');
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    await waitFor(() => expect(document.title).toBe('Product not found · Tress'));
  });

  it('starts with fresh choices when moving to another product', async () => {
    const { user, router } = await renderProduct(1);
    await user.click(screen.getByRole('radio', { name: '12 inch' }));
    await router.navigate('/product/10');
    await screen.findByRole('heading', { level: 1, name: 'Bundles Classic 1' });
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1),
    );
  });
});
