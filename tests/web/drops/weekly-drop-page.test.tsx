import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as ERROR_CODE from '@/domain/error-codes';
import {
  DROP_ID,
  DROP_SERUM,
  dropState,
  makeDrop,
  NEXT_DROP,
} from '../../support/msw-drop-handlers';
import { server } from '../../support/msw-server';
import { storedCart } from '../cart/cart-fixtures';
import { renderApp } from '../render-app';
import { emitUnits, FakeEventSource, setUpDropTests } from './drop-test-kit';

setUpDropTests();

function card(name: RegExp | string) {
  return screen.getByRole('article', { name });
}

describe('/weekly-drop', () => {
  it('shows the live drop: title, countdown to the end, items with drop and regular prices, units and limits', async () => {
    renderApp('/weekly-drop');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This week: the curl edit' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Weekly drop · Tress'));
    expect(screen.getByText('Live now')).toBeVisible();
    // 2 h 30 min left on the server's clock.
    expect(screen.getByRole('timer', { name: 'Ends in' })).toHaveTextContent(/^02:(29|30):\d\d$/);

    const curls = await screen.findByRole('article', { name: 'Kinky Curly Bundle, 14 inch' });
    expect(curls).toHaveTextContent('€51.80');
    expect(within(curls).getByText('€74.00').tagName).toBe('S');
    expect(curls).toHaveTextContent('12 of 12 left');
    expect(curls).toHaveTextContent('Limit 2 per order');
    const image = within(curls).getByRole('presentation');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '800');
    expect(within(curls).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    // The stream of the public drop is open.
    expect(FakeEventSource.instances.at(-1)?.url).toBe('/api/weekly-drop/events?audience=public');
  });

  it('adding holds the units on the server, then puts a drop line in the cart', async () => {
    const user = userEvent.setup();
    renderApp('/weekly-drop');
    const curls = await screen.findByRole('article', { name: 'Kinky Curly Bundle, 14 inch' });
    await user.click(within(curls).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(curls).getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Held for you and added to your cart')).toBeVisible();
    expect(dropState.holdRequests).toEqual([
      { itemId: 11, quantity: 2, cartId: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) },
    ]);
    const cartId = dropState.holdRequests[0]?.cartId;
    expect(localStorage.getItem('tress-cart-id')).toBe(cartId);
    await waitFor(() =>
      expect(storedCart().items[0]).toMatchObject({
        productId: 'drop:11',
        type: 'drop',
        quantity: 2,
        price: 5180,
        selectedVariant: '14 inch',
        hold: { itemId: 11, dropId: DROP_ID, audience: 'public' },
      }),
    );
    // The hold's answer says how many are left.
    expect(card('Kinky Curly Bundle, 14 inch')).toHaveTextContent('10 of 12 left');
  });

  it('the button says "Holding…" while the hold is on its way', async () => {
    const user = userEvent.setup();
    let release = () => {};
    server.use(
      http.post('*/api/weekly-drop/holds', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(
          { code: ERROR_CODE.SOLD_OUT, message: 'Sold out.', available: 0 },
          { status: 409 },
        );
      }),
    );
    renderApp('/weekly-drop');
    const serum = await screen.findByRole('article', { name: 'Argan Oil Shine Serum' });
    await user.click(within(serum).getByRole('button', { name: 'Add to cart' }));
    expect(await within(serum).findByRole('button', { name: 'Holding…' })).toBeDisabled();
    release();
    expect(await within(serum).findByRole('alert')).toHaveTextContent(
      'Sold out — every unit has been taken.',
    );
    expect(within(serum).getByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(storedCart()?.items ?? []).toHaveLength(0);
  });

  it('a refused hold over the per-order limit says so', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/weekly-drop/holds', () =>
        HttpResponse.json(
          { code: ERROR_CODE.LIMIT_REACHED, message: 'Limit reached.' },
          { status: 409 },
        ),
      ),
    );
    renderApp('/weekly-drop');
    const curls = await screen.findByRole('article', { name: 'Kinky Curly Bundle, 14 inch' });
    await user.click(within(curls).getByRole('button', { name: 'Add to cart' }));
    expect(await within(curls).findByRole('alert')).toHaveTextContent(
      'You already hold the most one order may have (2).',
    );
  });

  it('sold out disables the button as soon as the stream says 0, and says so politely', async () => {
    renderApp('/weekly-drop');
    const serum = await screen.findByRole('article', { name: 'Argan Oil Shine Serum' });
    expect(within(serum).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    // The drop's own announcer (the header has the cart's).
    const live = screen.getByRole('main').querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');

    emitUnits(DROP_ID, DROP_SERUM.id, 0);
    expect(await within(serum).findByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(serum).toHaveTextContent('0 of 5 left');
    await waitFor(() => expect(live).toHaveTextContent('Argan Oil Shine Serum is sold out.'));

    // Ordinary ticks are not read out.
    emitUnits(DROP_ID, 11, 9);
    await waitFor(() =>
      expect(card('Kinky Curly Bundle, 14 inch')).toHaveTextContent('9 of 12 left'),
    );
    expect(live).toHaveTextContent('Argan Oil Shine Serum is sold out.');
  });

  it('keeps a count from the stream when a fetch of the drop read before it answers later', async () => {
    const view = renderApp('/weekly-drop');
    const serum = await screen.findByRole('article', { name: 'Argan Oil Shine Serum' });
    // A fetch of the drop is on its way (after hydration, a refocus) and answers late, with the
    // units as they were when it was read: 5 left.
    let answer = () => {};
    const late = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/api/weekly-drop', async () => {
        await late;
        return undefined; // the drop as the server had it
      }),
    );
    void view.queryClient.invalidateQueries();
    await waitFor(() => expect(view.queryClient.isFetching()).toBeGreaterThan(0));

    emitUnits(DROP_ID, 11, 8);
    emitUnits(DROP_ID, DROP_SERUM.id, 0);
    expect(await within(serum).findByRole('button', { name: 'Sold out' })).toBeDisabled();
    answer();
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(within(serum).getByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(serum).toHaveTextContent('0 of 5 left');
    expect(card('Kinky Curly Bundle, 14 inch')).toHaveTextContent('8 of 12 left');
  });

  it('an upcoming drop counts down to its start and cannot be added yet', async () => {
    const startsAt = new Date(Date.now() + 3_600_000).toISOString();
    dropState.publicAnswer = () => ({
      now: new Date().toISOString(),
      drop: makeDrop({ status: 'upcoming', startsAt }),
      next: null,
    });
    renderApp('/weekly-drop');
    expect(await screen.findByRole('timer', { name: 'Opens in' })).toHaveTextContent(
      /^(59:\d\d|01:00:00)$/,
    );
    expect(screen.getAllByRole('button', { name: 'Opens soon' })[0]).toBeDisabled();
  });

  it('counts down on the server’s clock, not the device’s', async () => {
    // The server is an hour ahead of this device: 1 h 30 min are left, not 2 h 30 min.
    dropState.publicAnswer = () => ({
      now: new Date(Date.now() + 3_600_000).toISOString(),
      drop: makeDrop(),
      next: null,
    });
    renderApp('/weekly-drop');
    expect(await screen.findByRole('timer', { name: 'Ends in' })).toHaveTextContent(
      /^01:(29|30):\d\d$/,
    );
  });

  it('an ended drop says so and shows the next drop', async () => {
    dropState.publicAnswer = () => ({
      now: new Date().toISOString(),
      drop: makeDrop({ status: 'ended', endsAt: new Date(Date.now() - 60_000).toISOString() }),
      next: NEXT_DROP,
    });
    renderApp('/weekly-drop');
    expect(await screen.findByText('This drop has ended')).toBeVisible();
    expect(screen.getByText('Next week: braids')).toBeVisible();
    expect(screen.getByRole('timer', { name: 'Opens in' })).toHaveTextContent(/^5 d /);
    for (const button of screen.getAllByRole('button', { name: 'Drop ended' })) {
      expect(button).toBeDisabled();
    }
  });

  it('without a drop it says so, with the next one', async () => {
    dropState.publicAnswer = () => ({
      now: new Date().toISOString(),
      drop: null,
      next: NEXT_DROP,
    });
    renderApp('/weekly-drop');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'There is no drop right now' }),
    ).toBeVisible();
    expect(screen.getByText('Next week: braids')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shop all hair' })).toHaveAttribute('href', '/shop');
  });

  it('a failed load says so and can be tried again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('*/api/weekly-drop', () =>
        fail
          ? HttpResponse.json({ code: ERROR_CODE.INTERNAL, message: 'Oops' }, { status: 500 })
          : HttpResponse.json({ now: new Date().toISOString(), drop: makeDrop(), next: null }),
      ),
    );
    renderApp('/weekly-drop');
    expect(await screen.findByRole('status', { name: 'Loading the weekly drop' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The weekly drop could not be loaded' }),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This week: the curl edit' }),
    ).toBeVisible();
  });
});
