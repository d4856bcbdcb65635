// /nl/db-diagnostics and /nl/troubleshoot in Dutch (issue 30): labels, states, plurals and the
// moments of the checks as Dutch writes them.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw-server';
import { BUNDLE } from '../../support/msw-cart-handlers';
import { cartWith, storeCart } from '../cart/cart-fixtures';
import { renderApp, signInAsAdmin } from '../render-app';

describe('/nl/db-diagnostics', () => {
  it('tells a visitor in Dutch whether the data is reachable, and that admins see more', async () => {
    renderApp('/nl/db-diagnostics');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Databasediagnose' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Bereikbaar')).toBeInTheDocument();
    expect(screen.getByText('Reactietijd')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Over reactietijd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw controleren' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen als beheerder' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Databasediagnose · Tress'));
  });

  it('shows a signed-in admin the checks in Dutch, with a Dutch date', async () => {
    server.use(
      http.get('*/api/salons/health', () =>
        HttpResponse.json({
          checkedAt: '2030-01-01T12:00:00.000Z',
          checks: [
            { id: 'mail-failing', title: 'Mails failing', about: 'y', count: 0, examples: [] },
          ],
        }),
      ),
    );
    await signInAsAdmin();
    renderApp('/nl/db-diagnostics');
    expect(await screen.findByText('PGlite (ingebouwd)')).toBeInTheDocument();
    expect(screen.getByText('Migratie')).toBeInTheDocument();
    // 12:00 UTC is 13:00 in Amsterdam.
    expect(
      await screen.findByText(/^Gecontroleerd op 1 jan\.? 2030.* 13:00:00\.$/),
    ).toBeInTheDocument();
    expect(screen.getByText('Geen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Controles opnieuw uitvoeren' })).toBeInTheDocument();
  });
});

describe('/nl/troubleshoot', () => {
  it('shows the version, the server and the stored cart in Dutch, with Dutch plurals', async () => {
    storeCart(cartWith([{ product: BUNDLE, selectedVariant: '14 inch', quantity: 2 }]));
    const user = userEvent.setup();
    renderApp('/nl/troubleshoot');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Problemen oplossen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Appversie')).toBeInTheDocument();
    expect(await screen.findByText(/^Bereikbaar \(\d+ ms naar de database\)$/)).toBeInTheDocument();
    expect(screen.getByText(/^2 artikelen in 1 regel, /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neem contact op' })).toHaveAttribute(
      'href',
      '/nl/contact',
    );
    await user.click(screen.getByRole('button', { name: 'Winkelwagen leegmaken' }));
    expect(await screen.findByText('Leeg')).toBeInTheDocument();
  });

  it('says in Dutch when the server cannot be reached', async () => {
    server.use(http.get('*/api/health', () => HttpResponse.error()));
    renderApp('/nl/troubleshoot');
    expect(
      await screen.findByText('Nu niet bereikbaar. Controleer je internetverbinding.'),
    ).toBeInTheDocument();
  });
});
