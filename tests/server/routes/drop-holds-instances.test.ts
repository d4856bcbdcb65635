// A drop's holds over two instances of the shop on one database (issue 33): each instance keeps
// the hold minutes in memory and counts the holds' rate limit in memory, so these prove that
// what one instance writes, the other sees — a settings change at its very next hold, an
// address's holds within the stated bound — and that racing holds over both never make or lose
// a unit. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL (there with two pools, as two
// processes would have).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminDrop, HoldAnswer } from '@/domain/drops';
import { createApp } from '@/server/app';
import { openDatabase, type ShopDatabase } from '@/server/db/client';
import { ChangeFeed } from '@/server/services/changes';
import { rowsOf } from '@/server/services/drops/rows';
import { HOLDS_PER_MINUTE } from '@/server/routes/weekly-drop';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';
import { api, type ApiClient, type ApiProblem } from '../../support/api-client';
import { insertProduct } from '../../support/catalog-fixtures';
import { liveDropInput } from '../../support/drop-fixtures';
import { recordingLogger, testEnv } from '../../support/server-app';

let fixture: AdminTestApp;
/** The second instance's own database connection (PostgreSQL) and change feed. */
let other: ShopDatabase | undefined;
let feedB: ChangeFeed;
let shopA: ReturnType<typeof createApp>;
let shopB: ReturnType<typeof createApp>;
let product: number;
/** Both instances' rate-limit windows on one fixed clock, so no window turns mid-test. */
const fixed = new Date();

beforeAll(async () => {
  fixture = await buildAdminTestApp({ env: { TRUST_PROXY: 'true' } });
  product = await insertProduct(fixture.db, { slug: 'two-instance-wig', stock: 500 });
  const database = fixture.database;
  other =
    database.driver === 'postgres'
      ? await openDatabase({ databaseUrl: database.databaseUrl, dataDir: '' })
      : undefined;
  const env = testEnv({ TRUST_PROXY: 'true' });
  const logger = recordingLogger().logger;
  shopA = createApp({ database, env, logger, now: () => fixed });
  feedB = new ChangeFeed(other ?? database, logger);
  shopB = createApp({ database: other ?? database, env, logger, now: () => fixed, changes: feedB });
  await feedB.start();
});

afterAll(async () => {
  await feedB?.close();
  await other?.close();
  await fixture.close();
});

let address = 0;
/** A shopper on `shop` from an address of its own, unless one is given. */
function shopper(shop: ReturnType<typeof createApp>, from?: string): ApiClient {
  address += 1;
  const forwardedFor = from ?? `10.${Math.floor(address / 250)}.${address % 250}.33`;
  return api(shop).as({ headers: { 'X-Forwarded-For': forwardedFor } });
}

let carts = 0;
const newCart = () => `instances-cart-${String((carts += 1)).padStart(8, '0')}`;

function hold(
  shop: ReturnType<typeof createApp>,
  itemId: number,
  quantity: number,
  cartId: string,
  from?: string,
) {
  return shopper(shop, from).post<HoldAnswer & ApiProblem>('/api/weekly-drop/holds', {
    itemId,
    quantity,
    cartId,
  });
}

async function createDrop(units: number, perOrderLimit: number): Promise<AdminDrop> {
  const input = liveDropInput(product, { units, perOrderLimit, title: 'Two-instance drop' });
  return (await fixture.admin.post<AdminDrop>('/api/admin/drops', input, { status: 201 })).body;
}

const minutesOf = (answer: HoldAnswer) =>
  (new Date(answer.hold.expiresAt).getTime() - new Date(answer.now).getTime()) / 60_000;

