import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './app/app.css';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/app-routes';
import { loadCatalogues } from './i18n/catalogue';
import { basenameOf, splitLanguage } from './i18n/languages';
import { createRoutes, preloadRoute } from './app/routes';
import { takeRenderedPage } from './lib/page-data';
import { notePageClock } from './lib/server-clock';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const routes = createRoutes();
// The page's language is its address's (/nl/…), for the whole page load: the language switch is
// a link to the other address. The router works below that prefix, so every link stays in it.
const { language, path } = splitLanguage(window.location.pathname);
const queryClient = createQueryClient();

// Declarative mode: the data router's loaders and actions are unused here and cost ~16 kB gzip.
// Without transitions a navigation to a page whose code is not loaded yet shows the page spinner
// at once, instead of silently keeping the old page on screen.
const rendered = takeRenderedPage();
const app = (
  <StrictMode>
    <AppProviders
      queryClient={queryClient}
      language={language}
      markupClock={rendered?.renderedAt ?? null}
    >
      <BrowserRouter basename={basenameOf(language) || undefined} useTransitions={false}>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

/**
 * A returning shopper's state (a salon session, a cart the page shows) can differ from the first
 * visit the server rendered: React then renders that part afresh, which is expected, not a fault.
 */
function onRecoverableError(error: unknown) {
  console.info('The page was rendered afresh where it differs from the server’s markup.', error);
}

/**
 * The server's markup comes inert (server/http/page-shell.ts): nothing in it can be used before
 * the app has taken it over. Its first commit lifts that.
 */
function TakenOver({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => container.removeAttribute('inert'), [container]);
  return children;
}

// A page the server rendered (server/http/page-render.ts) shows its first screen already. The app
// starts from the queries that screen was rendered from and, once the page's own code is here
// (boot.js preloads it with the app), takes the markup over as it is (hydration): the elements
// on screen stay, nothing is painted twice.
if (container.hasChildNodes() && rendered) {
  for (const { key, data, updatedAt } of rendered.queries)
    queryClient.setQueryData(key, data, { updatedAt });
  // The drop answers in the cache noted no clock: the page's own does (with its age, when it
  // came from the page store).
  notePageClock(rendered.renderedAt);
  const takeOver = () =>
    hydrateRoot(container, <TakenOver container={container}>{app}</TakenOver>, {
      onRecoverableError,
    });
  // The page's code first, then the page's language of every catalogue that code defines.
  preloadRoute(routes, path)
    .then(() => loadCatalogues(language))
    .then(takeOver, takeOver);
} else {
  const render = () => createRoot(container).render(app);
  loadCatalogues(language).then(render, render);
}
