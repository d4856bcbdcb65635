import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// Issue 28: production tells browsers to use HTTPS only, for two years and every subdomain
// (HSTS); development and test never do, or a browser would pin http://localhost to https.
let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.close());

const HSTS = 'Strict-Transport-Security';
/** Answers of every kind: the API, an API error, the embedded auth, the web app's fallback. */
const PATHS = ['/api/health', '/api/no-such-thing', '/auth/v1/settings', '/catalog'];

async function hstsOf(nodeEnv: string): Promise<(string | null)[]> {
  const app = buildApp(
    test.database,
    testEnv({
      NODE_ENV: nodeEnv,
      // What production insists on before it starts.
      SITE_URL: 'https://tress.example',
      PAYMENTS: 'test',
    }),
  );
  return Promise.all(PATHS.map(async (path) => (await app.request(path)).headers.get(HSTS)));
}

describe('Strict-Transport-Security', () => {
  it('is sent on every answer in production: two years, subdomains included', async () => {
    expect(await hstsOf('production')).toEqual(
      PATHS.map(() => 'max-age=63072000; includeSubDomains'),
    );
  });

  it.each(['development', 'test'])('is never sent in %s', async (nodeEnv) => {
    expect(await hstsOf(nodeEnv)).toEqual(PATHS.map(() => null));
  });
});
