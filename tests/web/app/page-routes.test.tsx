// The server answers 200 only at the pages src/domain/page-routes.ts lists; the app renders the
// route table. The two must agree, or a new page would be a 404 to crawlers and a listed address
// without a page a soft 404.
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_PATTERNS } from '@/domain/page-routes';
import { createRoutes } from '@/web/app/routes';
import { renderApp } from '../render-app';

/** The full pattern of every route that shows a page (the leaves of the table). */
function pagePatterns(routes: RouteObject[], parent = '/'): string[] {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    if (route.children) return pagePatterns(route.children, path);
    return [path];
  });
}

describe('the route table and the server’s list of pages', () => {
  const table = pagePatterns(createRoutes());

  it('has the not-found page as its only wildcard', () => {
    expect(table.filter((pattern) => pattern.includes('*'))).toEqual(['/*']);
  });

  it('lists every page of the table for the server', () => {
    const unlisted = table.filter((pattern) => !PAGE_PATTERNS.includes(pattern));
    expect(unlisted).toEqual(['/*']);
  });

  it('lists for the server only pages the table has', () => {
    const pageless = PAGE_PATTERNS.filter((pattern) => !table.includes(pattern));
    expect(pageless).toEqual([]);
  });
});

describe('addresses the server answers with 404', () => {
  it.each(['/recommendation/not-a-uuid', '/recommendation/12'])(
    '%s shows the not-found page',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Page not found · Tress'));
    },
  );
});
