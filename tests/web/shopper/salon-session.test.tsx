import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SALON_SESSION_LIFETIME_MS } from '@/domain/salon-session';
import { DEFAULT_SETTINGS, publicSettings } from '@/domain/settings';
import { server } from '../../support/msw-server';
import {
  BUNDLE,
  FF_KEY,
  FF_SALON_ID,
  SALON_KEY,
  TEST_SALON,
  UNKNOWN_SALON_ID,
} from '../../support/msw-cart-handlers';
import {
  cartWith,
  storeCart,
  storedCart,
  storedSession,
  storeSession,
} from '../cart/cart-fixtures';
import { renderShop } from '../cart/render-shop';

const SALON_LINK = `/probe?salonId=${TEST_SALON.id}&key=${SALON_KEY}`;
const FF_LINK = `/probe?access=friends-family&key=${FF_KEY}`;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('user type from the URL on load (spec §4)', () => {
  it('no access parameter gives client', async () => {
    renderShop('/probe');
    expect(await screen.findByText('Tier: client (client)')).toBeInTheDocument();
  });

  it('a salonId parameter gives salon and loads the salon details', async () => {
    renderShop(SALON_LINK);
    expect(await screen.findByText('Tier: business (salon)')).toBeInTheDocument();
    expect(await screen.findByText('Salon prices for Studio Noor are shown.')).toBeInTheDocument();
  });

  it('access=friends-family gives friends-family', async () => {
    renderShop(FF_LINK);
    expect(await screen.findByText('Tier: business (friends-family)')).toBeInTheDocument();
    expect(await screen.findByText('Friends and family prices are shown.')).toBeInTheDocument();
  });
});

describe('salon session (spec §4, product.md §6)', () => {
  it('a salon link the server confirms creates a session stored under tress-salon-session', async () => {
    const before = Date.now();
    renderShop(SALON_LINK);
    await waitFor(() =>
      expect(storedSession()).toMatchObject({
        salonId: TEST_SALON.id,
        accessType: 'salon',
        key: SALON_KEY,
      }),
    );
    const { validatedAt } = storedSession() as { validatedAt: number };
    expect(validatedAt).toBeGreaterThanOrEqual(before);
  });

  it('a friends-and-family link the server confirms creates a session with the fixed salon id and the key', async () => {
    renderShop(FF_LINK);
    await waitFor(() =>
      expect(storedSession()).toMatchObject({
        salonId: FF_SALON_ID,
        accessType: 'friends-family',
        key: FF_KEY,
      }),
    );
  });

  it('once a link is validated its key leaves the address bar; the session keeps it (issue 17)', async () => {
    const { router } = renderShop(
      `/probe?salonId=${TEST_SALON.id}&access=friends-family&key=${FF_KEY}&sort=new`,
    );
    await waitFor(() => expect(storedSession()).toMatchObject({ accessType: 'friends-family' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=new'));
    expect(storedSession()).toMatchObject({ key: FF_KEY });
    expect(screen.getByText('Tier: business (friends-family)')).toBeInTheDocument();
  });

  it('a salon link opened again with a stored session loses its key from the address bar too', async () => {
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now() - 1000,
      key: SALON_KEY,
    });
    const { router } = renderShop(SALON_LINK);
    expect(await screen.findByText('Tier: business (salon)')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a valid stored session is used without asking the server again', async () => {
    const validate = vi.fn(() => HttpResponse.json({}));
    server.use(http.post('*/api/access/validate', validate));
    storeSession({
      salonId: FF_SALON_ID,
      accessType: 'friends-family',
      validatedAt: Date.now() - 1000,
      key: FF_KEY,
    });
    renderShop(FF_LINK);
    expect(await screen.findByText('Tier: business (friends-family)')).toBeInTheDocument();
    expect(validate).not.toHaveBeenCalled();
  });

  it('a stored session keeps its user type on pages without the link', async () => {
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    renderShop('/probe');
    expect(await screen.findByText('Tier: business (salon)')).toBeInTheDocument();
    expect(await screen.findByText('Salon prices for Studio Noor are shown.')).toBeInTheDocument();
  });

  it('an expired stored session is cleared at start', async () => {
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now() - SALON_SESSION_LIFETIME_MS - 1,
      key: SALON_KEY,
    });
    renderShop('/probe');
    expect(await screen.findByText('Tier: client (client)')).toBeInTheDocument();
    await waitFor(() => expect(storedSession()).toBeNull());
  });

  it('a corrupt stored session is no session', async () => {
    localStorage.setItem('tress-salon-session', '{"salonId": nope');
    renderShop('/probe');
    expect(await screen.findByText('Tier: client (client)')).toBeInTheDocument();
  });

  it('expires after 24 hours: expiry clears it and removes the salonId and access URL parameters', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { router } = renderShop(`${SALON_LINK}&sort=new`);
    await waitFor(() => expect(storedSession()).toMatchObject({ accessType: 'salon' }));
    expect(screen.getByText('Tier: business (salon)')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SALON_SESSION_LIFETIME_MS - 60_000));
    expect(screen.getByText('Tier: business (salon)')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('Tier: client (client)')).toBeInTheDocument();
    expect(storedSession()).toBeNull();
    expect(router.state.location.search).toBe('?sort=new');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Your salon session has ended',
    );
  });

  it('switching from salon to client when the session expires reprices the cart', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    storeCart(cartWith([{ product: BUNDLE, selectedVariant: '14 inch', quantity: 2 }], 'salon'));
    renderShop('/probe');
    expect(await screen.findByText('Cart total: 12400')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SALON_SESSION_LIFETIME_MS));
    expect(screen.getByText('Cart total: 17800')).toBeInTheDocument();
    expect(storedCart()).toMatchObject({ userType: 'client', salonId: null, totalAmount: 17800 });
  });
});

