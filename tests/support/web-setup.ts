import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

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
