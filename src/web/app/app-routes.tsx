import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { ErrorBoundary } from './error-boundary';
import { StandaloneErrorPage } from './route-error-page';

/**
 * Renders a route table (routes.tsx) inside a <BrowserRouter useTransitions={false}> or, in
 * tests, a <MemoryRouter useTransitions={false}>. Errors in the layout itself end here, as a
 * self-contained page; errors in a page are caught closer, inside the layout (root-layout.tsx).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <ErrorBoundary
      resetKey={location.key}
      fallback={(error) => <StandaloneErrorPage error={error} />}
    >
      {element}
    </ErrorBoundary>
  );
}
