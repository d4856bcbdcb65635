import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { diagnosticsKeys } from '@/web/features/diagnostics/api/diagnostics-keys';
import { server } from '../../support/msw-server';
import { BUNDLE } from '../../support/msw-cart-handlers';
import { ADMIN_HEALTHY } from '../../support/msw-handlers';
import { cartWith, storeCart, storedCart } from '../cart/cart-fixtures';
import { renderApp, signInAsAdmin } from '../render-app';

describe('/db-diagnostics', () => {
  it('shows a visitor whether the data is reachable and how quickly, and nothing internal', async () => {
    let askedForDetails = false;
    server.use(
      http.get('*/api/admin/health', () => {
        askedForDetails = true;
        return HttpResponse.json(ADMIN_HEALTHY);
      }),
    );
    renderApp('/db-diagnostics');
    expect(await screen.findByText('Reachable')).toBeInTheDocument();
    expect(screen.getByText('3 ms')).toBeInTheDocument();
    expect(screen.queryByText('Database')).not.toBeInTheDocument();
    expect(screen.queryByText('PGlite (embedded)')).not.toBeInTheDocument();
    expect(screen.queryByText('Migration')).not.toBeInTheDocument();
    expect(screen.queryByText('0001_foundation')).not.toBeInTheDocument();
    // Nobody signed in here: the admin's details are not even asked for.
    expect(askedForDetails).toBe(false);
  });

  it('shows a signed-in admin which database runs the shop and its migration', async () => {
    server.use(
      http.get('*/api/salons/health', () =>
        HttpResponse.json({ checkedAt: '2030-01-01T12:00:00.000Z', checks: [] }),
      ),
    );
    await signInAsAdmin();
    renderApp('/db-diagnostics');
    expect(await screen.findByText('PGlite (embedded)')).toBeInTheDocument();
    expect(screen.getByText('Reachable')).toBeInTheDocument();
    expect(screen.getByText('3 ms')).toBeInTheDocument();
    expect(screen.getByText('0001_foundation')).toBeInTheDocument();
  });

  it('shows a signed-in account that is no admin only what a visitor sees', async () => {
    const notAdmin = () =>
      HttpResponse.json(
        { code: 'FORBIDDEN', message: 'This needs an admin account.' },
        { status: 403 },
      );
    server.use(http.get('*/api/admin/health', notAdmin), http.get('*/api/salons/health', notAdmin));
    await signInAsAdmin();
    renderApp('/db-diagnostics');
    expect(await screen.findByText('Reachable')).toBeInTheDocument();
    expect(await screen.findByText(/Your account is not an admin account/)).toBeInTheDocument();
    expect(screen.queryByText('PGlite (embedded)')).not.toBeInTheDocument();
    expect(screen.queryByText('Migration')).not.toBeInTheDocument();
  });

  it('shows a loading state, then an error state that can be retried', async () => {
    let healthy = false;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/api/health', async () => {
        await answered;
        return healthy
          ? HttpResponse.json({ status: 'ok', db: { latencyMs: 12 } })
          : HttpResponse.json(
              { code: 'DB_UNREACHABLE', message: 'Database unreachable' },
              { status: 503 },
            );
      }),
    );
    const { queryClient } = renderApp('/db-diagnostics');
    queryClient.setQueryDefaults(diagnosticsKeys.health(), { retry: false });
    expect(
      await screen.findByRole('status', { name: 'Loading database status' }),
    ).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '503: {"code":"DB_UNREACHABLE","message":"Database unreachable"}',
    );

    healthy = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('12 ms')).toBeInTheDocument();
    expect(screen.getByText('Reachable')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/troubleshoot', () => {
  it('shows the app version and that the server is reachable', async () => {
    renderApp('/troubleshoot');
    expect(await screen.findByText(/^Reachable/)).toBeInTheDocument();
    expect(screen.getByText(/^\d+\.\d+\.\d+/)).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    server.use(http.get('*/api/health', () => HttpResponse.error()));
    renderApp('/troubleshoot');
    expect(await screen.findByText(/cannot be reached right now/i)).toBeInTheDocument();
  });
});

describe('/troubleshoot: what this browser keeps', () => {
  it('shows the stored cart and clears it', async () => {
    storeCart(cartWith([{ product: BUNDLE, selectedVariant: '14 inch', quantity: 2 }]));
    const user = userEvent.setup();
    renderApp('/troubleshoot');
    expect(await screen.findByText(/^2 items in 1 line/)).toBeInTheDocument();
    expect(screen.getByText('None')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the cart' }));
    expect(await screen.findByText('Empty')).toBeInTheDocument();
    expect(storedCart().items).toEqual([]);
  });
});

describe('/db-diagnostics: data checks', () => {
  it('tells a visitor who is not signed in that admins see data checks, and asks nothing', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/salons/health', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ code: 'UNAUTHORIZED', message: 'no' }, { status: 401 });
      }),
    );
    renderApp('/db-diagnostics');
    expect(await screen.findByRole('link', { name: 'Sign in as an admin' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(asked).toEqual([]);
  });

  it('shows a signed-in admin the checks with counts and examples', async () => {
    server.use(
      http.get('*/api/salons/health', () =>
        HttpResponse.json({
          checkedAt: '2030-01-01T12:00:00.000Z',
          checks: [
            {
              id: 'negative-stock',
              title: 'Products or variants with negative stock',
              about: 'x',
              count: 1,
              examples: [{ id: '7', label: 'Wig · 16 inch: -2' }],
            },
            {
              id: 'mail-failing',
              title: 'Mails failing to send for more than an hour',
              about: 'y',
              count: 0,
              examples: [],
            },
          ],
        }),
      ),
    );
    await signInAsAdmin();
    renderApp('/db-diagnostics');
    expect(await screen.findByText('Wig · 16 inch: -2')).toBeInTheDocument();
    expect(screen.getByText('Mails failing to send for more than an hour')).toBeInTheDocument();
  });
});
