import { lazy, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isAppPath } from '@/domain/page-routes';

const NotFoundPage = lazy(() =>
  import('@/web/features/not-found/pages/not-found-page').then((module) => ({
    default: module.NotFoundPage,
  })),
);

/**
 * Its page only at an address of the shop's page list (src/domain/page-routes.ts), the not-found
 * page elsewhere — where the server answers 404. For routes whose parameter the router cannot
 * check and the page does not (/recommendation/<not a uuid>).
 */
export function ListedPage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return isAppPath(pathname) ? children : <NotFoundPage />;
}
