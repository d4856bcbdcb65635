import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@/domain/stored-cart';
import { cartWith, storeCart } from '../cart/cart-fixtures';
import { renderApp } from '../render-app';

async function renderHome() {
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Hair, done beautifully.' });
  return view;
}

describe('header', () => {
  it('links the logo home and offers every family and way to shop', async () => {
    await renderHome();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const expected: [string, string][] = [
      ['Human hair', '/human-hair'],
      ['Synthetic hair', '/synthetic-hair'],
      ['Salon essentials', '/salon-essentials'],
      ['Shop', '/shop'],
      ['Weekly drop', '/weekly-drop'],
      ['Offers', '/offers'],
      ['Box builder', '/box-builder-intro'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Tress, home' })).toHaveAttribute('href', '/');
  });

  it('has a skip link to the main content', async () => {
    await renderHome();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('shows how many items the cart holds', async () => {
    const product = {
      id: 5,
      name: 'Argan Repair Mask',
      price: 2495,
      business_price: null,
      variant_detail: [],
    };
    storeCart(
      cartWith([
        { product, quantity: 2 },
        { product: { ...product, id: 6 }, quantity: 1 },
      ]),
    );
    await renderHome();
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
  });

  it('counts 0 items when the stored cart is corrupt', async () => {
    localStorage.setItem(CART_STORAGE_KEY, '{"items": [{"quantity": "lots"');
    await renderHome();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  it('opens and closes with the keyboard, keeping focus where it belongs', async () => {
    const user = userEvent.setup();
    await renderHome();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{Enter}');
    // The sheet is its own chunk, loaded on the first open: it is awaited, as a browser would.
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (const name of [
      'Human hair',
      'Synthetic hair',
      'Salon essentials',
      'Shop',
      'Weekly drop',
      'Offers',
      'Box builder',
      // What the header leaves to the footer, which a phone reaches only at the page's end.
      'Help',
      'Contact',
      'For hairdressers',
    ]) {
      expect(within(dialog).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: 'For hairdressers' })).toHaveAttribute(
      'href',
      '/hairdresser',
    );

    // The language switch ends the menu: the same page in Dutch.
    const dutch = within(dialog).getByRole('link', { name: 'Nederlands' });
    expect(dutch).toHaveAttribute('href', '/nl');
    expect(dutch).toHaveAttribute('hreflang', 'nl');

    // Tab stays inside the open menu.
    await user.tab({ shift: true });
    expect(dutch).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a link in it is followed', async () => {
    const user = userEvent.setup();
    await renderHome();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Weekly drop' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'This week: the curl edit' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    await renderHome();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});

describe('footer', () => {
  it('links to help, contact, the hairdresser program, suggestions and the demand map', async () => {
    await renderHome();
    const footer = screen.getByRole('contentinfo');
    const expected: [RegExp, string][] = [
      [/^help$/i, '/help'],
      [/^contact$/i, '/contact'],
      [/hairdresser program/i, '/hairdresser'],
      [/suggest a product/i, '/suggest-product'],
      [/demand map/i, '/demand-map'],
    ];
    for (const [name, href] of expected) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
