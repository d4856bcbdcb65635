// The admin's offers (product.md §9, §14): list with uses so far, create, edit, end now.
// Codes are unique whatever their case (the database's upper(code) index decides under races).
// The admin stays English; an offer's answers carry its title and description in the shop's
// other languages as `translations` (issue 30), stored without empty texts and audited.
import { eq, sql } from 'drizzle-orm';
import { categoryName, FAMILIES, familyBySlug } from '@/domain/catalog';
import {
  storedOfferTranslations,
  type AdminOffer,
  type OfferInputParsed,
} from '@/domain/offer-input';
import type { Database } from '../../db/client';
import { offers, products } from '../../db/schema';
import { ERROR_CODES } from '@/domain/api-problem';
import { AppError, validationFailed } from '../../http/errors';
import { changedFields, recordAudit } from '../audit';
import type { OfferRow } from './offers';

export async function listAdminOffers(db: Database, now: Date): Promise<AdminOffer[]> {
  const rows = await db
    .select({ offer: offers, productName: products.name })
    .from(offers)
    .leftJoin(products, eq(products.id, offers.targetProductId))
    .orderBy(sql`${offers.startsAt} desc`, sql`${offers.id} desc`);
  return rows.map(({ offer, productName }) => toAdminOffer(offer, productName, now));
}

export async function createOffer(
  db: Database,
  input: OfferInputParsed,
  now: Date,
): Promise<AdminOffer> {
  const id = await guardCode(input.code, () =>
    db.transaction(async (tx) => {
      await mustFindProduct(tx, input);
      const [row] = await tx.insert(offers).values(offerColumns(input)).returning();
      if (!row) throw notFound();
      await recordAudit(tx, {
        action: 'offer.create',
        target: { type: 'offer', id: row.id, label: row.title },
        changes: changedFields(null, audited(row), { fields: AUDITED_FIELDS }),
      });
      return row.id;
    }),
  );
  return mustFind(db, id, now);
}

export async function updateOffer(
  db: Database,
  id: number,
  input: OfferInputParsed,
  now: Date,
): Promise<AdminOffer> {
  await guardCode(input.code, () =>
    db.transaction(async (tx) => {
      await mustFindProduct(tx, input);
      const [before] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx
        .update(offers)
        .set({ ...offerColumns(input), updatedAt: sql`now()` })
        .where(eq(offers.id, id))
        .returning();
      if (!after) throw notFound();
      await recordAudit(tx, {
        action: 'offer.update',
        target: { type: 'offer', id, label: after.title },
        changes: changedFields(audited(before), audited(after), { fields: AUDITED_FIELDS }),
      });
    }),
  );
  return mustFind(db, id, now);
}

/**
 * Ends an offer now: its end becomes this moment (an offer that has not started yet ends before
 * it starts, so it never runs). Ending an ended offer changes nothing (and is still recorded).
 */
export async function endOffer(db: Database, id: number, now: Date): Promise<AdminOffer> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
    if (!row) throw notFound();
    let after = row;
    if (row.endsAt === null || row.endsAt > now) {
      const startsAt = row.startsAt > now ? now : row.startsAt;
      const [ended] = await tx
        .update(offers)
        .set({ startsAt, endsAt: now, updatedAt: sql`now()` })
        .where(eq(offers.id, id))
        .returning();
      after = ended ?? row;
    }
    await recordAudit(tx, {
      action: 'offer.end',
      target: { type: 'offer', id, label: row.title },
      changes: changedFields(row, after, { fields: ['startsAt', 'endsAt'] }),
    });
  });
  return mustFind(db, id, now);
}

/** What the audit log compares of an offer: what the admin's form sets. */
const AUDITED_FIELDS = [
  'title',
  'description',
  'translations',
  'kind',
  'value',
  'targetType',
  'targetProductId',
  'targetName',
  'audience',
  'startsAt',
  'endsAt',
  'code',
  'minSubtotal',
  'maxUses',
  'active',
] as const;

/** The row as the audit log compares it: the same texts are the same JSON, whatever jsonb's order. */
function audited(row: OfferRow) {
  return { ...row, translations: storedOfferTranslations(row.translations) };
}

function offerColumns(input: OfferInputParsed) {
  return {
    title: input.title,
    description: input.description,
    translations: storedOfferTranslations(input.translations),
    kind: input.kind,
    value: input.value,
    targetType: input.targetType,
    targetProductId: input.targetType === 'product' ? input.targetProductId : null,
    targetName:
      input.targetType === 'category' || input.targetType === 'family' ? input.targetName : null,
    audience: input.audience,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    code: input.code,
    minSubtotal: input.minSubtotal,
    maxUses: input.maxUses,
    active: input.active,
  };
}

async function mustFindProduct(db: Database, input: OfferInputParsed): Promise<void> {
  if (input.targetType !== 'product' || input.targetProductId === null) return;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, input.targetProductId));
  if (!product)
    throw validationFailed([
      { path: ['targetProductId'], message: 'There is no such product', code: 'custom' },
    ]);
}

async function guardCode<T>(code: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code !== null && isUniqueViolation(error)) throw codeTaken(code);
    throw error;
  }
}

async function mustFind(db: Database, id: number, now: Date): Promise<AdminOffer> {
  const [row] = await db
    .select({ offer: offers, productName: products.name })
    .from(offers)
    .leftJoin(products, eq(products.id, offers.targetProductId))
    .where(eq(offers.id, id));
  if (!row) throw notFound();
  return toAdminOffer(row.offer, row.productName, now);
}

function toAdminOffer(row: OfferRow, productName: string | null, now: Date): AdminOffer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    translations: storedOfferTranslations(row.translations),
    kind: row.kind,
    value: row.value,
    targetType: row.targetType,
    targetProductId: row.targetProductId,
    targetName: row.targetName,
    targetLabel: targetLabel(row, productName),
    audience: row.audience,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    code: row.code,
    minSubtotal: row.minSubtotal,
    maxUses: row.maxUses,
    uses: row.uses,
    active: row.active,
    state: !row.active
      ? 'inactive'
      : row.endsAt !== null && row.endsAt <= now
        ? 'ended'
        : row.startsAt > now
          ? 'scheduled'
          : 'running',
  };
}

function targetLabel(row: OfferRow, productName: string | null): string {
  switch (row.targetType) {
    case 'product':
      return productName ?? 'A removed product';
    case 'family':
      return familyBySlug(row.targetName ?? '')?.name ?? row.targetName ?? '';
    case 'category':
      // The same slug may name a category in two families (wigs); its name is the same in both.
      return (
        FAMILIES.map((family) => categoryName(family.slug, row.targetName ?? '')).find(
          (name) => name !== undefined,
        ) ??
        row.targetName ??
        ''
      );
    case 'order':
      return 'Whole order';
  }
}

/** Postgres's unique_violation, whether the driver's error arrives bare or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function notFound(): AppError {
  return new AppError(ERROR_CODES.enum.NOT_FOUND, 404, 'There is no such offer.');
}

function codeTaken(code: string): AppError {
  return new AppError(
    ERROR_CODES.enum.OFFER_CODE_TAKEN,
    409,
    `Another offer already uses the code "${code}".`,
    [
      {
        path: ['code'],
        message: 'Another offer already uses this code (in any case)',
        code: 'custom',
      },
    ],
  );
}
