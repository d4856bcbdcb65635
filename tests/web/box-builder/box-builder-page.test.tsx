import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOX_DRAFT_KEY } from '@/web/features/box-builder/box-draft';
import { storedCart } from '../cart/cart-fixtures';
import { renderShop } from '../cart/render-shop';

// product.md §11: size, fill (stock-aware, a tray with n of N and the box price), review, then
// one cart line of type 'box' that shows its components and saving and can be edited or removed.

beforeEach(() => localStorage.clear());

async function fillSmallBox(user: ReturnType<typeof userEvent.setup>) {
  renderShop('/box-builder');
  await user.click(await screen.findByRole('button', { name: 'Choose the small box' }));
  expect(await screen.findByRole('heading', { level: 1, name: '2. Fill your box' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Add Shine Serum to box' }));
  await user.click(screen.getByRole('button', { name: 'Add Shine Serum to box' }));
  await user.click(screen.getByRole('button', { name: 'Add Tail Comb to box' }));
}

describe('box builder', () => {
  it('fills a box step by step with a tray showing slots, sum, saving and box price', async () => {
    const user = userEvent.setup();
    await fillSmallBox(user);
    const tray = screen.getByRole('region', { name: 'Your box' });
    expect(within(tray).getByText('3 of 3 filled')).toBeVisible();
    // 2 × €10 + €5 = €25, −10 % = €22.50
    expect(within(tray).getByText('€25.00')).toBeVisible();
    expect(within(tray).getByText('−€2.50')).toBeVisible();
    expect(within(tray).getByText('€22.50')).toBeVisible();
    // Full: nothing more can be added.
    expect(screen.getByRole('button', { name: 'Add Shine Serum to box' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Review your box' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '3. Review your box' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add box to cart' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    const [box] = storedCart().items;
    expect(box).toMatchObject({
      type: 'box',
      productId: expect.stringMatching(/^box:[0-9a-f-]{36}$/),
      selectedVariant: 'small',
      price: 2250,
      components: [
        { productId: 501, selectedVariant: null, quantity: 2 },
        { productId: 503, selectedVariant: null, quantity: 1 },
      ],
    });
    const contents = screen.getByRole('list', { name: 'In Small box' });
    expect(within(contents).getByText('2 × Shine Serum')).toBeVisible();
    expect(screen.getByText(/you save €2\.50/)).toBeVisible();
  });

  it('keeps the box through a reload and says the step in the URL', async () => {
    const user = userEvent.setup();
    await fillSmallBox(user);
    expect(JSON.parse(localStorage.getItem(BOX_DRAFT_KEY) ?? '{}')).toMatchObject({
      size: 'small',
      picks: [
        { productId: 501, quantity: 2 },
        { productId: 503, quantity: 1 },
      ],
    });
    cleanup();
    renderShop('/box-builder?step=review');
    expect(
      await screen.findByRole('heading', { level: 1, name: '3. Review your box' }),
    ).toBeVisible();
    expect(screen.getByText('2 × Shine Serum')).toBeVisible();
  });

  it('does not offer a sold-out variant and stops at the stock', async () => {
    const user = userEvent.setup();
    renderShop('/box-builder?step=size');
    await user.click(await screen.findByRole('button', { name: 'Choose the large box' }));
    const variant = await screen.findByRole('combobox', { name: 'Variant of Repair Mask' });
    expect(within(variant).getByRole('option', { name: '500 ml (sold out)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Tail Comb to box' }));
    // One comb in stock, one in the box: no more.
    expect(screen.getByRole('button', { name: 'Add Tail Comb to box' })).toBeDisabled();
  });

  it('edits a box from the cart back in the builder, and removes it', async () => {
    const user = userEvent.setup();
    await fillSmallBox(user);
    await user.click(screen.getByRole('button', { name: 'Review your box' }));
    await user.click(await screen.findByRole('button', { name: 'Add box to cart' }));
    await user.click(await screen.findByRole('link', { name: 'Edit Small box' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '2. Fill your box' }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Your box' })).getByText('3 of 3 filled'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Tail Comb' }));
    await user.click(screen.getByRole('button', { name: 'Add Repair Mask (250 ml) to box' }));
    await user.click(screen.getByRole('button', { name: 'Review your box' }));
    await user.click(await screen.findByRole('button', { name: 'Update box in cart' }));
    await screen.findByRole('heading', { level: 1, name: 'Your cart' });
    expect(storedCart().items).toHaveLength(1);
    expect(storedCart().items[0]?.components?.map((c) => c.productId)).toEqual([501, 502]);

    await user.click(screen.getByRole('button', { name: 'Remove Small box' }));
    await waitFor(() => expect(storedCart().items).toHaveLength(0));
  });
});
