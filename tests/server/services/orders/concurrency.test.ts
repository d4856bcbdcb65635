import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView, OutOfStockLine } from '@/domain/orders';
import { orders } from '@/server/db/schema';
import { insertProduct } from '../../../support/catalog-fixtures';
import { orderRequest, productStock } from '../../../support/order-fixtures';
import { startServerProcess, type ServerProcess } from '../../../support/server-process';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database';

// No overselling (conventions "Server"): 200 shoppers race for 50 units through two server
// processes sharing one database. Only PostgreSQL can show this: PGlite runs one statement at a
// time in one process, so on the pglite project this test has nothing to prove and is skipped.
const UNITS = 50;
const SHOPPERS = 200;

let test: TestDatabase;
let servers: ServerProcess[] = [];
let productId: number;

beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') return;
  test = await createTestDatabase();
  // A product in the database also keeps the servers from seeding the demo shop into it.
  productId = await insertProduct(test.database.db, {
    slug: 'last-fifty',
    price: 2500,
    stock: UNITS,
  });
  if (test.database.driver !== 'postgres') throw new Error('expected PostgreSQL');
  const env = { DATABASE_URL: test.database.databaseUrl, ORDER_RATE_LIMIT_PER_MINUTE: '100000' };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await test?.close();
});

describe('stock under concurrent orders', () => {
  it.runIf(process.env.TEST_DB === 'postgres')(
    'sells exactly the units in stock to 200 shoppers on two servers, and no more',
    async () => {
      const body = JSON.stringify(orderRequest({ items: [{ productId, quantity: 1 }] }));
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
      expect(statuses.filter((status) => status === 201)).toHaveLength(UNITS);
      expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - UNITS);
      for (const answer of answers.filter(({ status }) => status === 409)) {
        expect(answer.body).toMatchObject({
          code: 'OUT_OF_STOCK',
          lines: [{ productId, requested: 1, available: 0 }] satisfies Partial<OutOfStockLine>[],
        });
      }
      const numbers = answers
        .filter(({ status }) => status === 201)
        .map(({ body: order }) => (order as OrderView).number);
      expect(new Set(numbers).size).toBe(UNITS);

      const { db } = test.database;
      expect(await productStock(db, productId)).toBe(0);
      const [placed] = await db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.status, 'pending_payment'));
      expect(placed?.n).toBe(UNITS);
    },
    120_000,
  );
});
