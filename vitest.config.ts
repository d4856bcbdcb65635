import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Three suites: pure domain rules, the web app under jsdom, and the API server on PGlite.
// With TEST_DATABASE_URL set, the server suite runs a second time on PostgreSQL.
const serverProjects = [
  {
    resolve: { alias },
    test: {
      name: 'server',
      environment: 'node',
      include: ['tests/server/**/*.test.ts'],
      globalSetup: ['tests/support/db-global-setup.ts'],
      env: { TEST_DB: 'pglite' },
      // supabase-js (the real client, in auth tests) needs a WebSocket global under Node 20.
      execArgv: ['--experimental-websocket'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  serverProjects.push({
    resolve: { alias },
    test: {
      name: 'server-postgres',
      environment: 'node',
      include: ['tests/server/**/*.test.ts'],
      globalSetup: ['tests/support/db-global-setup.ts'],
      env: { TEST_DB: 'postgres' },
      execArgv: ['--experimental-websocket'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the CPUs: one on a two-core CI machine,
    // which then runs every file in turn while the second core mostly waits. Two keep both busy.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: 'domain', environment: 'node', include: ['tests/domain/**/*.test.ts'] },
      },
      // The project's own tooling: the lint rules that keep its shape.
      { test: { name: 'tooling', environment: 'node', include: ['tests/tooling/**/*.test.ts'] } },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/web-setup.ts'],
        },
      },
      ...serverProjects,
    ],
  },
});
