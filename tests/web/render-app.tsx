import { render } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type RouteObject,
  type To,
} from 'react-router';
import { AppProviders } from '@/web/app/app-providers';
import { AppRoutes } from '@/web/app/app-routes';
import { createRoutes } from '@/web/app/routes';
import { basenameOf, splitLanguage } from '@/web/i18n/languages';
import { createQueryClient } from '@/web/lib/query-client';
import { TEST_ADMIN } from '../support/msw-handlers';
import { getAuthClient } from '@/web/lib/auth-client';

/** What a test sees of the router: the current location, and navigation as a visitor would. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate: (to: To | number) => Promise<void>;
}

interface Handle {
  location: Location | null;
  navigate: NavigateFunction | null;
}

/** Sits inside the router and keeps the test's handle on its location and navigate up to date. */
function RouterHandle({ handle }: { handle: { current: Handle } }) {
  const location = useLocation();
  const navigate = useNavigate();
  const ref = useRef(handle);
  useLayoutEffect(() => {
    ref.current.current = { location, navigate };
  }, [location, navigate]);
  return null;
}

function testRouter(handle: { current: Handle }): TestRouter {
  return {
    state: {
      get location() {
        if (!handle.current.location) throw new Error('the router has not rendered yet');
        return handle.current.location;
      },
    },
    navigate: async (to) => {
      const navigate = handle.current.navigate;
      if (!navigate) throw new Error('the router has not rendered yet');
      // Like the data router's router.navigate the tests used before: not wrapped in act, so
      // what renders next is observed as a visitor would (tests await it with findBy/waitFor).
      if (typeof to === 'number') await navigate(to);
      else await navigate(to);
    },
  };
}

/**
 * The app's query client, retrying as often as the app does (query-client.test.ts holds those
 * rules) but at once: the app's 1 s before a retry only made every error-state test wait
 * (issue 29).
 */
function testQueryClient() {
  const queryClient = createQueryClient();
  const { queries, mutations } = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...queries, retryDelay: 0 },
    mutations: { ...mutations, retryDelay: 0 },
  });
  return queryClient;
}

/**
 * Renders a route table and the real providers at a URL, with the router set up as in main.tsx
 * (declarative mode, no transitions).
 */
export function renderRoutes(table: RouteObject[], url = '/') {
  const handle = { current: { location: null, navigate: null } as Handle };
  const queryClient = testQueryClient();
  // An address under /nl is the page in Dutch, as main.tsx sets it up.
  const { language } = splitLanguage(new URL(url, 'http://tress.test').pathname);
  const view = render(
    <AppProviders queryClient={queryClient} language={language}>
      <MemoryRouter
        initialEntries={[url]}
        basename={basenameOf(language) || undefined}
        useTransitions={false}
      >
        <RouterHandle handle={handle} />
        <AppRoutes routes={table} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router: testRouter(handle), queryClient };
}

/** The real route table with extra pages (test probes) inside the layout, before the others. */
export function routesWith(extra: RouteObject[]): RouteObject[] {
  const [root, ...rest] = createRoutes();
  if (!root) throw new Error('no root route');
  return [{ ...root, children: [...extra, ...(root.children ?? [])] } as RouteObject, ...rest];
}

/** Renders the real route table and providers at a URL, as the browser would. */
export function renderApp(url = '/') {
  return renderRoutes(createRoutes(), url);
}

/** Signs the test admin in through the real supabase-js client (answered by MSW). */
export async function signInAsAdmin() {
  const client = await getAuthClient();
  const { data, error } = await client.auth.signInWithPassword(TEST_ADMIN);
  if (error) throw error;
  return data.session;
}
