import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/web/app/app-providers';
import { routes } from '@/web/app/routes';
import { createQueryClient } from '@/web/lib/query-client';
import { TEST_ADMIN } from '../support/msw-handlers';
import { getAuthClient } from '@/web/lib/auth-client';

/** Renders the real route table and providers at a URL, as the browser would. */
export function renderApp(url = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Signs the test admin in through the real supabase-js client (answered by MSW). */
export async function signInAsAdmin() {
  const client = await getAuthClient();
  const { data, error } = await client.auth.signInWithPassword(TEST_ADMIN);
  if (error) throw error;
  return data.session;
}
