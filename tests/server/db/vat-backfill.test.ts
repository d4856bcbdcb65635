import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { vatOf } from '@/domain/vat';
import { migrate, migrationsFolder } from '@/server/db/migrate';
import { orders } from '@/server/db/schema';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// Migration 0014 (issue 17) gives orders placed before it the VAT their total included: all prices
// were VAT-inclusive at 21 %, so it is the VAT of the total by the domain's own rule.
const VAT_MIGRATION = '0014_order_vat_shipping_mail';
const opened: TestDatabase[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(opened.map((test) => test.close()));
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** The migrations folder as it was before the VAT migration. */
async function migrationsBeforeVat(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'tress-migrations-'));
  folders.push(folder);
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === VAT_MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migration 0014: VAT of earlier orders', () => {
  it('records the VAT an earlier order’s total included, as the domain rule works it out', async () => {
    const test = await createTestDatabase({ migrated: false });
    opened.push(test);
    const { database } = test;
    await migrate(database, await migrationsBeforeVat());
    const totals = [17050, 20390, 695, 1, 0];
    for (const [index, total] of totals.entries()) {
      await database.db.execute(sql`
        insert into orders (number, status, tier, access_kind, customer_name, customer_email,
          delivery, delivery_place, payment_method, subtotal, shipping, total, idempotency_key,
          request_hash)
        values (${`TR-90000${index}`}, 'paid', 'client', 'client', 'Anouk', 'a@example.com',
          ${JSON.stringify({ method: 'locker', lockerId: 'x' })}::jsonb, 'Locker', 'card',
          ${total}, 0, ${total}, ${`backfill-${index}`}, 'hash')`);
    }

    await migrate(database);

    const rows = await database.db
      .select({
        total: orders.total,
        vatAmount: orders.vatAmount,
        vatBreakdown: orders.vatBreakdown,
      })
      .from(orders)
      .orderBy(orders.number);
    expect(rows).toEqual(
      totals.map((total) => {
        const vat = vatOf(total, 21);
        return {
          total,
          vatAmount: vat,
          vatBreakdown: total === 0 ? [] : [{ rate: 21, net: total - vat, vat }],
        };
      }),
    );
  });
});
