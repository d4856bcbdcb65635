// The salon link in an approval mail (product.md §12) is built on SITE_URL only: a Host or
// X-Forwarded-Host the admin's request carried must not send a new salon somewhere else.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '@/server/db/schema';
import { insertApplication } from '../../../support/admin-fixtures';
import { issuerFor } from '@/server/auth/constants';
import { adminToken } from '../../../support/auth-tokens';
import { buildApp, testEnv } from '../../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.close());

async function approvedLink(env: Record<string, string>, email: string): Promise<URL> {
  const shopEnv = testEnv({ TRUST_PROXY: '1', ...env });
  const app = buildApp(test.database, shopEnv);
  const token = await adminToken(test.database.db, { issuer: issuerFor(shopEnv.SITE_URL) });
  const id = await insertApplication(test.database.db, { email });
  const response = await app.request(`http://attacker.example/api/hairdressers/${id}/approve`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Host: 'attacker.example',
      'X-Forwarded-Host': 'attacker.example',
      'X-Forwarded-Proto': 'http',
    },
    body: '{}',
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const [mail] = await test.database.db
    .select()
    .from(emails)
    .where(eq(emails.toAddress, email))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  const link = mail?.bodyText.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no salon link in the approval mail');
  return new URL(link);
}

describe('the approval mail', () => {
  it('links to the salon on SITE_URL, whatever host the request named', async () => {
    const link = await approvedLink({ SITE_URL: 'https://tress.example' }, 'site@salon.example');
    expect(link.origin).toBe('https://tress.example');
  });

  it('links to http://localhost:$PORT when SITE_URL is unset (outside production)', async () => {
    const link = await approvedLink({ PORT: '4000' }, 'default@salon.example');
    expect(link.origin).toBe('http://localhost:4000');
  });
});