describe('leaving business pricing (issue 17)', () => {
  it('“Shop as a guest instead” ends a salon session at once: client prices, no session, a toast on how to come back', async () => {
    const user = userEvent.setup();
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    storeCart(cartWith([{ product: BUNDLE, selectedVariant: '14 inch', quantity: 2 }], 'salon'));
    const { router } = renderShop('/probe?sort=new');
    expect(await screen.findByText('Cart total: 12400')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Shop as a guest instead' }));

    expect(await screen.findByText('Tier: client (client)')).toBeInTheDocument();
    expect(await screen.findByText('Cart total: 17800')).toBeInTheDocument();
    await waitFor(() => expect(storedSession()).toBeNull());
    expect(storedCart()).toMatchObject({ userType: 'client', salonId: null });
    expect(screen.queryByText(/Salon prices/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Shop as a guest instead' })).toBeNull();
    expect(await screen.findByText('You are shopping as a guest')).toBeInTheDocument();
    expect(screen.getByText(/open your salon link again/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=new');
    // No "session ended" notice: the shopper chose this.
    expect(screen.queryByText(/session has ended/)).toBeNull();
  });

  it('a friends-and-family shopper can leave too, and their link works again afterwards', async () => {
    const user = userEvent.setup();
    const { router } = renderShop(FF_LINK);
    expect(await screen.findByText('Friends and family prices are shown.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Shop as a guest instead' }));
    expect(await screen.findByText('Tier: client (client)')).toBeInTheDocument();
    await waitFor(() => expect(storedSession()).toBeNull());

    await router.navigate(FF_LINK);
    expect(await screen.findByText('Tier: business (friends-family)')).toBeInTheDocument();
    await waitFor(() => expect(storedSession()).toMatchObject({ accessType: 'friends-family' }));
  });

  it('is not offered to a client', async () => {
    renderShop('/probe');
    expect(await screen.findByText('Tier: client (client)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Shop as a guest instead' })).toBeNull();
  });
});

describe('invalid links (product.md §6)', () => {
  it('an invalid salon link shows a clear notice and client prices', async () => {
    const { router } = renderShop(`/probe?salonId=${UNKNOWN_SALON_ID}`);
    expect(await screen.findByText(/This salon link is not valid/)).toBeInTheDocument();
    expect(screen.getByText('Tier: client (client)')).toBeInTheDocument();
    expect(storedSession()).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('an invalid friends-and-family link shows a clear notice and client prices', async () => {
    renderShop('/probe?access=friends-family&key=not-the-current-key');
    expect(
      await screen.findByText(/This friends and family link is not valid/),
    ).toBeInTheDocument();
    expect(screen.getByText('Tier: client (client)')).toBeInTheDocument();
    expect(storedSession()).toBeNull();
  });

  it('a friends-and-family link without a key is invalid', async () => {
    renderShop('/probe?access=friends-family');
    expect(
      await screen.findByText(/This friends and family link is not valid/),
    ).toBeInTheDocument();
  });

  it('the notice can be dismissed', async () => {
    renderShop(`/probe?salonId=${UNKNOWN_SALON_ID}`);
    (await screen.findByRole('button', { name: 'Dismiss' })).click();
    await waitFor(() =>
      expect(screen.queryByText(/This salon link is not valid/)).not.toBeInTheDocument(),
    );
  });

  it('a salon detail fetch failure is logged and ignored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/hairdressers/:id', () =>
        HttpResponse.json({ code: 'INTERNAL' }, { status: 500 }),
      ),
    );
    renderShop(SALON_LINK);
    await waitFor(() => expect(error).toHaveBeenCalled());
    // The URL's user type stands; no session is created until the server can confirm it.
    expect(screen.getByText('Tier: business (salon)')).toBeInTheDocument();
    expect(screen.getByText('Salon prices are shown.')).toBeInTheDocument();
    expect(storedSession()).toBeNull();
  });

  it('too many checks from this address (429) say nothing about the link: it is not called invalid', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('*/api/access/validate', () =>
        HttpResponse.json({ code: 'RATE_LIMITED', message: 'Too many' }, { status: 429 }),
      ),
    );
    renderShop(SALON_LINK);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByText(/This salon link is not valid/)).not.toBeInTheDocument();
    expect(screen.getByText('Tier: business (salon)')).toBeInTheDocument();
    expect(storedSession()).toBeNull();
  });
});

