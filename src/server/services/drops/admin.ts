// Admins' drops (product.md §10, §14): list with live units held and sold, create and edit with
// items, end early. Saving a drop carves its units out of the variant's (or product's) stock with
// the same conditional update an order uses, so a unit is in the drop or in stock, never both;
// an item's units can grow (carving more) or shrink by what is neither held nor sold. The admin
// stays English; a drop's title in the shop's other languages is its `translations` (issue 30).
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@/domain/api-problem';
import {
  dropStatus,
  dropTitleIn,
  storedDropTranslations,
  type AdminDrop,
  type DropInput,
  type DropItemInput,
  type DropTranslations,
} from '@/domain/drops';
import type { Database } from '../../db/client';
import { AppError, notFound, validationFailed, type ApiIssue } from '../../http/errors';
import type { Logger } from '../../log';
import { changedFields, recordAudit } from '../audit';
import { queueEmail } from '../outbox';
import { DROP_CHANNEL } from './events';
import { salonDropMail } from './mails';
import { textsIn } from '../../i18n/texts';
import { dropItems } from './read';
import { rowsOf } from './rows';
import { settleDrop } from './settle';

const CODE = ERROR_CODES.enum;
const ADMIN_VIEW = { tier: 'client', kind: 'client' } as const;

type DropRow = {
  id: string;
  title: string;
  translations: DropTranslations | string | null;
  audience: 'public' | 'salons';
  starts_at: Date | string;
  ends_at: Date | string;
  ended_at: Date | string | null;
  now: Date | string;
};
const iso = (value: Date | string) => new Date(value).toISOString();

/** A row's translations as stored and compared (its jsonb read as an object, whichever the driver gives). */
function translationsOf(value: DropTranslations | string | null | undefined): DropTranslations {
  return storedDropTranslations(
    typeof value === 'string' ? (JSON.parse(value) as DropTranslations) : value,
  );
}

export async function listAdminDrops(db: Database): Promise<AdminDrop[]> {
  const drops = rowsOf<DropRow>(
    await db.execute(sql`
      select id, title, translations, audience, starts_at, ends_at, ended_at, now() as now
      from drops order by starts_at desc limit 60`),
  );
  return Promise.all(drops.map((drop) => adminDrop(db, drop)));
}

export async function findAdminDrop(db: Database, id: string): Promise<AdminDrop | undefined> {
  const [drop] = rowsOf<DropRow>(
    await db.execute(sql`
      select id, title, translations, audience, starts_at, ends_at, ended_at, now() as now
      from drops where id = ${id}`),
  );
  return drop && adminDrop(db, drop);
}

async function adminDrop(db: Database, drop: DropRow): Promise<AdminDrop> {
  // One read of the items as shoppers see them, one of what only admins see (held, sold, the
  // business drop price); started together.
  const [items, counts] = await Promise.all([
    dropItems(db, drop.id, ADMIN_VIEW),
    db
      .execute(
        sql`
        select i.id as item_id, i.drop_business_price,
          coalesce((select sum(h.quantity) from drop_holds h where h.item_id = i.id
            and h.consumed_at is null and h.released_at is null and h.expires_at > now()), 0)::int
            as held,
          coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
            where l.drop_item_id = i.id and o.status not in ('cancelled', 'refunded')), 0)::int
            as sold
        from drop_items i where i.drop_id = ${drop.id}`,
      )
      .then((result) =>
        rowsOf<{ item_id: number; drop_business_price: number | null; held: number; sold: number }>(
          result,
        ),
      ),
  ]);
  const count = new Map(counts.map((row) => [Number(row.item_id), row]));
  return {
    id: drop.id,
    title: drop.title,
    translations: translationsOf(drop.translations),
    audience: drop.audience,
    startsAt: iso(drop.starts_at),
    endsAt: iso(drop.ends_at),
    endedAt: drop.ended_at === null ? null : iso(drop.ended_at),
    status: dropStatus(
      { startsAt: drop.starts_at, endsAt: drop.ends_at, endedAt: drop.ended_at },
      new Date(drop.now),
    ),
    items: items.map((item) => {
      const businessPrice = count.get(item.id)?.drop_business_price;
      return {
        ...item,
        dropBusinessPrice:
          businessPrice === null || businessPrice === undefined ? null : Number(businessPrice),
        unitsHeld: Number(count.get(item.id)?.held ?? 0),
        unitsSold: Number(count.get(item.id)?.sold ?? 0),
      };
    }),
  };
}

