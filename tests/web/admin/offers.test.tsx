import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminOffer } from '@/domain/offer-input';
import { server } from '../../support/msw-server';
import { openAsAdmin } from './admin-test-kit';

// product.md §9, §14: /admin → Offers lists every offer with its uses so far; the admin creates,
// edits and ends offers, with the server's own rules checked in the form.
const WELCOME: AdminOffer = {
  id: 1,
  title: 'Welcome 10 %',
  description: 'For new clients.',
  kind: 'percent',
  value: 10,
  targetType: 'order',
  targetProductId: null,
  targetName: null,
  targetLabel: 'Whole order',
  audience: 'client',
  startsAt: '2026-01-01T09:00:00.000Z',
  endsAt: '2027-01-01T09:00:00.000Z',
  code: 'WELCOME10',
  minSubtotal: 5000,
  maxUses: 100,
  uses: 7,
  active: true,
  state: 'running',
};

function offersApi(items: AdminOffer[] = [WELCOME]) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/admin/offers', () => HttpResponse.json({ items })),
    http.post('*/api/admin/offers', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'POST', url: request.url, body });
      return HttpResponse.json({ ...WELCOME, ...body, id: 2, uses: 0 }, { status: 201 });
    }),
    http.put('*/api/admin/offers/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'PUT', url: request.url, body });
      return HttpResponse.json({ ...WELCOME, ...body });
    }),
    http.post('*/api/admin/offers/:id/end', ({ request }) => {
      sent.push({ method: 'POST', url: request.url, body: null });
      return HttpResponse.json({ ...WELCOME, state: 'ended' });
    }),
  );
  return sent;
}

