import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SALON_KEY, TEST_SALON } from '../../support/msw-cart-handlers';
import { dropState } from '../../support/msw-drop-handlers';
import { storeSession } from '../cart/cart-fixtures';
import { renderApp } from '../render-app';
import { setUpDropTests } from './drop-test-kit';

setUpDropTests();

describe('/weekly-drop-salons', () => {
  it('tells everyone but a salon what the salons’ drop is and how to join, with its title and times', async () => {
    renderApp('/weekly-drop-salons');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekly drop for salons' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Become a partner salon' })).toHaveAttribute(
      'href',
      '/hairdresser',
    );
    expect(
      await screen.findByRole('heading', { name: 'This week for salons: closures' }),
    ).toBeVisible();
    expect(screen.getByText('Opens')).toBeVisible();
    expect(screen.getByText('Closes')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows a salon session the salons’ drop at business drop prices and the list toggle', async () => {
    const user = userEvent.setup();
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    renderApp('/weekly-drop-salons');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This week for salons: closures' }),
    ).toBeVisible();
    const closure = await screen.findByRole('article', { name: 'Lace Closure, 18 inch' });
    expect(closure).toHaveTextContent('€44.00');
    expect(closure).toHaveTextContent('Limit 4 per order');
    expect(within(closure).getByRole('button', { name: 'Add to cart' })).toBeEnabled();

    const toggle = screen.getByRole('switch', { name: 'Join the weekly drop list' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(dropState.listMember).toBe(true);
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(dropState.listMember).toBe(false);
  });
});
