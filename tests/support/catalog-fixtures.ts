// Small, purpose-built catalog rows for server tests, so assertions can name exact products.
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { products, productVariants, salons, settings as settingsTable } from '@/server/db/schema';
import { loadSealingSecret, salonKeyColumns } from '@/server/services/salons/keys';

export type ProductFixture = Partial<typeof products.$inferInsert> & {
  slug: string;
  variants?: Omit<typeof productVariants.$inferInsert, 'productId'>[];
};

let made = 0;

/** Inserts a product (human-hair/bundles, €10.00, 5 in stock unless told) and its variants. */
export async function insertProduct(db: Database, fixture: ProductFixture): Promise<number> {
  const { variants = [], ...fields } = fixture;
  made += 1;
  const [row] = await db
    .insert(products)
    .values({
      name: fixture.slug,
      family: 'human-hair',
      category: 'bundles',
      description: '',
      price: 1000,
      stock: 5,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, made)),
      ...fields,
    })
    .returning({ id: products.id });
  if (!row) throw new Error('no product inserted');
  if (variants.length > 0) {
    await db
      .insert(productVariants)
      .values(variants.map((variant, position) => ({ position, ...variant, productId: row.id })));
  }
  return row.id;
}

export async function insertSalon(
  db: Database,
  fixture: Partial<typeof salons.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(salons)
    .values({
      salonName: 'Test Salon',
      address: 'Teststraat 1, Utrecht, Netherlands',
      postcode: '3511 AA',
      city: 'Utrecht',
      country: 'NL',
      email: 'salon@test.example',
      phone: '+31 30 000 0000',
      status: 'approved',
      businessRegistration: '12345678',
      ...fixture,
    })
    .returning({ id: salons.id });
  if (!row) throw new Error('no salon inserted');
  return row.id;
}

/**
 * Gives a salon a new link key through the shop's own key code, as approval does, and returns
 * the X-Tress-Access value that proves it: `salon:<id>:<key>`.
 */
export async function salonAccessFor(db: Database, salonId: string): Promise<string> {
  const { key, columns } = salonKeyColumns(await loadSealingSecret(db), salonId);
  await db.update(salons).set(columns).where(eq(salons.id, salonId));
  return `salon:${salonId}:${key}`;
}

/** Writes a raw settings row, bypassing validation (to test what happens with bad rows). */
export async function storeRawSetting(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(settingsTable)
    .values({ key, value })
    .onConflictDoUpdate({ target: settingsTable.key, set: { value } });
}
