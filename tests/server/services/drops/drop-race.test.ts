// Never oversold (product.md §10): 500 carts race for 100 units of one drop item through two
// server processes on one PostgreSQL, half on each — exactly 100 units held, 400 clean 409s, no
// 5xx, 0 left on both instances; and a listener on one instance hears the count another instance
// changed (LISTEN/NOTIFY). Only PostgreSQL can show this: PGlite runs one statement at a time in
// one process, so on the pglite project there is nothing to prove and the test is skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminDrop, WeeklyDropAnswer } from '@/domain/drops';
import { createDrop } from '@/server/services/drops/admin';
import { rowsOf } from '@/server/services/drops/rows';
import { insertProduct } from '../../../support/catalog-fixtures';
import { recordingLogger } from '../../../support/server-app';
import { startServerProcess, type ServerProcess } from '../../../support/server-process';
import { readSse, type SseReader } from '../../../support/sse-reader';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database';
import { asAdmin } from '../../../support/audit-actor';

const UNITS = 100;
const CARTS = 500;
const onPostgres = process.env.TEST_DB === 'postgres';

let test: TestDatabase;
let servers: ServerProcess[] = [];
let drop: AdminDrop;
const readers: SseReader[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  test = await createTestDatabase();
  const logger = recordingLogger().logger;
  // Products in the database also keep the servers from seeding the demo shop into it.
  const wig = await insertProduct(test.database.db, { slug: 'race-wig', stock: UNITS });
  const comb = await insertProduct(test.database.db, { slug: 'race-comb', stock: 10 });
  drop = await asAdmin(() =>
    createDrop(test.database.db, logger, {
      title: 'Race drop',
      audience: 'public',
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      items: [
        {
          productId: wig,
          variant: null,
          dropPrice: 9900,
          dropBusinessPrice: null,
          units: UNITS,
          perOrderLimit: 1,
        },
        {
          productId: comb,
          variant: null,
          dropPrice: 500,
          dropBusinessPrice: null,
          units: 2,
          perOrderLimit: 2,
        },
      ],
    }),
  );
  if (test.database.driver !== 'postgres') throw new Error('expected PostgreSQL');
  // One proxy hop: each cart names its own address, as behind a load balancer.
  const env = { DATABASE_URL: test.database.databaseUrl, TRUST_PROXY: '1' };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(readers.map((reader) => reader.close()));
  await Promise.all(servers.map((server) => server.stop()));
  await test?.close();
});

async function listenOn(server: ServerProcess): Promise<SseReader> {
  const reader = readSse(await fetch(`${server.baseUrl}/api/weekly-drop/events?audience=public`));
  readers.push(reader);
  await reader.next((event) => event.event === 'ready');
  return reader;
}

function hold(server: ServerProcess, itemId: number, quantity: number, n: number) {
  return fetch(`${server.baseUrl}/api/weekly-drop/holds`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `10.${Math.floor(n / 250) + 1}.${n % 250}.7`,
    },
    body: JSON.stringify({ itemId, quantity, cartId: `race-cart-${String(n).padStart(10, '0')}` }),
  });
}

const unitsEvent =
  (itemId: number, unitsLeft: number) => (event: { event: string; data: unknown }) =>
    event.event === 'units' &&
    (event.data as { itemId: number }).itemId === itemId &&
    (event.data as { unitsLeft: number }).unitsLeft === unitsLeft;

describe('drop holds under a rush, on two servers', () => {
  it.runIf(onPostgres)(
    'holds exactly the 100 units for 500 racing carts, half on each server, and tells both',
    async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const item = drop.items[0]!;
      const listenerOnA = await listenOn(a);
      const answers = await Promise.all(
        Array.from({ length: CARTS }, async (_, n) => {
          const response = await hold(n % 2 === 0 ? a : b, item.id, 1, n);
          return { status: response.status, body: (await response.json()) as { code?: string } };
        }),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 201)).toHaveLength(UNITS);
      expect(statuses.filter((status) => status === 409)).toHaveLength(CARTS - UNITS);
      for (const answer of answers.filter(({ status }) => status === 409)) {
        expect(answer.body).toMatchObject({ code: 'SOLD_OUT', available: 0 });
      }
      const [held] = rowsOf<{ units: number }>(
        await test.database.db.execute(
          sql`select coalesce(sum(quantity), 0)::int as units from drop_holds where item_id = ${item.id} and released_at is null`,
        ),
      );
      expect(Number(held?.units)).toBe(UNITS);
      for (const server of [a, b]) {
        const answer = (await (
          await fetch(`${server.baseUrl}/api/weekly-drop`)
        ).json()) as WeeklyDropAnswer;
        expect(answer.drop?.items.find((candidate) => candidate.id === item.id)?.unitsLeft).toBe(0);
      }
      await listenerOnA.next(unitsEvent(item.id, 0));
    },
    120_000,
  );

  it.runIf(onPostgres)(
    'a listener on one server hears the last unit go on the other',
    async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const comb = drop.items[1]!;
      const listenerOnA = await listenOn(a);
      expect((await hold(b, comb.id, 2, 9_999)).status).toBe(201);
      await listenerOnA.next(unitsEvent(comb.id, 0));
    },
    60_000,
  );
});
