// The weekly drops in Dutch (issue 30): texts, euro amounts and drop moments as a Dutch shopper
// reads them, the countdown's days with Dutch plurals, stock as "nog 3 van 12".
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as ERROR_CODE from '@/domain/error-codes';
import { SALON_KEY, TEST_SALON } from '../../support/msw-cart-handlers';
import { DROP_ID, DROP_SERUM, dropState, makeDrop } from '../../support/msw-drop-handlers';
import { server } from '../../support/msw-server';
import { storeSession } from '../cart/cart-fixtures';
import { renderApp } from '../render-app';
import { emitUnits, setUpDropTests } from './drop-test-kit';

setUpDropTests();

const HOUR = 3_600_000;

describe('/nl/weekly-drop', () => {
  it('shows the live drop in Dutch: status, countdown in days, prices in euros, stock and limit', async () => {
    dropState.publicAnswer = () => ({
      now: new Date().toISOString(),
      // Sunday 2 June 2030, 22:00 in Amsterdam.
      drop: makeDrop({ endsAt: '2030-06-02T20:00:00.000Z' }),
      next: null,
    });
    renderApp('/nl/weekly-drop');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This week: the curl edit' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Weekdrop · Tress'));
    expect(screen.getByText('Nu live')).toBeVisible();
    expect(screen.getByRole('timer', { name: 'Eindigt over' })).toHaveTextContent(
      /^\d\.\d{3} dagen \d\d:\d\d:\d\d$/,
    );
    expect(
      screen.getByText('Tot zondag 2 juni om 22:00, of zolang de voorraad strekt'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'In deze drop' })).toBeVisible();

    const curls = screen.getByRole('article', { name: 'Kinky Curly Bundle, 14 inch' });
    expect(curls).toHaveTextContent('Dropprijs € 51,80');
    expect(within(curls).getByText('€ 74,00').tagName).toBe('S');
    expect(curls).toHaveTextContent('nog 12 van 12');
    expect(curls).toHaveTextContent('Max. 2 per bestelling');
    expect(within(curls).getByRole('button', { name: 'In winkelwagen' })).toBeEnabled();
  });

  it('counts a last day as "1 dag" and names an ended drop and the next one in Dutch', async () => {
    dropState.publicAnswer = () => ({
      now: new Date().toISOString(),
      drop: makeDrop({ status: 'ended', endsAt: new Date(Date.now() - 60_000).toISOString() }),
      next: {
        title: 'Next week: braids',
        startsAt: new Date(Date.now() + 26 * HOUR).toISOString(),
      },
    });
    renderApp('/nl/weekly-drop');
    expect(await screen.findByText('Deze drop is afgelopen')).toBeVisible();
    expect(screen.getByText(/^Gesloten op \S+ \d+ \S+ om \d\d:\d\d\. Bedankt/)).toBeVisible();
    expect(screen.getByText('Volgende drop:')).toBeVisible();
    expect(screen.getByRole('timer', { name: 'Opent over' })).toHaveTextContent(
      /^1 dag (01|02):\d\d:\d\d$/,
    );
    for (const button of screen.getAllByRole('button', { name: 'Drop afgelopen' }))
      expect(button).toBeDisabled();
  });

  it('says from when until when an upcoming drop runs, on Amsterdam time', async () => {
    dropState.publicAnswer = () => ({
      now: new Date().toISOString(),
      drop: makeDrop({
        status: 'upcoming',
        startsAt: '2030-05-27T07:00:00.000Z',
        endsAt: '2030-06-02T20:00:00.000Z',
      }),
      next: null,
    });
    renderApp('/nl/weekly-drop');
    expect(await screen.findByText('Binnenkort')).toBeVisible();
    expect(
      screen.getByText('Van maandag 27 mei om 09:00 tot zondag 2 juni om 22:00'),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Opent binnenkort' })[0]).toBeDisabled();
  });

  it('explains a refused hold and a sell-out in Dutch', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/weekly-drop/holds', () =>
        HttpResponse.json(
          { code: ERROR_CODE.LIMIT_REACHED, message: 'Limit reached.' },
          { status: 409 },
        ),
      ),
    );
    renderApp('/nl/weekly-drop');
    const curls = await screen.findByRole('article', { name: 'Kinky Curly Bundle, 14 inch' });
    await user.click(within(curls).getByRole('button', { name: 'In winkelwagen' }));
    expect(await within(curls).findByRole('alert')).toHaveTextContent(
      'Je hebt al het maximum voor één bestelling vast (2).',
    );

    const serum = screen.getByRole('article', { name: 'Argan Oil Shine Serum' });
    const live = screen.getByRole('main').querySelector('[aria-live="polite"]');
    emitUnits(DROP_ID, DROP_SERUM.id, 0);
    expect(await within(serum).findByRole('button', { name: 'Uitverkocht' })).toBeDisabled();
    expect(serum).toHaveTextContent('nog 0 van 5');
    await waitFor(() => expect(live).toHaveTextContent('Argan Oil Shine Serum is uitverkocht.'));
  });

  it('says in Dutch that there is no drop, and that a load failed', async () => {
    dropState.publicAnswer = () => ({ now: new Date().toISOString(), drop: null, next: null });
    const { unmount } = renderApp('/nl/weekly-drop');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Er is op dit moment geen drop' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bekijk al het haar' })).toHaveAttribute(
      'href',
      '/nl/shop',
    );
    unmount();

    server.use(
      http.get('*/api/weekly-drop', () =>
        HttpResponse.json({ code: ERROR_CODE.INTERNAL, message: 'Oops' }, { status: 500 }),
      ),
    );
    renderApp('/nl/weekly-drop');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'De weekdrop kon niet worden geladen',
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
  });
});

describe('/nl/weekly-drop-salons', () => {
  it('invites everyone but a salon in Dutch, with the drop’s Dutch dates', async () => {
    renderApp('/nl/weekly-drop-salons');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekdrop voor salons' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Weekdrop voor salons · Tress'));
    expect(screen.getByRole('link', { name: 'Word partnersalon' })).toHaveAttribute(
      'href',
      '/nl/hairdresser',
    );
    expect(
      await screen.findByRole('heading', { name: 'This week for salons: closures' }),
    ).toBeVisible();
    expect(screen.getByText('Deze week')).toBeVisible();
    expect(screen.getByText('Opent')).toBeVisible();
    expect(screen.getByText('Sluit').nextElementSibling).toHaveTextContent(
      /^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} \S+ om \d\d:\d\d$/,
    );
  });

  it('shows a salon session the drop list toggle in Dutch', async () => {
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    renderApp('/nl/weekly-drop-salons');
    const closure = await screen.findByRole('article', { name: 'Lace Closure, 18 inch' });
    expect(closure).toHaveTextContent('€ 44,00');
    expect(closure).toHaveTextContent('Max. 4 per bestelling');
    expect(
      screen.getByRole('switch', { name: 'Meld je aan voor de weekdroplijst' }),
    ).toHaveAttribute('aria-checked', 'false');
  });
});
