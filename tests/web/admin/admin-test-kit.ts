import { screen } from '@testing-library/react';
import { http, type HttpHandler } from 'msw';
import { server } from '../../support/msw-server';
import { renderApp, signInAsAdmin } from '../render-app';

/** Signs the test admin in (real supabase-js against MSW) and opens an admin URL. */
export async function openAsAdmin(url: string) {
  await signInAsAdmin();
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/** Every request the app makes for one method and path pattern, as the test saw it. */
export function recordRequests(method: 'get' | 'post' | 'put', path: string) {
  const seen: { url: URL; body: unknown; headers: Headers }[] = [];
  const handler: HttpHandler = http[method](path, async ({ request }) => {
    const text = method === 'get' ? '' : await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Multipart bodies stay text.
    }
    seen.push({ url: new URL(request.url), body, headers: request.headers });
    // Let the default handler answer: recording only.
    return undefined;
  });
  server.use(handler);
  return seen;
}