/** An admin creates a drop (insertDrop), with its audit row in the same transaction. */
export async function createDrop(
  db: Database,
  logger: Logger,
  input: DropInput,
): Promise<AdminDrop> {
  const id = await db.transaction(async (tx) => {
    const dropId = await insertDrop(tx, logger, input);
    await recordAudit(tx, {
      action: 'drop.create',
      target: { type: 'drop', id: dropId, label: input.title },
      changes: changedFields(null, {
        audience: input.audience,
        ...(await auditedDrop(tx, dropId)),
      }),
    });
    return dropId;
  });
  logger.info('drop created', { drop: input.title, audience: input.audience });
  return (await findAdminDrop(db, id))!;
}

/**
 * Inserts a drop in the caller's transaction and carves its units out of stock; a salons' drop
 * mails the weekly-drop list. Without an audit row: the shop's own demo drops (the seed) use it
 * directly, an admin's go through createDrop.
 */
export async function insertDrop(tx: Database, logger: Logger, input: DropInput): Promise<string> {
  const [drop] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into drops (title, translations, audience, starts_at, ends_at)
      values (${input.title}, ${JSON.stringify(storedDropTranslations(input.translations))}::jsonb,
        ${input.audience}, ${input.startsAt}, ${input.endsAt})
      returning id`),
  );
  if (!drop) throw new Error('the new drop was not returned');
  const rows = await resolveItems(tx, input.items);
  for (const [index, item] of input.items.entries()) {
    await addItem(tx, drop.id, index, item, rows[index]!);
  }
  if (input.audience === 'salons') await mailDropList(tx, logger, input);
  await announce(tx, drop.id, input.audience);
  return drop.id;
}

/**
 * Edits a drop: title and times, and its items — kept items by id (prices, limit, units), new
 * ones without an id, and items left out removed when none of their units is held or sold.
 */
export async function updateDrop(
  db: Database,
  logger: Logger,
  id: string,
  input: DropInput,
): Promise<AdminDrop> {
  await db.transaction(async (tx) => {
    const [drop] = rowsOf<{ settled: boolean; audience: string }>(
      await tx.execute(sql`
        select settled_at is not null as settled, audience from drops where id = ${id} for update`),
    );
    if (!drop) throw notFound('There is no such drop.');
    if (drop.settled) {
      throw new AppError(
        CODE.DROP_NOT_LIVE,
        409,
        'This drop has ended; its units went back to stock.',
      );
    }
    if (drop.audience !== input.audience) {
      throw validationFailed([
        {
          path: ['audience'],
          message: 'A drop keeps its audience; make a new drop',
          code: 'custom',
        },
      ]);
    }
    const before = await auditedDrop(tx, id);
    await tx.execute(sql`
      update drops set title = ${input.title},
        translations = ${JSON.stringify(storedDropTranslations(input.translations))}::jsonb,
        starts_at = ${input.startsAt},
        ends_at = ${input.endsAt}, updated_at = now()
      where id = ${id}`);
    const existing = rowsOf<{
      id: number;
      product_id: number;
      variant_id: number | null;
      units_total: number;
      units_left: number;
    }>(
      await tx.execute(sql`
        select id, product_id, variant_id, units_total, units_left from drop_items
        where drop_id = ${id} order by id for update`),
    );
    const keptIds = input.items.flatMap((item) => (item.id ? [item.id] : []));
    if (new Set(keptIds).size !== keptIds.length) {
      throw validationFailed([
        { path: ['items'], message: 'Each item of the drop appears once', code: 'custom' },
      ]);
    }
    const kept = new Set(keptIds);
    for (const item of existing) {
      if (kept.has(Number(item.id))) continue;
      const [ordered] = rowsOf<{ ordered: boolean }>(
        await tx.execute(
          sql`select exists (select 1 from order_lines where drop_item_id = ${Number(item.id)}) as ordered`,
        ),
      );
      if (Number(item.units_left) !== Number(item.units_total) || ordered?.ordered) {
        throw new AppError(
          CODE.INVALID_TRANSITION,
          409,
          'An item that was ever held or ordered cannot be removed; set its units lower instead.',
        );
      }
      await returnToStock(tx, Number(item.product_id), item.variant_id, Number(item.units_left));
      await tx.execute(sql`delete from drop_items where id = ${Number(item.id)}`);
    }
    const rows = await resolveItems(tx, input.items);
    for (const [index, item] of input.items.entries()) {
      const row = rows[index]!;
      const before = item.id ? existing.find((old) => Number(old.id) === item.id) : undefined;
      if (item.id && !before) {
        throw validationFailed([
          {
            path: ['items', index, 'id'],
            message: 'This item is not in this drop',
            code: 'custom',
          },
        ]);
      }
      if (!before) {
        await addItem(tx, id, index, item, row);
        continue;
      }
      // A kept item stays the product and variant it was carved from.
      if (
        Number(before.product_id) !== row.productId ||
        (before.variant_id === null ? null : Number(before.variant_id)) !== row.variantId
      ) {
        throw validationFailed([
          {
            path: ['items', index, 'productId'],
            message: 'An item keeps its product and variant; remove it and add a new one',
            code: 'custom',
          },
        ]);
      }
      const delta = item.units - Number(before.units_total);
      if (delta > 0) await carve(tx, row, delta, index);
      if (delta < 0) {
        if (Number(before.units_left) < -delta) {
          throw validationFailed([
            {
              path: ['items', index, 'units'],
              message: `Only ${before.units_left} units are neither held nor sold`,
              code: 'custom',
            },
          ]);
        }
        await returnToStock(tx, row.productId, row.variantId, -delta);
      }
      await tx.execute(sql`
        update drop_items set position = ${index}, drop_price = ${item.dropPrice},
          drop_business_price = ${item.dropBusinessPrice}, per_order_limit = ${item.perOrderLimit},
          units_total = ${item.units}, units_left = units_left + ${delta}
        where id = ${item.id!}`);
    }
    await announce(tx, id, input.audience);
    await recordAudit(tx, {
      action: 'drop.update',
      target: { type: 'drop', id, label: input.title },
      changes: changedFields(before, await auditedDrop(tx, id)),
    });
  });
  logger.info('drop edited', { drop: input.title });
  return (await findAdminDrop(db, id))!;
}

/** Ends a drop now: open holds are released and the units left go back to stock. */
export async function endDrop(db: Database, logger: Logger, id: string): Promise<AdminDrop> {
  await db.transaction(async (tx) => {
    const [drop] = rowsOf<{ audience: string; settled: boolean }>(
      await tx.execute(sql`
        select audience, settled_at is not null as settled from drops where id = ${id} for update`),
    );
    if (!drop) throw notFound('There is no such drop.');
    const before = await auditedDrop(tx, id);
    if (!drop.settled) {
      await tx.execute(sql`
        update drops set ended_at = least(now(), ends_at), updated_at = now() where id = ${id}`);
      await settleDrop(tx, id, drop.audience);
    }
    // Ending an ended drop changes nothing, and is recorded all the same.
    const after = await auditedDrop(tx, id);
    await recordAudit(tx, {
      action: 'drop.end',
      target: { type: 'drop', id, label: after.title },
      changes: changedFields(before, after, { fields: ['endedAt', 'items'] }),
    });
  });
  logger.info('drop ended by an admin', { drop: id });
  return (await findAdminDrop(db, id))!;
}

/** A drop as the audit log compares it: its title(s), times and one short line per item. */
async function auditedDrop(tx: Database, id: string) {
  const [drop] = rowsOf<Omit<DropRow, 'id' | 'audience' | 'now'>>(
    await tx.execute(
      sql`select title, translations, starts_at, ends_at, ended_at from drops where id = ${id}`,
    ),
  );
  const items = rowsOf<{
    name: string;
    variant: string | null;
    units_total: number;
    units_left: number;
    drop_price: number;
  }>(
    await tx.execute(sql`
      select p.name, i.variant, i.units_total, i.units_left, i.drop_price
      from drop_items i join products p on p.id = i.product_id
      where i.drop_id = ${id} order by i.position, i.id`),
  );
  return {
    title: drop?.title ?? '',
    translations: translationsOf(drop?.translations),
    startsAt: drop ? iso(drop.starts_at) : null,
    endsAt: drop ? iso(drop.ends_at) : null,
    endedAt: drop?.ended_at ? iso(drop.ended_at) : null,
    items: items.map(
      (item) =>
        `${item.name}${item.variant ? ` ${item.variant}` : ''}: ${Number(item.units_left)}/${Number(item.units_total)} at ${Number(item.drop_price)}`,
    ),
  };
}

type ResolvedItem = { productId: number; variantId: number | null; variant: string | null };

/** Each item's product and variant rows; unknown ones are a 400 naming the item. */
async function resolveItems(
  tx: Database,
  items: readonly DropItemInput[],
): Promise<ResolvedItem[]> {
  const issues: ApiIssue[] = [];
  const resolved: ResolvedItem[] = [];
  for (const [index, item] of items.entries()) {
    const variants = rowsOf<{ id: number; name: string }>(
      await tx.execute(sql`
        select v.id, v.name from products p
        left join product_variants v on v.product_id = p.id
        where p.id = ${item.productId}`),
    );
    if (variants.length === 0) {
      issues.push({
        path: ['items', index, 'productId'],
        message: 'No such product',
        code: 'custom',
      });
      continue;
    }
    const named = variants.filter((row) => row.id !== null);
    if (named.length === 0) {
      if (item.variant !== null) {
        issues.push({
          path: ['items', index, 'variant'],
          message: 'This product has no variants',
          code: 'custom',
        });
      }
      resolved.push({ productId: item.productId, variantId: null, variant: null });
      continue;
    }
    const variant = named.find((row) => row.name === item.variant);
    if (!variant) {
      issues.push({
        path: ['items', index, 'variant'],
        message: `Choose one of: ${named.map((row) => row.name).join(', ')}`,
        code: 'custom',
      });
      continue;
    }
    resolved.push({
      productId: item.productId,
      variantId: Number(variant.id),
      variant: variant.name,
    });
  }
  if (issues.length > 0) throw validationFailed(issues);
  return resolved;
}

async function addItem(
  tx: Database,
  dropId: string,
  index: number,
  item: DropItemInput,
  row: ResolvedItem,
): Promise<void> {
  await carve(tx, row, item.units, index);
  await tx.execute(sql`
    insert into drop_items (drop_id, position, product_id, variant_id, variant, drop_price,
      drop_business_price, units_total, units_left, per_order_limit)
    values (${dropId}, ${index}, ${row.productId}, ${row.variantId}, ${row.variant},
      ${item.dropPrice}, ${item.dropBusinessPrice}, ${item.units}, ${item.units},
      ${item.perOrderLimit})`);
}

/** Takes `units` out of stock, or refuses (409 DROP_STOCK_SHORT) saying what stock there is. */
async function carve(tx: Database, row: ResolvedItem, units: number, index: number): Promise<void> {
  const taken = rowsOf<{ id: number }>(
    await tx.execute(
      row.variantId === null
        ? sql`update products set stock = stock - ${units}
              where id = ${row.productId} and stock >= ${units} returning id`
        : sql`update product_variants set stock = stock - ${units}
              where id = ${row.variantId} and stock >= ${units} returning id`,
    ),
  );
  if (taken.length > 0) return;
  const [stock] = rowsOf<{ stock: number }>(
    await tx.execute(
      row.variantId === null
        ? sql`select stock from products where id = ${row.productId}`
        : sql`select stock from product_variants where id = ${row.variantId}`,
    ),
  );
  throw new AppError(
    CODE.DROP_STOCK_SHORT,
    409,
    `Item ${index + 1}: only ${Number(stock?.stock ?? 0)} in stock for the ${units} units asked.`,
    [
      {
        path: ['items', index, 'units'],
        message: `Only ${Number(stock?.stock ?? 0)} in stock`,
        code: 'custom',
      },
    ],
  );
}

async function returnToStock(
  tx: Database,
  productId: number,
  variantId: number | null,
  units: number,
): Promise<void> {
  if (units <= 0) return;
  await tx.execute(
    variantId === null
      ? sql`update products set stock = stock + ${units} where id = ${productId}`
      : sql`update product_variants set stock = stock + ${units} where id = ${Number(variantId)}`,
  );
}

async function announce(tx: Database, dropId: string, audience: string): Promise<void> {
  await tx.execute(
    sql`select pg_notify(${DROP_CHANNEL}, ${JSON.stringify({ type: 'drop', dropId, audience })})`,
  );
}

/**
 * A new salons' drop: one mail per salon on the weekly-drop list, in its language (the drop's
 * title too, where it has one there), in the outbox.
 */
async function mailDropList(tx: Database, logger: Logger, input: DropInput): Promise<void> {
  const members = rowsOf<{ salon_name: string; email: string; language: string }>(
    await tx.execute(sql`
      select s.salon_name, s.email, s.language from drop_list_members m
      join salons s on s.id = m.salon_id where s.status = 'approved'`),
  );
  for (const member of members) {
    await queueEmail(
      tx,
      logger,
      salonDropMail(
        { salonName: member.salon_name, email: member.email },
        { ...input, title: dropTitleIn(input, member.language) },
        textsIn(member.language),
      ),
    );
  }
}
