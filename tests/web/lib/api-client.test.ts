import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  BEARER_PATH_FRAGMENTS,
  getQueryFn,
  pathFromQueryKey,
} from '@/web/lib/api-client';
import { createQueryClient } from '@/web/lib/query-client';
import { server } from '../../support/msw-server';
import { signInAsAdmin } from '../render-app';

/** Answers every /api request and remembers what it received. */
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

const BEARER_PATHS = [
  '/api/admin/orders',
  '/api/partners',
  '/api/weekly-drop-hairdressers',
  '/api/hairdressers/42',
  '/api/batch-orders',
  '/api/batch-processing',
  '/api/batches/7',
  '/api/invoices?year=2025',
  '/api/salons/health',
  '/api/config',
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('bearer token', () => {
  it('covers exactly the ten admin path fragments of the specification', () => {
    expect([...BEARER_PATH_FRAGMENTS].sort()).toEqual(
      [
        '/api/admin',
        '/api/partners',
        '/api/weekly-drop-hairdressers',
        '/api/hairdressers',
        '/api/batch-orders',
        '/api/batch-processing',
        '/api/batches',
        '/api/invoices',
        '/api/salons/health',
        '/api/config',
      ].sort(),
    );
  });

  it.each(BEARER_PATHS)('sends the signed-in admin’s access token to %s', async (path) => {
    const session = await signInAsAdmin();
    const seen = recordRequests();
    await apiRequest('GET', path);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('Authorization')).toBe(`Bearer ${session.access_token}`);
  });

  it.each(['/api/products', '/api/salons', '/api/health', '/api/orders/quote'])(
    'never sends the token to the public path %s',
    async (path) => {
      await signInAsAdmin();
      const seen = recordRequests();
      await apiRequest('GET', path);
      expect(seen[0]?.headers.get('Authorization')).toBeNull();
    },
  );

  it('sends a salon’s public application without a token when nobody signed in here', async () => {
    window.localStorage.clear();
    const seen = recordRequests();
    await apiRequest('POST', '/api/hairdressers', { salonName: 'Studio Noor' });
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
    expect(
      Object.keys(window.localStorage).filter((key) => key.startsWith('sb-')),
      'no auth session was stored by asking',
    ).toEqual([]);
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const seen = recordRequests();
    await apiRequest('GET', '/api/admin/orders');
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
  });

  it('adds the token to queries through the default query function too', async () => {
    const session = await signInAsAdmin();
    const seen = recordRequests();
    await createQueryClient().fetchQuery({ queryKey: ['/api/partners'] });
    expect(seen[0]?.headers.get('Authorization')).toBe(`Bearer ${session.access_token}`);
  });
});

describe('requests', () => {
  it('sends data as a JSON body with a JSON content type, cookies included', async () => {
    const seen = recordRequests();
    await apiRequest('POST', '/api/contact', { name: 'Amara', message: 'Hello' });
    const request = seen[0];
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(await request?.json()).toEqual({ name: 'Amara', message: 'Hello' });
    expect(request?.credentials).toBe('include');
  });

  it('sends no body and no content type without data', async () => {
    const seen = recordRequests();
    await apiRequest('DELETE', '/api/admin/offers/3');
    expect(seen[0]?.headers.get('Content-Type')).toBeNull();
    expect(await seen[0]?.text()).toBe('');
  });

  it('includes cookies on queries', async () => {
    const seen = recordRequests();
    await createQueryClient().fetchQuery({ queryKey: ['/api/products'] });
    expect(seen[0]?.credentials).toBe('include');
  });
});

describe('errors', () => {
  it('turns a non-OK answer into an error made of the status and the response text', async () => {
    server.use(
      http.post('*/api/orders', () =>
        HttpResponse.json({ code: 'OUT_OF_STOCK', message: 'Only 2 left' }, { status: 409 }),
      ),
    );
    const error = await apiRequest('POST', '/api/orders', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      '409: {"code":"OUT_OF_STOCK","message":"Only 2 left"}',
    );
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).code).toBe('OUT_OF_STOCK');
  });

  it('uses plain-text answers as they are', async () => {
    server.use(
      http.get('*/api/products', () => new HttpResponse('Service unavailable', { status: 503 })),
    );
    await expect(apiRequest('GET', '/api/products')).rejects.toThrow('503: Service unavailable');
  });

  it('only warns about AUTH_NOT_CONFIGURED and carries on with the answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('*/api/admin/orders', () =>
        HttpResponse.json({ code: 'AUTH_NOT_CONFIGURED', message: 'No auth' }, { status: 401 }),
      ),
    );
    const response = await apiRequest('GET', '/api/admin/orders');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'AUTH_NOT_CONFIGURED', message: 'No auth' });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Admin authentication is not configured'),
    );
  });

  it('still throws for any other 401', async () => {
    server.use(
      http.get('*/api/admin/orders', () =>
        HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    );
    await expect(apiRequest('GET', '/api/admin/orders')).rejects.toMatchObject({ status: 401 });
  });
});

describe('query function', () => {
  it('gives null for a 401 when asked to', async () => {
    server.use(
      http.get('*/api/config', () => HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 })),
    );
    const result = await createQueryClient().fetchQuery({
      queryKey: ['/api/config'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(result).toBeNull();
  });

  it('throws for a 401 by default', async () => {
    server.use(
      http.get('*/api/config', () => HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 })),
    );
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    await expect(client.fetchQuery({ queryKey: ['/api/config'] })).rejects.toThrow(
      '401: {"code":"UNAUTHORIZED"}',
    );
  });

  it('reads the path from the query key', async () => {
    server.use(
      http.get('*/api/products/:id', ({ params, request }) =>
        HttpResponse.json({ id: Number(params.id), query: new URL(request.url).search }),
      ),
    );
    const product = await createQueryClient().fetchQuery({
      queryKey: ['/api/products', 17, { tier: 'salon' }],
    });
    expect(product).toEqual({ id: 17, query: '?tier=salon' });
  });
});

describe('pathFromQueryKey', () => {
  it('joins string and number segments with slashes', () => {
    expect(pathFromQueryKey(['/api/products', 7])).toBe('/api/products/7');
    expect(pathFromQueryKey(['/api', 'weekly-drop', 'events'])).toBe('/api/weekly-drop/events');
    expect(pathFromQueryKey(['/api/health'])).toBe('/api/health');
  });

  it('turns a trailing object into the query string, skipping empty values', () => {
    expect(
      pathFromQueryKey([
        '/api/products',
        { family: 'human-hair', page: 2, q: undefined, tags: ['wig', 'lace'] },
      ]),
    ).toBe('/api/products?family=human-hair&page=2&tags=wig&tags=lace');
    expect(pathFromQueryKey(['/api/products', {}])).toBe('/api/products');
  });
});
