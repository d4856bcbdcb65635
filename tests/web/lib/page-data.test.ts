// The page data island: the server's first answers for the page, handed out once to the public
// request they stand for, never to a salon's or friends-and-family's, never twice.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, pageDataJson, type RenderedQuery } from '@/domain/page-data';
import { ApiError, apiRequest, getJson, getQueryFn, setAccessSource } from '@/web/lib/api-client';
import {
  answerFromServer,
  forgetPageData,
  takePageAnswer,
  takeRenderedPage,
} from '@/web/lib/page-data';
import { server } from '../../support/msw-server';

function island(answers: Record<string, unknown>, text = pageDataJson({ answers })) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

/** Answers every /api GET with {from: 'network'} and counts them. */
function network() {
  const seen: string[] = [];
  server.use(
    http.get('*/api/*', ({ request }) => {
      const url = new URL(request.url);
      seen.push(url.pathname + url.search);
      return HttpResponse.json({ from: 'network' });
    }),
  );
  return seen;
}

const read = (value: unknown) => value;

beforeEach(() => forgetPageData());
afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  setAccessSource(() => null);
  vi.useRealTimers();
});

describe('the page data island', () => {
  it('answers the first public GET of a path from the page, and the next from the network', async () => {
    island({ '/api/products/7': { id: 7, from: 'page' } });
    const seen = network();

    expect(await getJson('/api/products/7', read)).toEqual({ id: 7, from: 'page' });
    expect(await getJson('/api/products/7', read)).toEqual({ from: 'network' });
    expect(seen).toEqual(['/api/products/7']);
  });

  it('matches a query whatever the order of its parameters', async () => {
    island({ '/api/products?pageSize=8&sort=popular': { from: 'page' } });
    const seen = network();

    const response = await apiRequest('GET', '/api/products?sort=popular&pageSize=8');
    expect(await response.json()).toEqual({ from: 'page' });
    expect(seen).toEqual([]);
  });

  it('serves query functions too', async () => {
    island({ '/api/settings': { from: 'page' } });
    const seen = network();

    const queryFn = getQueryFn({ on401: 'throw' });
    const answer = await queryFn({
      queryKey: ['/api/settings'],
      signal: new AbortController().signal,
      meta: undefined,
      client: undefined as never,
    } as never);
    expect(answer).toEqual({ from: 'page' });
    expect(seen).toEqual([]);
  });

  it('never answers a request that carries a salon or friends-and-family access', async () => {
    island({ '/api/products/7': { from: 'page' } });
    const seen = network();
    setAccessSource(() => 'ff:some-key');

    expect(await getJson('/api/products/7', read)).toEqual({ from: 'network' });
    expect(seen).toEqual(['/api/products/7']);
  });

  it('never answers a request on a bearer path, or anything but a GET', async () => {
    island({ '/api/hairdressers/abc': { from: 'page' }, '/api/contact': { from: 'page' } });
    const seen = network();
    server.use(http.post('*/api/contact', () => HttpResponse.json({ from: 'network' })));

    expect(await getJson('/api/hairdressers/abc', read)).toEqual({ from: 'network' });
    const posted = await apiRequest('POST', '/api/contact', { message: 'hi' });
    expect(await posted.json()).toEqual({ from: 'network' });
    expect(seen).toEqual(['/api/hairdressers/abc']);
  });

  it('drops answers nobody asked for within a minute of the page load', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    island({ '/api/settings': { from: 'page' }, '/api/offers': { from: 'page' } });
    const seen = network();

    expect(await getJson('/api/settings', read)).toEqual({ from: 'page' });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await getJson('/api/offers', read)).toEqual({ from: 'network' });
    expect(seen).toEqual(['/api/offers']);
  });

  it('ignores a damaged island and asks the network', async () => {
    island({}, '{"answers": {"/api/settings": ');
    const seen = network();

    expect(await getJson('/api/settings', read)).toEqual({ from: 'network' });
    expect(seen).toEqual(['/api/settings']);
  });

  it('reads back exactly what the server wrote, however hostile the text', async () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    island({ '/api/products/7': { name } });

    expect(await getJson('/api/products/7', read)).toEqual({ name });
  });
});

describe('a page the server rendered', () => {
  // One good query, and two an island could carry if damaged: a key that is no list, no data.
  const queries = [
    { key: ['products', 'detail', 7], data: { id: 7 }, updatedAt: 1_700_000_000_000 },
    { key: 'not a key', data: { id: 8 }, updatedAt: 1 },
    { key: ['offers'], updatedAt: 1 },
  ] as RenderedQuery[];

  it('hands the app the queries its markup shows and the render’s clock, once', () => {
    island({}, pageDataJson({ answers: {}, queries, renderedAt: 1_700_000_000_500 }));

    expect(takeRenderedPage()).toEqual({
      queries: [queries[0]],
      renderedAt: 1_700_000_000_500,
    });
    expect(takeRenderedPage()).toBeUndefined();
    expect(takePageAnswer('/api/settings')).toBeUndefined();
  });

  it('is no rendered page without the render’s clock', () => {
    island({}, pageDataJson({ answers: {}, queries }));

    expect(takeRenderedPage()).toBeUndefined();
  });

  it('answers every request from the server’s source while it renders, never the network', async () => {
    const seen = network();
    const asked: string[] = [];
    answerFromServer(async (method, path) => {
      asked.push(`${method} ${path}`);
      return path === '/api/offers'
        ? Response.json({ from: 'server' })
        : new Response(null, { status: 503 });
    });
    try {
      expect(await getJson('/api/offers', read)).toEqual({ from: 'server' });
      await expect(getJson('/api/settings', read)).rejects.toBeInstanceOf(ApiError);
      expect(asked).toEqual(['GET /api/offers', 'GET /api/settings']);
      expect(seen).toEqual([]);
    } finally {
      answerFromServer(undefined);
    }
  });
});
