// The demand map in Dutch (issue 30): layers, the map's and the table's numbers with Dutch
// plurals, and registering interest.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';

// The default answer (tests/support/msw-support-handlers.ts): Amsterdam — 2 salons, 5 orders,
// 1 interested; Gent — 1 salon, fewer than 3 orders, 4 interested.

describe('/nl/demand-map', () => {
  it('shows the map, its layers and the numbers per city in Dutch', async () => {
    const user = userEvent.setup();
    renderApp('/nl/demand-map');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vraagkaart' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Vraagkaart · Tress'));
    const map = await screen.findByRole('group', {
      name: 'Kaart van Nederland en België: partnersalons per stad',
    });
    expect(
      await within(map).findByRole('link', {
        name: 'Amsterdam: 2 partnersalons, 5 bestellingen, 1 geïnteresseerd',
      }),
    ).toBeInTheDocument();
    expect(
      within(map).getByRole('link', {
        name: 'Gent: 1 partnersalon, minder dan 3 bestellingen, 4 geïnteresseerd',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Grotere cirkels: meer partnersalons\./)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Aangemelde interesse' }));
    expect(
      screen.getByRole('group', {
        name: 'Kaart van Nederland en België: aangemelde interesse per stad',
      }),
    ).toBeInTheDocument();

    const table = screen.getByRole('table', { name: /Vraag per stad/ });
    expect(within(table).getByRole('columnheader', { name: 'Bestellingen' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Gent/ })).toHaveTextContent('minder dan 3');
  });

  it('registers interest in Dutch and counts people with Dutch plurals', async () => {
    let interest = 0;
    server.use(
      http.post('*/api/demand/interest', () => {
        interest += 1;
        return HttpResponse.json(
          { city: { id: 'amsterdam', name: 'Amsterdam' }, interest },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/nl/demand-map');
    expect(
      await screen.findByRole('heading', { name: 'Tress bij jou in de buurt?' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Interesse aanmelden' }));
    expect(await screen.findByText('Kies er minstens één')).toBeVisible();
    await user.type(screen.getByLabelText('Jouw stad'), 'Amsterdam');
    await user.click(screen.getByRole('checkbox', { name: 'Echt haar' }));
    await user.click(screen.getByRole('button', { name: 'Interesse aanmelden' }));
    expect(
      await screen.findByText('Bedankt! In Amsterdam is nu 1 persoon geïnteresseerd.'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Jouw stad'), 'Amsterdam');
    await user.click(screen.getByRole('checkbox', { name: 'Synthetisch haar' }));
    await user.click(screen.getByRole('button', { name: 'Interesse aanmelden' }));
    expect(
      await screen.findByText('Bedankt! In Amsterdam zijn nu 2 mensen geïnteresseerd.'),
    ).toBeInTheDocument();
  });

  it('says in Dutch when the map’s numbers cannot be loaded', async () => {
    server.use(http.get('*/api/demand', () => HttpResponse.json({ code: 'X' }, { status: 500 })));
    renderApp('/nl/demand-map');
    expect(
      await screen.findByRole('heading', {
        name: 'De cijfers van de kaart konden niet worden geladen',
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
  });
});