describe('a salon link replaced by a new one (product.md §3)', () => {
  it('ends the session at the next request the server refuses: a notice, client prices, no key in the URL', async () => {
    // The admin made a new link: the server now answers this key with X-Tress-Access-Status.
    server.use(
      http.get('*/api/settings', ({ request }) =>
        HttpResponse.json(publicSettings({ ...DEFAULT_SETTINGS }), {
          headers:
            request.headers.get('X-Tress-Access') === `salon:${TEST_SALON.id}:${SALON_KEY}`
              ? { 'X-Tress-Access-Status': 'invalid' }
              : {},
        }),
      ),
    );
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    storeCart(cartWith([{ product: BUNDLE, selectedVariant: '14 inch', quantity: 2 }], 'salon'));
    const { router } = renderShop(`/probe?salonId=${TEST_SALON.id}&key=${SALON_KEY}&sort=new`);
    expect(
      await screen.findByText(/Your link no longer gives business prices/),
    ).toBeInTheDocument();
    expect(screen.getByText('Tier: client (client)')).toBeInTheDocument();
    expect(await screen.findByText('Cart total: 17800')).toBeInTheDocument();
    expect(storedSession()).toBeNull();
    expect(router.state.location.search).toBe('?sort=new');
  });

  it('keeps a session the server does not refuse', async () => {
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    renderShop('/probe');
    expect(await screen.findByText('Salon prices for Studio Noor are shown.')).toBeInTheDocument();
    expect(screen.getByText('Tier: business (salon)')).toBeInTheDocument();
    expect(storedSession()).toMatchObject({ key: SALON_KEY });
  });

  it('a salon link without its key is not valid', async () => {
    const { router } = renderShop(`/probe?salonId=${TEST_SALON.id}`);
    expect(await screen.findByText(/This salon link is not valid/)).toBeInTheDocument();
    expect(screen.getByText('Tier: client (client)')).toBeInTheDocument();
    expect(storedSession()).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('a salon link with a wrong key is not valid', async () => {
    renderShop(`/probe?salonId=${TEST_SALON.id}&key=not-the-salons-key`);
    expect(await screen.findByText(/This salon link is not valid/)).toBeInTheDocument();
    expect(screen.getByText('Tier: client (client)')).toBeInTheDocument();
    expect(storedSession()).toBeNull();
  });
});

describe('X-Tress-Access header (product.md §3)', () => {
  it('every API request carries the shopper’s access', async () => {
    const seen: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/settings')
        seen.push(request.headers.get('X-Tress-Access'));
    });
    storeSession({
      salonId: FF_SALON_ID,
      accessType: 'friends-family',
      validatedAt: Date.now(),
      key: FF_KEY,
    });
    storeCart(cartWith([{ product: BUNDLE, selectedVariant: '14 inch', quantity: 1 }]));
    renderShop('/probe');
    await waitFor(() => expect(seen).toEqual([`ff:${FF_KEY}`]));
    server.events.removeAllListeners();
  });

  it('a salon link’s check already carries salon:<id>:<key>', async () => {
    const seen: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/hairdressers/'))
        seen.push(request.headers.get('X-Tress-Access'));
    });
    renderShop(SALON_LINK);
    await waitFor(() => expect(seen).toEqual([`salon:${TEST_SALON.id}:${SALON_KEY}`]));
    server.events.removeAllListeners();
  });
});
