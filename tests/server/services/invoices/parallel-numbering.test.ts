// Issue 16: invoice numbers are gapless per year, with no duplicate, when two server processes
// issue 50 invoices at the same time on one PostgreSQL database. PGlite is one process with one
// connection that runs one transaction at a time, so it cannot race: the test runs on PostgreSQL.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderView } from '@/domain/orders';
import { invoiceCounters, invoices } from '@/server/db/schema';
import { orderInStatus } from '../../../support/admin-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../../support/admin-test-app';
import { insertOrderShop } from '../../../support/order-fixtures';
import { testDriver } from '../../../support/test-database';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const onPostgres = testDriver() === 'postgres';

let fixture: AdminTestApp;
const orders: OrderView[] = [];

beforeAll(async () => {
  fixture = await buildAdminTestApp({
    env: { TRUST_PROXY: 'true', ORDER_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  if (!onPostgres) return;
  const shop = await insertOrderShop(fixture.db);
  for (let index = 0; index < 50; index += 1) {
    orders.push(
      await orderInStatus(fixture.app, fixture.db, 'paid', [
        { productId: shop.shampoo, quantity: 1 + (index % 3) },
      ]),
    );
  }
}, 120_000);
afterAll(() => fixture.close());

/** One process invoicing `ids` all at once; resolves with the numbers it printed. */
async function issueInChildProcess(databaseUrl: string, ids: string[]): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'tests/support/issue-invoices.ts'],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, ORDER_IDS: ids.join(',') },
      timeout: 120_000,
    },
  );
  const { numbers, ms } = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    numbers: string[];
    ms: number;
  };
  console.info(`a process issued ${numbers.length} invoices in ${ms} ms`);
  return numbers;
}

describe('invoice numbers under parallel issue', () => {
  // PGlite serialises everything in one process: there is nothing to race (see the top).
  it.skipIf(!onPostgres)(
    'two processes issuing 25 invoices each get 1..50 of the year: no gap, no duplicate',
    async () => {
      const { database } = fixture;
      if (database.driver !== 'postgres') throw new Error('PostgreSQL only');
      const ids = orders.map((order) => order.id);
      const started = Date.now();
      const [first, second] = await Promise.all([
        issueInChildProcess(
          database.databaseUrl,
          ids.filter((_, index) => index % 2 === 0),
        ),
        issueInChildProcess(
          database.databaseUrl,
          ids.filter((_, index) => index % 2 === 1),
        ),
      ]);
      console.info(`two processes issued 50 invoices in ${Date.now() - started} ms`);
      expect(first).toHaveLength(25);
      expect(second).toHaveLength(25);

      const rows = await fixture.db.select().from(invoices);
      expect(rows).toHaveLength(50);
      const year = rows[0]?.year ?? 0;
      const seqs = rows.map((row) => row.seq).sort((a, b) => a - b);
      expect(seqs).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
      const expected = seqs.map((seq) => `${year}-${String(seq).padStart(6, '0')}`);
      expect([...first, ...second].sort()).toEqual(expected);
      expect(rows.map((row) => row.number).sort()).toEqual(expected);
      // Every order has exactly its one invoice.
      expect(new Set(rows.map((row) => row.orderId))).toEqual(new Set(ids));
      const [counter] = await fixture.db
        .select()
        .from(invoiceCounters)
        .where(eq(invoiceCounters.kind, 'invoice'));
      expect(counter?.last).toBe(50);
    },
    180_000,
  );
});
