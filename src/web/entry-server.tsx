// The server's rendering of a public page's first screen (issue 18), built separately by Vite
// (scripts/build.mjs → dist/ssr/entry-server.js) and loaded by the API server (http/page-render.ts).
// The same routes, providers and pages as main.tsx, for a first visit: no stored cart, no salon
// session, the page's data read in-process from the API as a public visitor. This markup is what
// the page paints before any JavaScript has run; the browser's app then takes it over (main.tsx
// hydrates it) from the same queries, and renders afresh what differs for a returning shopper.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Query, QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ReadPublicAnswer, RenderedMarkup } from '@/domain/page-data';
import { linkAccessFrom } from '@/domain/salon-session';
import { settingsQuery } from '@/web/features/cart/api/get-settings';
import { needsBearer } from '@/web/lib/api-client';
import { answerFromServer } from '@/web/lib/page-data';
import { createQueryClient } from '@/web/lib/query-client';
import { DocumentTitleSink } from '@/web/lib/use-document-title';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/app-routes';
import { basenameOf, splitLanguage } from './i18n/languages';
import { createRoutes } from './app/routes';

// Every page's head (issue 32): title, description, preview card and structured data, which the
// server asks for beside the markup, for rendered pages and pages left to the app alike.
export { pageHead } from './seo/page-head';

/** Rounds of rendering: each may reveal queries that wait for the answers of the one before. */
const MAX_ROUNDS = 3;

// One table for the process: its pages' code, once loaded, renders at once in every request.
const routes = createRoutes();

// The request a render belongs to: renders of several requests interleave at every await.
const current = new AsyncLocalStorage<ReadPublicAnswer>();

answerFromServer(async (method, path) => {
  const read = current.getStore();
  // Only a public visitor's GET: never a write, never anything that takes the admin's bearer.
  const value =
    read && method === 'GET' && !needsBearer(path) && path.startsWith('/api/')
      ? await read(path)
      : undefined;
  if (value === undefined) return new Response(null, { status: 503 });
  return Response.json(value);
});

interface PageProps {
  url: URL;
  queryClient: QueryClient;
  renderedAt: number;
  /** Where the page's useDocumentTitle writes its title. */
  onTitle: (title: string) => void;
}

function Page({ url, queryClient, renderedAt, onTitle }: PageProps) {
  const { language } = splitLanguage(url.pathname);
  return (
    <DocumentTitleSink value={onTitle}>
      <AppProviders
        queryClient={queryClient}
        language={language}
        search={url.search}
        markupClock={renderedAt}
      >
        <StaticRouter
          basename={basenameOf(language) || undefined}
          location={url.pathname + url.search}
        >
          <AppRoutes routes={routes} />
        </StaticRouter>
      </AppProviders>
    </DocumentTitleSink>
  );
}

/** Whether the page's app would fetch this query (its `enabled`, as the observer left it). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

async function renderOnce(page: PageProps): Promise<string> {
  // One piece of markup: no boundary is held back for a script to reveal (the CSP allows none).
  const { prelude } = await prerenderToNodeStream(<Page {...page} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * Renders the page at `url`. Each round renders the page, then reads the answers of the queries
 * it asked for and has no data for; a query whose answer cannot be read is dropped, so the markup
 * shows it loading, as the browser's app does until its own request answers.
 */
export async function renderPage(url: URL, read: ReadPublicAnswer): Promise<RenderedMarkup> {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const cache = queryClient.getQueryCache();
  const tried = new Set<string>();
  // The shop's settings are in every page's footer (its company details), which the app itself
  // only asks for once a shopper scrolls near it: the markup has them from the start.
  await current.run(read, () => queryClient.prefetchQuery(settingsQuery));
  // A visit through a salon or friends-and-family link asks as that shopper from its first render
  // (shopper-state.ts): its queries are the business ones, which a public read must not fill. They
  // stay loading, as they are in the app until its own requests, with the link, answer.
  const pageRead: ReadPublicAnswer =
    linkAccessFrom(url.searchParams).kind === 'none' ? read : async () => undefined;
  if (queryClient.getQueryState(settingsQuery.queryKey)?.status === 'error')
    queryClient.removeQueries({ queryKey: settingsQuery.queryKey });
  let title: string | undefined;
  const onTitle = (text: string) => {
    title = text;
  };
  const page: PageProps = { url, queryClient, renderedAt: Date.now(), onTitle };
  let html = await renderOnce(page);
  for (let round = 1; round < MAX_ROUNDS; round += 1) {
    const waiting = cache
      .getAll()
      .filter(
        (query) =>
          query.state.data === undefined && !tried.has(query.queryHash) && isEnabled(query),
      );
    if (waiting.length === 0) break;
    waiting.forEach((query) => tried.add(query.queryHash));
    await current.run(pageRead, () =>
      Promise.all(waiting.map((query) => query.fetch().catch(() => cache.remove(query)))),
    );
    html = await renderOnce(page);
  }
  const queries = cache
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({
      key: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    }));
  // Nothing of the request stays behind (a query client keeps its queries for minutes).
  queryClient.clear();
  // The title the page set, the tab's own: the HTML's <title> (the head's words otherwise).
  return { html, queries, renderedAt: page.renderedAt, title };
}
