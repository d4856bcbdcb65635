import { randomUUID } from 'node:crypto';
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, orders } from '@/server/db/schema';
import { insertProduct } from '../../../support/catalog-fixtures';
import { orderRequest } from '../../../support/order-fixtures';
import { startServerProcess, type ServerProcess } from '../../../support/server-process';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database';

// An offer code's uses are counted atomically in the order's transaction (issue 12): 50 shoppers
// race for a code with 10 uses left through two server processes sharing one PostgreSQL.
// PGlite runs one statement at a time in one process, so there this test has nothing to prove.
const USES_LEFT = 10;
const SHOPPERS = 50;

let test: TestDatabase;
let servers: ServerProcess[] = [];
let productId: number;

beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') return;
  test = await createTestDatabase();
  // A product in the database also keeps the servers from seeding the demo shop into it.
  productId = await insertProduct(test.database.db, { slug: 'plenty', price: 6000, stock: 1000 });
  await test.database.db.insert(offers).values({
    title: 'Ten left',
    kind: 'amount',
    value: 1000,
    targetType: 'order',
    code: 'TENLEFT',
    startsAt: new Date(Date.now() - 60_000),
    maxUses: 30,
    uses: 30 - USES_LEFT,
  });
  if (test.database.driver !== 'postgres') throw new Error('expected PostgreSQL');
  const env = { DATABASE_URL: test.database.databaseUrl, ORDER_RATE_LIMIT_PER_MINUTE: '100000' };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await test?.close();
});

describe('offer code limits under concurrent orders', () => {
  it.runIf(process.env.TEST_DB === 'postgres')(
    '50 parallel orders on a code with 10 uses left make exactly 10 orders with it',
    async () => {
      const body = JSON.stringify(
        orderRequest({ items: [{ productId, quantity: 1 }], offerCode: 'tenleft' }),
      );
      const answers = await Promise.all(
        Array.from({ length: SHOPPERS }, async (_, index) => {
          const server = servers[index % servers.length];
          const response = await fetch(`${server?.baseUrl}/api/orders`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
            body,
          });
          return { status: response.status, body: (await response.json()) as unknown };
        }),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 201)).toHaveLength(USES_LEFT);
      expect(statuses.filter((status) => status === 422)).toHaveLength(SHOPPERS - USES_LEFT);
      for (const answer of answers.filter(({ status }) => status === 422)) {
        expect(answer.body).toMatchObject({
          code: 'OFFER_CODE_INVALID',
          issues: [{ code: 'used-up' }],
        });
      }

      const { db } = test.database;
      const [offer] = await db.select().from(offers).where(eq(offers.code, 'TENLEFT'));
      expect(offer?.uses).toBe(30);
      const [withCode] = await db
        .select({ n: count() })
        .from(orders)
        .where(isNotNull(orders.offerCode));
      expect(withCode?.n).toBe(USES_LEFT);
    },
    120_000,
  );
});
