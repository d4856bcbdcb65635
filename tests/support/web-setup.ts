import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// The web files share one jsdom window and one module cache per worker (vitest.config.ts:
// `isolate: false`), so react-dom, jsdom, msw and the other packages load once per worker, not
// once per file (issue 29: the suite took half the time). Each file still starts from fresh app
// and test-support modules - the app's module state (toasts, cart id, auth client, page data) is
// its own - and from a clean window: the setup file runs again before every file.
vi.resetModules();
// Imported after the reset, so this is the same MSW server the file's own imports get.
const { server } = await import('./msw-server');
window.history.replaceState(null, '', '/');
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

// findBy… and waitFor wait for the thing itself: the moment it shows, they return. How long they
// may wait is only how long a broken page takes to fail - generous, because on a busy machine a
// lazily loaded page's first render (its modules transformed on the way) can take seconds. No
// test names a shorter wait of its own (issue 29).
configure({ asyncUtilTimeout: 30_000 });

// jsdom does not implement scrolling; the app scrolls to the top on every navigation.
window.scrollTo = () => {};

beforeAll(() => {
  // A request nobody expected is a bug in the test or the app: fail loudly.
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Each test must earn its own title, not inherit the previous page's.
  document.title = '';
});

afterAll(async () => {
  server.close();
  // What a file patched on the shared window (spies on its prototypes, stubbed globals, fake
  // clocks) ends with the file.
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // The file's supabase-js client would otherwise keep its refresh timer and tab channel alive
  // beside the next file's.
  const { disposeAuthClient } = await import('@/web/lib/auth-client');
  await disposeAuthClient();
});