describe('two instances of the shop, one database', () => {
  it('sees a settings change made through one instance at the other’s next hold', async () => {
    const item = (await createDrop(10, 2)).items[0]!;
    const before = await hold(shopB, item.id, 1, newCart());
    expect(before.status).toBe(201);
    expect(minutesOf(before.body)).toBeCloseTo(10, 1);

    const heard = new Promise<void>((resolve) => {
      const stop = feedB.subscribe((change) => {
        if (change.kind === 'table' && change.table === 'settings') {
          stop();
          resolve();
        }
      });
    });
    const adminOnA = api(shopA, { token: fixture.token });
    await adminOnA.put('/api/config', { dropHoldMinutes: 25 }, { status: 200 });
    // The other instance's notice (LISTEN/NOTIFY): its memory has forgotten the old minutes.
    await heard;

    const after = await hold(shopB, item.id, 1, newCart());
    expect(after.status).toBe(201);
    expect(minutesOf(after.body)).toBeCloseTo(25, 1);
    // And the instance that made the change holds for as long.
    const onA = await hold(shopA, item.id, 1, newCart());
    expect(minutesOf(onA.body)).toBeCloseTo(25, 1);
    await adminOnA.put('/api/config', { dropHoldMinutes: 10 }, { status: 200 });
  });

  it('never makes or loses a unit when carts race over both instances', async () => {
    const units = 40;
    const item = (await createDrop(units, 3)).items[0]!;
    const cartIds = Array.from({ length: 50 }, newCart);
    // Every cart adds one or two units, most of them twice (the second add grows its hold), on
    // alternating instances, all at once.
    const requests = cartIds.flatMap((cartId, n) => {
      const quantity = (n % 2) + 1;
      const once = () => hold(n % 2 === 0 ? shopA : shopB, item.id, quantity, cartId);
      const twice = () => hold(n % 2 === 0 ? shopB : shopA, item.id, 1, cartId);
      return n % 5 === 0 ? [once] : [once, twice];
    });
    const answers = await Promise.all(requests.map((request) => request()));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => ![200, 201, 409].includes(status))).toEqual([]);
    for (const answer of answers) {
      if (answer.status === 409) {
        expect(['SOLD_OUT', 'LIMIT_REACHED']).toContain(answer.body.code);
      } else {
        expect(answer.body.unitsLeft).toBeGreaterThanOrEqual(0);
      }
    }
    const [counted] = rowsOf<{ held: number; left: number; most: number }>(
      await fixture.db.execute(sql`
        select (select coalesce(sum(quantity), 0)::int from drop_holds
                where item_id = ${item.id} and released_at is null) as held,
               (select units_left from drop_items where id = ${item.id}) as left,
               (select coalesce(max(quantity), 0)::int from drop_holds
                where item_id = ${item.id}) as most`),
    );
    expect(Number(counted?.held) + Number(counted?.left)).toBe(units);
    expect(Number(counted?.left)).toBeGreaterThanOrEqual(0);
    expect(Number(counted?.most)).toBeLessThanOrEqual(3);
    // Each cart has one hold on the item at most.
    const [carts] = rowsOf<{ holds: number; holders: number }>(
      await fixture.db.execute(sql`
        select count(*)::int as holds, count(distinct cart_id)::int as holders
        from drop_holds where item_id = ${item.id} and released_at is null`),
    );
    expect(Number(carts?.holds)).toBe(Number(carts?.holders));
  });

  it('limits an address’s holds over both instances, within twice the limit', async () => {
    const item = (await createDrop(10, 1)).items[0]!;
    const from = '198.51.100.44';
    const onA: number[] = [];
    for (let n = 0; n < HOLDS_PER_MINUTE.limit; n += 1) {
      onA.push((await hold(shopA, item.id, 5, newCart(), from)).status);
    }
    // Over the per-order limit, so nothing is held; each attempt counts all the same.
    expect(onA.every((status) => status === 409)).toBe(true);
    expect((await hold(shopA, item.id, 5, newCart(), from)).status).toBe(429);
    // The other instance learns the address's count at its next sync of the shared counts.
    const onB: number[] = [];
    await expect
      .poll(
        async () => {
          const { status } = await hold(shopB, item.id, 5, newCart(), from);
          onB.push(status);
          return status;
        },
        { timeout: 15_000, interval: 50 },
      )
      .toBe(429);
    const allowed = onA.length + onB.filter((status) => status !== 429).length;
    expect(allowed).toBeLessThanOrEqual(2 * HOLDS_PER_MINUTE.limit);
  });
});
