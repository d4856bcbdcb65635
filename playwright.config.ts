import { defineConfig, devices } from '@playwright/test';
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  E2E_FRIENDS_FAMILY_KEY,
} from './tests/e2e/e2e-settings';

const port = Number(process.env.E2E_PORT ?? 4310);

// Browser tests run against the built server (dist/) on a fresh temporary database, in Debian's
// Chromium: test tools cannot download browsers on this machine.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Waits end when the thing itself shows (Playwright's expect and actions retry until then);
  // these only bound how long a broken page takes to fail, so a busy machine is never a failure
  // (issue 29). No spec names a shorter one of its own.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '.test-results/playwright.json' },
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (actions, network, console) and a screenshot; Playwright also
    // writes the page's accessibility tree beside them. DOM snapshots and the screencast in every
    // trace cost a quarter of the suite's time, paid by every passing test (issue 29).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      // Phone flows run in the phone project only.
      testIgnore: /.*\.phone\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /.*\.phone\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node tests/support/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      FRIENDS_FAMILY_KEY: E2E_FRIENDS_FAMILY_KEY,
      // The browser tests pay with the built-in test cards.
      PAYMENTS: 'test',
      // The admin spec signs in as this first admin.
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // Every browser test comes from 127.0.0.1: the suite checks links far more often a minute
      // than one shopper's address may (5).
      ACCESS_CHECK_RATE_LIMIT_PER_MINUTE: '100',
      // Likewise the admins' sign-ins (10 a minute per address by default).
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100',
      // And payments: every journey starts one, pays at the test bank or on the card form.
      PAYMENT_RATE_LIMIT_PER_MINUTE: '100',
      // A payment left open at the test bank is confirmed after 8 s rather than 20: still time
      // for the journey to see the confirmation page wait, even on a busy machine.
      TEST_BANK_SETTLE_SECONDS: '8',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
