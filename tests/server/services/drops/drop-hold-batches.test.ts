// Holds gathered into one statement per item (issue 33, services/drops/hold-batches.ts): units go
// to the batch's carts in the order they came and never past what is left; what a batch cannot
// settle (a cart's second add, a small hold behind a larger one that did not fit) goes alone;
// every refusal says why. PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminDrop } from '@/domain/drops';
import type { ShopperAccess } from '@/server/http/app-env';
import { AppError } from '@/server/http/errors';
import { createDrop } from '@/server/services/drops/admin';
import { DropEventHub, notifyDrop, type DropEvent } from '@/server/services/drops/events';
import { HoldBatches } from '@/server/services/drops/hold-batches';
import { rowsOf } from '@/server/services/drops/rows';
import { asAdmin } from '../../../support/audit-actor';
import { insertProduct } from '../../../support/catalog-fixtures';
import { liveDropInput } from '../../../support/drop-fixtures';
import { recordingLogger } from '../../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database';

const CLIENT: ShopperAccess = { tier: 'client', kind: 'client' };
let test: TestDatabase;
let product: number;

beforeAll(async () => {
  test = await createTestDatabase();
  product = await insertProduct(test.database.db, { slug: 'batch-wig', stock: 100 });
});
afterAll(() => test.close());

let drops = 0;
async function dropItem(
  units: number,
  perOrderLimit: number,
  audience: 'public' | 'salons' = 'public',
) {
  drops += 1;
  const input = liveDropInput(product, {
    units,
    perOrderLimit,
    audience,
    title: `Batch drop ${drops}`,
  });
  const drop: AdminDrop = await asAdmin(() =>
    createDrop(test.database.db, recordingLogger().logger, input),
  );
  return drop.items[0]!.id;
}

/** A hold's outcome: its status, and what the answer or the refusal said. */
type Outcome = {
  status: number;
  unitsLeft?: number;
  quantity?: number;
  code?: string;
  available?: number;
};

async function holdAll(
  batches: HoldBatches,
  itemId: number,
  asks: { cart: string; quantity: number }[],
): Promise<Outcome[]> {
  return Promise.all(
    asks.map(({ cart, quantity }) =>
      batches.take({ itemId, quantity, cartId: `batch-cart-${cart}` }, CLIENT, 10).then(
        ({ created, answer }): Outcome => ({
          status: created ? 201 : 200,
          unitsLeft: answer.unitsLeft,
          quantity: answer.hold.quantity,
        }),
        (error: unknown): Outcome => {
          if (!(error instanceof AppError)) throw error;
          return { status: error.status, code: error.code, available: error.extra?.available };
        },
      ),
    ),
  );
}

async function unitsOf(itemId: number) {
  const [row] = rowsOf<{ left: number; held: number }>(
    await test.database.db.execute(sql`
      select (select units_left from drop_items where id = ${itemId}) as left,
             (select coalesce(sum(quantity), 0)::int from drop_holds
              where item_id = ${itemId} and released_at is null) as held`),
  );
  return { left: Number(row?.left), held: Number(row?.held) };
}

describe('holds gathered into batches', () => {
  it('gives units in the order the holds came, and never more than are left', async () => {
    const itemId = await dropItem(5, 1);
    const hub = new DropEventHub(test.database, recordingLogger().logger);
    const heard: DropEvent[] = [];
    let stop = () => {};
    const ended = new Promise<void>((resolve) => (stop = resolve));
    const unsubscribe = await hub.subscribe((event) => {
      if (event.type === 'drop' && event.dropId === 'end-of-batch-test') stop();
      else if (event.type === 'units' && event.itemId === itemId) heard.push(event);
    });
    const answers = await holdAll(
      new HoldBatches(test.database.db),
      itemId,
      Array.from({ length: 8 }, (_, n) => ({ cart: `order-${n}`, quantity: 1 })),
    );
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    // Each hold tells the count it left, as if they had come one by one.
    expect(answers.slice(0, 5).map((answer) => answer.unitsLeft)).toEqual([4, 3, 2, 1, 0]);
    for (const refused of answers.slice(5)) {
      expect(refused).toMatchObject({ status: 409, code: 'SOLD_OUT', available: 0 });
    }
    expect(await unitsOf(itemId)).toEqual({ left: 0, held: 5 });
    // One statement for the batch: the new count is announced once, not once per hold.
    await notifyDrop(test.database.db, {
      type: 'drop',
      dropId: 'end-of-batch-test',
      audience: 'public',
    });
    await ended;
    expect(heard.map((event) => event.type === 'units' && event.unitsLeft)).toEqual([0]);
    unsubscribe();
    await hub.close();
  });

  it('lets a smaller hold have the units a larger one before it could not use', async () => {
    const itemId = await dropItem(3, 3);
    const answers = await holdAll(new HoldBatches(test.database.db), itemId, [
      { cart: 'large-a', quantity: 2 },
      { cart: 'large-b', quantity: 2 },
      { cart: 'small-c', quantity: 1 },
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 409, 201]);
    expect(answers[1]).toMatchObject({ code: 'SOLD_OUT', available: 1 });
    expect(await unitsOf(itemId)).toEqual({ left: 0, held: 3 });
  });

  it('grows a cart’s hold when it adds the item twice in one batch, within its limit', async () => {
    const itemId = await dropItem(10, 2);
    const answers = await holdAll(new HoldBatches(test.database.db), itemId, [
      { cart: 'twice', quantity: 1 },
      { cart: 'twice', quantity: 1 },
      { cart: 'twice', quantity: 1 },
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 200, 409]);
    expect(answers[1]).toMatchObject({ quantity: 2, unitsLeft: 8 });
    expect(answers[2]).toMatchObject({ code: 'LIMIT_REACHED' });
    expect(await unitsOf(itemId)).toEqual({ left: 8, held: 2 });
  });

  it('refuses a batch’s holds with the reason of each, and takes nothing for them', async () => {
    const batches = new HoldBatches(test.database.db);
    const salonsOnly = await dropItem(5, 1, 'salons');
    expect(await holdAll(batches, salonsOnly, [{ cart: 'no-salon', quantity: 1 }])).toEqual([
      { status: 403, code: 'SALONS_ONLY', available: undefined },
    ]);
    const limited = await dropItem(5, 1);
    const answers = await holdAll(batches, limited, [
      { cart: 'over-limit', quantity: 2 },
      { cart: 'within', quantity: 1 },
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([409, 201]);
    expect(answers[0]).toMatchObject({ code: 'LIMIT_REACHED' });
    expect(await holdAll(batches, 999_999, [{ cart: 'nowhere', quantity: 1 }])).toEqual([
      { status: 404, code: 'NOT_FOUND', available: undefined },
    ]);
    expect(await unitsOf(salonsOnly)).toEqual({ left: 5, held: 0 });
    expect(await unitsOf(limited)).toEqual({ left: 4, held: 1 });
  });
});
