import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

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

afterAll(() => {
  server.close();
});
