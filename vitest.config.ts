import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { messageCatalogues } from './scripts/vite-messages.mjs';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** The API server's suite on one database driver. */
function serverProject(name: string, driver: 'pglite' | 'postgres') {
  return {
    resolve: { alias },
    test: {
      name,
      environment: 'node',
      include: ['tests/server/**/*.test.ts'],
      globalSetup: ['tests/support/db-global-setup.ts'],
      // Accounts hash their passwords at a test cost (auth/passwords.ts): several hundred hashes a
      // run cost about a minute of CPU at the shop's own (issue 29). passwords.test checks both;
      // TRESS_TEST_PASSWORD_COST=shop runs the suite at the shop's cost.
      env: {
        TEST_DB: driver,
        TRESS_TEST_PASSWORD_COST: process.env.TRESS_TEST_PASSWORD_COST ?? 'low',
      },
      // One module graph per worker, not per file: each file still gets its own database and
      // app (createApp), and nothing here mocks a module; the server's imports cost about half
      // of the suite's time when repeated for every file.
      isolate: false,
      // supabase-js (the real client, in auth tests) needs a WebSocket global under Node 20.
      execArgv: ['--experimental-websocket'],
      // Bounds on a broken test only: each waits for its answers, and a busy machine answers
      // slowly (issue 29).
      testTimeout: 120_000,
      hookTimeout: 120_000,
    },
  };
}

// Three suites: pure domain rules, the web app under jsdom, and the API server on PGlite.
// With TEST_DATABASE_URL set, the server suite runs a second time on PostgreSQL.
const serverProjects = [serverProject('server', 'pglite')];
if (process.env.TEST_DATABASE_URL)
  serverProjects.push(serverProject('server-postgres', 'postgres'));

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the CPUs: one on a two-core CI machine,
    // which then runs every file in turn while the second core mostly waits. Three keep both
    // busy while one waits on its database (458 s against 500 s with two, here).
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'domain',
          environment: 'node',
          include: ['tests/domain/**/*.test.ts'],
          // Property tests run many inputs: on a busy machine they take longer, never fail for it.
          testTimeout: 60_000,
        },
      },
      // The project's own tooling: the lint rules that keep its shape.
      { test: { name: 'tooling', environment: 'node', include: ['tests/tooling/**/*.test.ts'] } },
      {
        plugins: [messageCatalogues(), react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/web-setup.ts'],
          // One jsdom window and one package cache per worker, fresh app modules per file
          // (web-setup.ts resets them): half the suite's time went to loading jsdom, React and
          // MSW again for each file (issue 29).
          isolate: false,
          // Above the page waits' own limit (web-setup.ts): a test stops on what it waited for.
          testTimeout: 120_000,
        },
      },
      ...serverProjects,
    ],
  },
});
