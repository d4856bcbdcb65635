import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { countStoredCartItems } from '@/web/features/cart/stored-cart-count';
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

  it('counts the items of the stored cart', async () => {
    localStorage.setItem(
      'tress-cart',
      JSON.stringify({ items: [{ quantity: 2 }, { quantity: 3 }], userType: 'client' }),
    );
    await renderHome();
    expect(screen.getByRole('link', { name: /cart, 5 items/i })).toHaveAttribute('href', '/cart');
  });

  it('shows 0 items for a corrupt stored cart', async () => {
    localStorage.setItem('tress-cart', '{"items": [ this is not json');
    await renderHome();
    expect(screen.getByRole('link', { name: /cart, 0 items/i })).toBeInTheDocument();
  });

  it('follows cart changes made in another tab', async () => {
    await renderHome();
    expect(screen.getByRole('link', { name: /cart, 0 items/i })).toBeInTheDocument();
    act(() => {
      localStorage.setItem('tress-cart', JSON.stringify({ items: [{ quantity: 1 }] }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'tress-cart' }));
    });
    expect(screen.getByRole('link', { name: /cart, 1 item$/i })).toBeInTheDocument();
  });

  it.each([
    ['nothing stored', null, 0],
    ['not JSON', '{oops', 0],
    ['no items list', '{"items": 3}', 0],
    ['null', 'null', 0],
    [
      'odd quantities',
      '{"items":[{"quantity":-2},{"quantity":"4"},{"quantity":1.5},{},null,{"quantity":2}]}',
      2,
    ],
  ])('counts a stored cart with %s as %i… items', (_case, raw, count) => {
    expect(countStoredCartItems(raw)).toBe(count);
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
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
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
    ]) {
      expect(within(dialog).getByRole('link', { name })).toBeInTheDocument();
    }

    // Tab stays inside the open menu.
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'Box builder' })).toHaveFocus();
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
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Weekly drop' }));
    await screen.findByRole('heading', { level: 1, name: 'Weekly drop' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    await renderHome();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
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