describe('admin offers', () => {
  it('lists each offer with its value, target, code and uses so far', async () => {
    offersApi();
    await openAsAdmin('/admin?tab=offers');
    const card = await screen.findByRole('article', { name: 'Welcome 10 %' });
    expect(card).toHaveTextContent('−10 %');
    expect(card).toHaveTextContent('Whole order');
    expect(card).toHaveTextContent('WELCOME10');
    expect(card).toHaveTextContent('Uses so far: 7 of 100');
    expect(card).toHaveTextContent('Running');
  });

  it('creates an offer: euros become cents, the code is checked by the shared schema', async () => {
    const sent = offersApi([]);
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=offers');
    await user.click(await screen.findByRole('button', { name: 'New offer' }));
    const dialog = screen.getByRole('dialog', { name: 'New offer' });
    await user.type(within(dialog).getByLabelText('Title'), 'Five off care');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'amount');
    await user.type(within(dialog).getByLabelText('Amount off (€)'), '5.00');
    await user.selectOptions(within(dialog).getByLabelText('For'), 'category');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'care');
    await user.type(within(dialog).getByLabelText('Code (empty: automatic)'), 'no spaces');
    await user.click(within(dialog).getByRole('button', { name: 'Create offer' }));
    expect(
      await within(dialog).findByText('Use 3 to 20 letters or digits, no spaces'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Code (empty: automatic)'));
    await user.type(within(dialog).getByLabelText('Code (empty: automatic)'), 'care5');
    await user.click(within(dialog).getByRole('button', { name: 'Create offer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      title: 'Five off care',
      kind: 'amount',
      value: 500,
      targetType: 'category',
      targetName: 'care',
      code: 'CARE5',
    });
  });

  it('refuses a percentage above 90 and an end before the start without asking the server', async () => {
    const sent = offersApi([]);
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=offers');
    await user.click(await screen.findByRole('button', { name: 'New offer' }));
    const dialog = screen.getByRole('dialog', { name: 'New offer' });
    await user.type(within(dialog).getByLabelText('Title'), 'Too generous');
    await user.type(within(dialog).getByLabelText('Percent off (1–90)'), '95');
    await user.clear(within(dialog).getByLabelText('Starts'));
    await user.type(within(dialog).getByLabelText('Starts'), '2026-06-10T10:00');
    await user.type(within(dialog).getByLabelText('Ends (empty: until ended)'), '2026-06-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create offer' }));
    expect(await within(dialog).findByText('A percentage is 1 to 90')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Percent off (1–90)'));
    await user.type(within(dialog).getByLabelText('Percent off (1–90)'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Create offer' }));
    expect(await within(dialog).findByText('The end must be after the start')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows the server’s 409 for a code another offer has on the code field', async () => {
    offersApi();
    server.use(
      http.put('*/api/admin/offers/:id', () =>
        HttpResponse.json(
          {
            code: 'OFFER_CODE_TAKEN',
            message: 'Another offer already uses the code "SALON25".',
            issues: [
              { path: ['code'], message: 'Another offer already uses this code (in any case)' },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=offers');
    await user.click(await screen.findByRole('button', { name: 'Edit Welcome 10 %' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Welcome 10 %”' });
    expect(within(dialog).getByLabelText('Minimum order (€)')).toHaveValue('50.00');
    await user.clear(within(dialog).getByLabelText('Code (empty: automatic)'));
    await user.type(within(dialog).getByLabelText('Code (empty: automatic)'), 'salon25');
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    expect(
      await within(dialog).findByText('Another offer already uses this code (in any case)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('SALON25');
  });

  it('edits an offer with its fields filled in, and ends one now after a confirmation', async () => {
    const sent = offersApi();
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=offers');
    await user.click(await screen.findByRole('button', { name: 'Edit Welcome 10 %' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Welcome 10 %”' });
    await user.clear(within(dialog).getByLabelText('Percent off (1–90)'));
    await user.type(within(dialog).getByLabelText('Percent off (1–90)'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: expect.stringContaining('/api/admin/offers/1'),
      body: { value: 12, code: 'WELCOME10', minSubtotal: 5000, maxUses: 100, audience: 'client' },
    });

    await user.click(screen.getByRole('button', { name: 'End now: Welcome 10 %' }));
    const confirm = screen.getByRole('dialog', { name: 'End “Welcome 10 %” now?' });
    await user.click(within(confirm).getByRole('button', { name: 'End now' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.url).toContain('/api/admin/offers/1/end');
  });

  it('edits the Dutch title and description beside the English, sending them as translations', async () => {
    const sent = offersApi([
      { ...WELCOME, translations: { nl: { title: 'Welkom: 10% korting' } } },
    ]);
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=offers');
    await user.click(await screen.findByRole('button', { name: 'Edit Welcome 10 %' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Welcome 10 %”' });
    const title = within(dialog).getByLabelText(/^Dutch title/);
    expect(title).toHaveValue('Welkom: 10% korting');
    expect(title).toHaveAttribute('lang', 'nl');
    expect(within(dialog).getByLabelText(/^Dutch description/)).toHaveValue('');
    await user.type(within(dialog).getByLabelText(/^Dutch description/), 'Voor nieuwe klanten.');
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      title: 'Welcome 10 %',
      translations: { nl: { title: 'Welkom: 10% korting', description: 'Voor nieuwe klanten.' } },
    });
  });

  it('checks a Dutch title like the English one, and shows the server’s word on it', async () => {
    const sent = offersApi([]);
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=offers');
    await user.click(await screen.findByRole('button', { name: 'New offer' }));
    const dialog = screen.getByRole('dialog', { name: 'New offer' });
    await user.type(within(dialog).getByLabelText('Title'), 'Summer sale');
    await user.type(within(dialog).getByLabelText('Percent off (1–90)'), '10');
    await user.type(within(dialog).getByLabelText(/^Dutch title/), 'Ja');
    await user.click(within(dialog).getByRole('button', { name: 'Create offer' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Dutch title/)).toHaveAccessibleDescription(
        'Use at least 3 characters',
      ),
    );
    expect(sent).toEqual([]);

    server.use(
      http.post('*/api/admin/offers', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'The request is not valid.',
            issues: [{ path: ['translations', 'nl', 'title'], message: 'Not this title' }],
          },
          { status: 400 },
        ),
      ),
    );
    await user.clear(within(dialog).getByLabelText(/^Dutch title/));
    await user.type(within(dialog).getByLabelText(/^Dutch title/), 'Zomerkorting');
    await user.click(within(dialog).getByRole('button', { name: 'Create offer' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Dutch title/)).toHaveAccessibleDescription(
        'Not this title',
      ),
    );
  });
});
