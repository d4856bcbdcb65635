// GET /api/weekly-drop (product.md §10, §15): the audience's current drop (live, else the next
// one, else the one that ended last within a week), its items with units left, and what comes
// next. The salons' drop shows its items only to a salon proving its access. The drops' titles
// and the items' product names are in the request's language (issue 30), else the English.
import { sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import {
  dropPriceFor,
  dropStatus,
  dropTitleIn,
  type DropAudience,
  type DropItemView,
  type DropTranslations,
  type DropView,
  type WeeklyDropAnswer,
} from '@/domain/drops';
import { unitPrice } from '@/domain/pricing';
import type { Database } from '../../db/client';
import type { ShopperAccess } from '../../http/app-env';
import { releaseHolds } from './holds';
import { rowsOf } from './rows';

type DropRow = {
  id: string;
  title: string;
  translations: DropTranslations | string | null;
  audience: DropAudience;
  starts_at: Date | string;
  ends_at: Date | string;
  ended_at: Date | string | null;
  settled_at: Date | string | null;
  now: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

export async function weeklyDrop(
  db: Database,
  audience: DropAudience,
  access: ShopperAccess,
  language: string = DEFAULT_LANGUAGE,
): Promise<WeeklyDropAnswer> {
  const rows = rowsOf<DropRow>(
    await db.execute(sql`
      select id, title, translations, audience, starts_at, ends_at, ended_at, settled_at,
        now() as now
      from drops
      where audience = ${audience} and ends_at > now() - interval '7 days'
      order by starts_at`),
  );
  const now = new Date(rows[0]?.now ?? (await databaseNow(db)));
  const withStatus = rows.map((row) => ({
    row,
    status: dropStatus(
      { startsAt: row.starts_at, endsAt: row.ends_at, endedAt: row.ended_at },
      now,
    ),
  }));
  const current =
    withStatus.find((drop) => drop.status === 'live') ??
    withStatus.find((drop) => drop.status === 'upcoming') ??
    withStatus.filter((drop) => drop.status === 'ended').at(-1);
  const next = withStatus.find(
    (drop) => drop.status === 'upcoming' && drop.row.id !== current?.row.id,
  );
  const salon = access.kind === 'salon';
  const itemsVisible = audience === 'public' || salon;

  let drop: DropView | null = null;
  if (current) {
    // Expired holds of this drop give their units back before anyone reads the count.
    if (current.status === 'live') {
      await releaseHolds(
        db,
        sql`item_id in (select id from drop_items where drop_id = ${current.row.id})`,
      );
    }
    drop = {
      id: current.row.id,
      title: titleIn(current.row, language),
      audience: current.row.audience,
      startsAt: iso(current.row.starts_at),
      endsAt: iso(
        current.row.ended_at && new Date(current.row.ended_at) < new Date(current.row.ends_at)
          ? current.row.ended_at
          : current.row.ends_at,
      ),
      status: current.status,
      items: itemsVisible ? await dropItems(db, current.row.id, access, language) : [],
      itemsVisible,
    };
  }
  const answer: WeeklyDropAnswer = {
    now: now.toISOString(),
    drop,
    next: next ? { title: titleIn(next.row, language), startsAt: iso(next.row.starts_at) } : null,
  };
  if (audience === 'salons' && access.kind === 'salon') {
    const member = rowsOf<{ salon_id: string }>(
      await db.execute(
        sql`select salon_id from drop_list_members where salon_id = ${access.salonId}`,
      ),
    );
    answer.listMember = member.length > 0;
  }
  return answer;
}

/** A row's title in `language` (its jsonb read as an object, whichever the driver gives). */
function titleIn(row: Pick<DropRow, 'title' | 'translations'>, language: string): string {
  const translations =
    typeof row.translations === 'string'
      ? (JSON.parse(row.translations) as DropTranslations)
      : row.translations;
  return dropTitleIn({ title: row.title, translations }, language);
}

type ItemRow = {
  id: number;
  product_id: number;
  variant: string | null;
  name: string;
  images: string[] | string;
  product_price: number;
  product_business_price: number | null;
  variant_price: number | null;
  variant_business_price: number | null;
  drop_price: number;
  drop_business_price: number | null;
  units_total: number;
  units_left: number;
  per_order_limit: number;
};

/**
 * A drop's items as the viewer sees them: prices for the viewer's tier, names in `language` (the
 * product's own there, else the English).
 */
export async function dropItems(
  db: Database,
  dropId: string,
  access: ShopperAccess,
  language: string = DEFAULT_LANGUAGE,
): Promise<DropItemView[]> {
  const rows = rowsOf<ItemRow>(
    await db.execute(sql`
      select i.id, i.product_id, i.variant,
             coalesce(nullif(btrim(p.translations -> ${language}::text ->> 'name'), ''), p.name)
               as name,
             p.images,
             p.price as product_price, p.business_price as product_business_price,
             v.price as variant_price, v.business_price as variant_business_price,
             i.drop_price, i.drop_business_price, i.units_total, i.units_left, i.per_order_limit
      from drop_items i
      join products p on p.id = i.product_id
      left join product_variants v on v.id = i.variant_id
      where i.drop_id = ${dropId}
      order by i.position, i.id`),
  );
  return rows.map((row) => {
    const images =
      typeof row.images === 'string' ? (JSON.parse(row.images) as string[]) : row.images;
    const numberOrNull = (value: number | null) => (value === null ? null : Number(value));
    return {
      id: Number(row.id),
      productId: Number(row.product_id),
      variant: row.variant,
      name: row.name,
      image: images[0] ?? null,
      price: unitPrice(
        {
          price: Number(row.product_price),
          business_price: numberOrNull(row.product_business_price),
          variant_detail: [],
        },
        row.variant === null
          ? undefined
          : {
              name: row.variant,
              price: numberOrNull(row.variant_price),
              business_price: numberOrNull(row.variant_business_price),
            },
        access.tier,
      ),
      dropPrice: dropPriceFor(
        {
          dropPrice: Number(row.drop_price),
          dropBusinessPrice: numberOrNull(row.drop_business_price),
        },
        access.tier,
      ),
      unitsTotal: Number(row.units_total),
      unitsLeft: Number(row.units_left),
      perOrderLimit: Number(row.per_order_limit),
    };
  });
}

async function databaseNow(db: Database): Promise<Date> {
  const [row] = rowsOf<{ now: Date | string }>(await db.execute(sql`select now() as now`));
  return new Date(row?.now ?? Date.now());
}
