import { onTestFinished } from 'vitest';
import { server } from '../../support/msw-server';

/** Every GET /api/products the app sends during one test, to check the params it asked with. */
export function recordProductRequests() {
  const lists: URL[] = [];
  const accessHeaders: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/products')) return;
    accessHeaders.push(request.headers.get('X-Tress-Access'));
    if (url.pathname === '/api/products') lists.push(url);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return {
    lists,
    accessHeaders,
    /** The params of the last list request, as a plain object. */
    lastParams: () => Object.fromEntries(lists.at(-1)?.searchParams ?? []),
  };
}
