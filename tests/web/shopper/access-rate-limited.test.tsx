import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../support/msw-server';
import { SALON_KEY, TEST_SALON } from '../../support/msw-cart-handlers';
import { storedSession, storeSession } from '../cart/cart-fixtures';
import { renderShop } from '../cart/render-shop';

// Issue 28: an address over its link checks gets 429 RATE_LIMITED for every request that carries
// X-Tress-Access, unchecked. That says nothing about the key: the session stays (no notice that
// the link ended, its key kept), and each page shows its own "could not be loaded" state.
afterEach(() => vi.restoreAllMocks());

describe('a salon session whose address is over its link checks (429)', () => {
  it('is kept: no "link ended" notice, the business tier and the stored key stay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused: string[] = [];
    server.use(
      http.all('*/api/*', ({ request }) => {
        if (!request.headers.get('X-Tress-Access')) return undefined;
        refused.push(new URL(request.url).pathname);
        return HttpResponse.json(
          { code: 'RATE_LIMITED', message: 'Too many link checks from this address.' },
          { status: 429, headers: { 'Retry-After': '42' } },
        );
      }),
    );
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    renderShop('/probe');
    await waitFor(() => expect(refused.length).toBeGreaterThan(0));
    expect(await screen.findByText('Tier: business (salon)')).toBeInTheDocument();
    expect(screen.queryByText(/no longer gives business prices/)).not.toBeInTheDocument();
    expect(storedSession()).toMatchObject({ salonId: TEST_SALON.id, key: SALON_KEY });
  });
});
