// Every API request of a page under /nl names its language (issue 30): the server answers
// product texts in it and remembers it with an order, an application or a message.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest } from '@/web/lib/api-client';
import { server } from '../../support/msw-server';

function recordRequests() {
  const seen: Request[] = [];
  server.use(
    http.all('*/api/*', ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the page’s language on API requests', () => {
  it('is sent from a Dutch page, on reads and on writes', async () => {
    const seen = recordRequests();
    window.history.replaceState(null, '', '/nl/cart/checkout');
    await apiRequest('GET', '/api/products/4');
    await apiRequest('POST', '/api/orders', { items: [] });
    expect(seen.map((request) => request.headers.get('X-Tress-Language'))).toEqual(['nl', 'nl']);
  });

  it('is not sent from an English page', async () => {
    const seen = recordRequests();
    window.history.replaceState(null, '', '/cart/checkout');
    await apiRequest('GET', '/api/products/4');
    // /nlx is no language's prefix.
    window.history.replaceState(null, '', '/nlx/shop');
    await apiRequest('GET', '/api/products/4');
    expect(seen.map((request) => request.headers.get('X-Tress-Language'))).toEqual([null, null]);
  });
});
