import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_HEADER, apiRequest, getQueryFn, setAccessSource } from '@/web/lib/api-client';
import { createQueryClient } from '@/web/lib/query-client';
import { server } from '../../support/msw-server';

function echoAccess() {
  server.use(
    http.all('*/api/echo*', ({ request }) =>
      HttpResponse.json({ access: request.headers.get(ACCESS_HEADER) }),
    ),
  );
}

afterEach(() => setAccessSource(() => null));

describe('X-Tress-Access on every API request (product.md §3)', () => {
  it('apiRequest sends the access the shopper source gives', async () => {
    echoAccess();
    setAccessSource(() => 'salon:abc');
    const response = await apiRequest('POST', '/api/echo', { a: 1 });
    expect(await response.json()).toEqual({ access: 'salon:abc' });
  });

  it('query functions send it too', async () => {
    echoAccess();
    setAccessSource(() => 'ff:the-key');
    const client = createQueryClient();
    const data = await client.fetchQuery({
      queryKey: ['/api/echo'],
      queryFn: getQueryFn({ on401: 'throw' }),
    });
    expect(data).toEqual({ access: 'ff:the-key' });
  });

  it('no access means no header', async () => {
    echoAccess();
    const response = await apiRequest('GET', '/api/echo');
    expect(await response.json()).toEqual({ access: null });
  });

  it('the source is read on each request, so a changed access applies at once', async () => {
    echoAccess();
    let access: string | null = 'salon:one';
    setAccessSource(() => access);
    expect(await (await apiRequest('GET', '/api/echo')).json()).toEqual({ access: 'salon:one' });
    access = null;
    expect(await (await apiRequest('GET', '/api/echo')).json()).toEqual({ access: null });
  });
});
