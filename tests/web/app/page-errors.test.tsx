import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderRoutes, routesWith } from '../render-app';

function BrokenPage(): never {
  throw new Error('The page could not render');
}

// What Chromium says when a tab opened before a deploy asks for a chunk that is gone.
const StalePage = lazy(() =>
  Promise.reject(
    new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/stale-page-0ld.js',
    ),
  ),
);

let consoleError: MockInstance;
beforeEach(() => {
  // React reports every caught error on the console; these are expected.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const probes = routesWith([
  { path: 'broken', element: <BrokenPage /> },
  { path: 'stale', element: <StalePage /> },
]);

async function expectErrorPage(title: string) {
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  expect(screen.getByRole('main')).toContainElement(heading);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(`${title} · Tress`));
}

describe('page errors', () => {
  it('a page that fails shows the error page inside the layout', async () => {
    renderRoutes(probes, '/broken');
    await expectErrorPage('Something went wrong');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('navigating away from the error page shows the next page', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(probes, '/broken');
    await expectErrorPage('Something went wrong');
    await user.click(
      within(screen.getByRole('main')).getByRole('link', { name: 'Back to the home page' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Hair, done beautifully.' });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('a page whose code cannot be downloaded offers a reload', async () => {
    renderRoutes(probes, '/stale');
    await expectErrorPage('This page could not be loaded');
    expect(screen.getByRole('main')).toHaveTextContent(/Reloading fetches the latest version/);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('an error in the layout itself still shows a page, never a blank screen', async () => {
    renderRoutes([{ path: '/', element: <BrokenPage /> }], '/');
    await expectErrorPage('Something went wrong');
    expect(screen.getByRole('link', { name: 'Tress, home' })).toHaveAttribute('href', '/');
  });
});
