import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_CONFIG } from '../../support/msw-admin-handlers';
import { server } from '../../support/msw-server';
import { openAsAdmin } from './admin-test-kit';

// Admin settings → Box sizes (product.md §11): items and percent off per size, sent as the
// boxSizes setting the config API validates.

async function openBoxSizes() {
  await openAsAdmin('/admin?tab=settings');
  const form = await screen.findByRole('form', { name: 'Box sizes' });
  const size = (name: string) => within(within(form).getByRole('group', { name }));
  return { form: within(form), size };
}

function recordChanges(): unknown[] {
  const changes: unknown[] = [];
  server.use(
    http.put('*/api/config', async ({ request }) => {
      const change = (await request.json()) as Record<string, unknown>;
      changes.push(change);
      return HttpResponse.json({ ...ADMIN_CONFIG, ...change });
    }),
  );
  return changes;
}

describe('box sizes in the admin settings', () => {
  it('shows each size with its items and percent off', async () => {
    const { size } = await openBoxSizes();
    expect(size('Small box').getByLabelText('Items')).toHaveValue('3');
    expect(size('Small box').getByLabelText('Percent off')).toHaveValue('10');
    expect(size('Medium box').getByLabelText('Items')).toHaveValue('5');
    expect(size('Medium box').getByLabelText('Percent off')).toHaveValue('15');
    expect(size('Large box').getByLabelText('Items')).toHaveValue('8');
    expect(size('Large box').getByLabelText('Percent off')).toHaveValue('20');
  });

  it('saves all three sizes as the boxSizes setting, and only that', async () => {
    const changes = recordChanges();
    const user = userEvent.setup();
    const { form, size } = await openBoxSizes();
    await user.clear(size('Medium box').getByLabelText('Items'));
    await user.type(size('Medium box').getByLabelText('Items'), '6');
    await user.clear(size('Large box').getByLabelText('Percent off'));
    await user.type(size('Large box').getByLabelText('Percent off'), '25');
    await user.click(form.getByRole('button', { name: 'Save box sizes' }));
    await waitFor(() =>
      expect(changes).toEqual([
        {
          boxSizes: {
            small: { items: 3, discountPercent: 10 },
            medium: { items: 6, discountPercent: 15 },
            large: { items: 8, discountPercent: 25 },
          },
        },
      ]),
    );
    expect(await screen.findByText('Box sizes saved')).toBeInTheDocument();
  });

  it('refuses a percent off above 90, no items, more than 50 items or fractions, sending nothing', async () => {
    const changes = recordChanges();
    const user = userEvent.setup();
    const { form, size } = await openBoxSizes();
    await user.clear(size('Small box').getByLabelText('Percent off'));
    await user.type(size('Small box').getByLabelText('Percent off'), '95');
    await user.clear(size('Medium box').getByLabelText('Items'));
    await user.type(size('Medium box').getByLabelText('Items'), '0');
    await user.clear(size('Large box').getByLabelText('Items'));
    await user.type(size('Large box').getByLabelText('Items'), '51');
    await user.clear(size('Large box').getByLabelText('Percent off'));
    await user.type(size('Large box').getByLabelText('Percent off'), '12.5');
    await user.click(form.getByRole('button', { name: 'Save box sizes' }));
    expect(await size('Small box').findByText('Use 0 to 90 percent')).toBeInTheDocument();
    expect(size('Medium box').getByText('Use 1 to 50 items')).toBeInTheDocument();
    expect(size('Large box').getByText('Use 1 to 50 items')).toBeInTheDocument();
    expect(size('Large box').getByText('Enter a whole number')).toBeInTheDocument();
    expect(changes).toHaveLength(0);
  });

  it('says when the server refuses the sizes', async () => {
    server.use(
      http.put('*/api/config', () =>
        HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: 'boxSizes.small.items: Too big' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { form, size } = await openBoxSizes();
    await user.clear(size('Small box').getByLabelText('Items'));
    await user.type(size('Small box').getByLabelText('Items'), '4');
    await user.click(form.getByRole('button', { name: 'Save box sizes' }));
    expect(await form.findByRole('alert')).toHaveTextContent('The box sizes were not saved.');
  });
});
