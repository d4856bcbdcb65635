// The catalog as an admin edits it (product.md §4, §14): every product, archived ones too, with
// wholesale prices and its texts in the shop's other languages (issue 30); create, update (variants
// replaced in one transaction), archive and restore. Callers clear the catalog answer cache after
// each write (routes/admin-products.ts).
import { and, count, desc, eq, ilike, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@/domain/api-problem';
import type { AdminProductListQuery, Paged } from '@/domain/admin';
import type { ProductInput } from '@/domain/product-input';
import { storedTranslations, type AdminProduct } from '@/domain/product-translations';
import type { Database } from '../../db/client';
import { containing } from '../../db/like-patterns';
import { products, productVariants } from '../../db/schema';
import { AppError } from '../../http/errors';
import { changedFields, recordAudit } from '../audit';
import { toProduct, variantsJson } from './variants';

export async function listAdminProducts(
  db: Database,
  query: AdminProductListQuery,
): Promise<Paged<AdminProduct>> {
  const filters: SQL[] = [];
  if (query.status !== 'all') filters.push(eq(products.active, query.status === 'active'));
  if (query.q) {
    const pattern = containing(query.q);
    const search = or(
      ilike(products.name, pattern),
      sql`${products.translations} -> 'nl' ->> 'name' ilike ${pattern}`,
      ilike(products.slug, pattern),
      sql`exists (select 1 from unnest(${products.tags}) as tag where tag ilike ${pattern})`,
    );
    if (search) filters.push(search);
  }
  const where = and(...filters);
  const { page, pageSize } = query;
  const rows = await db
    .select({ product: products, variants: variantsJson })
    .from(products)
    .where(where)
    // Recently edited first: what an admin just touched is what they look for next.
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ n: count() }).from(products).where(where);
  return {
    items: rows.map((row) => toAdminProduct(row.product, row.variants)),
    total: counted?.n ?? 0,
    page,
    pageSize,
  };
}

/** Any product, archived ones included, with its wholesale prices. */
export async function findAdminProduct(
  db: Database,
  id: number,
): Promise<AdminProduct | undefined> {
  const [row] = await db
    .select({ product: products, variants: variantsJson })
    .from(products)
    .where(eq(products.id, id));
  return row && toAdminProduct(row.product, row.variants);
}

/** The product as the admin edits it: English texts, business prices, and the translations. */
function toAdminProduct(
  row: typeof products.$inferSelect,
  variants: Parameters<typeof toProduct>[1],
): AdminProduct {
  return {
    ...toProduct(row, variants, 'business'),
    translations: storedTranslations(row.translations),
  };
}

export async function createProduct(db: Database, input: ProductInput): Promise<AdminProduct> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values(productColumns(input))
      // A taken slug is the admin's to fix, not a 500.
      .onConflictDoNothing({ target: products.slug })
      .returning({ id: products.id });
    if (!row) throw slugTaken(input.slug);
    if (input.variant_detail.length > 0) {
      await tx.insert(productVariants).values(
        input.variant_detail.map((variant, position) => ({
          productId: row.id,
          position,
          ...variantColumns(variant),
        })),
      );
    }
    await recordAudit(tx, {
      action: 'product.create',
      target: { type: 'product', id: row.id, label: input.name },
      changes: changedFields(null, auditedInput(input), { fields: AUDITED_FIELDS }),
    });
    return row.id;
  });
  return mustFind(db, id);
}

/**
 * Replaces every field and the variant list. A variant whose name stays keeps its row (and id),
 * so orders that reserved its units still point at it and an expiry or cancellation gives the
 * units back to the right row; variants no longer listed go, new ones are added.
 */
export async function updateProduct(
  db: Database,
  id: number,
  input: ProductInput,
): Promise<AdminProduct> {
  try {
    await replaceProduct(db, id, input);
  } catch (error) {
    // Two admins giving two products the same slug at once: the unique index decides.
    if (isUniqueViolation(error)) throw slugTaken(input.slug);
    throw error;
  }
  return mustFind(db, id);
}

function replaceProduct(db: Database, id: number, input: ProductInput): Promise<void> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, input.slug), sql`${products.id} <> ${id}`));
    if (taken) throw slugTaken(input.slug);
    const before = await auditedProduct(tx, id);
    const [updated] = await tx
      .update(products)
      .set({ ...productColumns(input), updatedAt: sql`now()` })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (!updated) throw notFound();

    const names = input.variant_detail.map((variant) => variant.name);
    await tx
      .delete(productVariants)
      .where(
        names.length === 0
          ? eq(productVariants.productId, id)
          : and(eq(productVariants.productId, id), notInArray(productVariants.name, names)),
      );
    for (const [position, variant] of input.variant_detail.entries()) {
      const values = { position, ...variantColumns(variant) };
      await tx
        .insert(productVariants)
        .values({ productId: id, ...values })
        .onConflictDoUpdate({
          target: [productVariants.productId, productVariants.name],
          set: values,
        });
    }
    await recordAudit(tx, {
      action: 'product.update',
      target: { type: 'product', id, label: input.name },
      changes: changedFields(before, auditedInput(input), { fields: AUDITED_FIELDS }),
    });
  });
}

/** Archived products leave the shop but stay for the orders that name them. */
export async function setProductActive(
  db: Database,
  id: number,
  active: boolean,
): Promise<AdminProduct> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: products.name, active: products.active })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!before) throw notFound();
    await tx
      .update(products)
      .set({ active, updatedAt: sql`now()` })
      .where(eq(products.id, id));
    await recordAudit(tx, {
      action: active ? 'product.restore' : 'product.archive',
      target: { type: 'product', id, label: before.name },
      changes: changedFields({ active: before.active }, { active }),
    });
  });
  return mustFind(db, id);
}

/** What the audit log compares of a product: its columns and its variants, as the form sets them. */
const AUDITED_FIELDS = [
  'slug',
  'name',
  'family',
  'category',
  'description',
  'translations',
  'images',
  'price',
  'businessPrice',
  'stock',
  'weightOz',
  'tags',
  'active',
  'boxEligible',
  'variants',
] as const;

function auditedInput(input: ProductInput): Record<string, unknown> {
  return {
    ...productColumns(input),
    variants: input.variant_detail.map((variant) => auditedVariant(variantColumns(variant))),
  };
}

/** A variant as compared: absent values as null, so a stored row and the form's match. */
function auditedVariant(variant: ReturnType<typeof variantColumns>) {
  return {
    name: variant.name,
    price: variant.price ?? null,
    businessPrice: variant.businessPrice ?? null,
    stock: variant.stock,
    colour: variant.colour ?? null,
  };
}

/** The product as it is stored, locked until the change commits; undefined when there is none. */
async function auditedProduct(
  tx: Database,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) return undefined;
  const variants = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(productVariants.position);
  return {
    ...row,
    // As the input's: the same texts are the same JSON, whatever order jsonb keeps its keys in.
    translations: storedTranslations(row.translations),
    variants: variants.map(auditedVariant),
  };
}

function productColumns(input: ProductInput) {
  return {
    slug: input.slug,
    name: input.name,
    family: input.family,
    category: input.category,
    description: input.description,
    translations: storedTranslations(input.translations),
    images: input.images,
    price: input.price,
    businessPrice: input.business_price,
    // A product with variants keeps its units on them; its own count would be a second truth.
    stock: input.variant_detail.length > 0 ? 0 : input.stock,
    weightOz: input.weight_oz,
    tags: input.tags,
    active: input.active,
    boxEligible: input.box_eligible,
  };
}

function variantColumns(variant: ProductInput['variant_detail'][number]) {
  return {
    name: variant.name,
    price: variant.price,
    businessPrice: variant.business_price,
    stock: variant.stock,
    colour: variant.colour,
  };
}

async function mustFind(db: Database, id: number): Promise<AdminProduct> {
  const product = await findAdminProduct(db, id);
  if (!product) throw notFound();
  return product;
}

/** Postgres's unique_violation, whether the driver's error arrives bare or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function notFound(): AppError {
  return new AppError(ERROR_CODES.enum.NOT_FOUND, 404, 'There is no such product.');
}

function slugTaken(slug: string): AppError {
  return new AppError(
    ERROR_CODES.enum.SLUG_TAKEN,
    409,
    `Another product already uses the address "${slug}".`,
    [{ path: ['slug'], message: 'Another product already uses this slug', code: 'custom' }],
  );
}
