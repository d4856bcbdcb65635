// The demo shop's weekly drops (product.md §4, §10): this week's public drop and salons' drop are
// live on a fresh shop, and the next two weeks' are scheduled, each at the default times (Monday
// 10:00 to Sunday 23:59, Amsterdam). Units are carved out of the products' stock like any drop.
// Each has its Dutch title (issue 30).
import { sql } from 'drizzle-orm';
import { dropWeek } from '@/domain/drop-times';
import type { DropInput } from '@/domain/drops';
import type { Logger } from '../../log';
import { insertDrop } from '../../services/drops/admin';
import { rowsOf } from '../../services/drops/rows';
import type { Database } from '../client';

const PUBLIC_PICKS = [
  'kinky-curly-bundle',
  'headband-wig-water-wave',
  'crochet-goddess-faux-locs',
  'argan-oil-shine-serum',
];
const SALON_PICKS = [
  'kinky-curly-lace-closure-4x4',
  'kinky-twist-braiding-hair',
  'hot-comb-electric',
];

type Pick = {
  product_id: number;
  variant: string | null;
  price: number;
  business_price: number | null;
  stock: number;
};

/** Seeds the drops into `tx` (the seeding transaction); returns how many it made. */
export async function seedDemoDrops(tx: Database, logger: Logger, now: Date): Promise<number> {
  let made = 0;
  for (const weeksAhead of [0, 1, 2]) {
    const { startsAt, endsAt } = dropWeek(now, weeksAhead);
    // A shop started on Monday before 10:00 would otherwise have no live drop yet.
    const start = weeksAhead === 0 && startsAt > now ? new Date(now.getTime() - 60_000) : startsAt;
    const week = weeksAhead === 0 ? 'This week' : weeksAhead === 1 ? 'Next week' : 'In two weeks';
    const weekNl =
      weeksAhead === 0 ? 'Deze week' : weeksAhead === 1 ? 'Volgende week' : 'Over twee weken';
    for (const [audience, picks] of [
      ['public', PUBLIC_PICKS],
      ['salons', SALON_PICKS],
    ] as const) {
      const items = await itemsOf(tx, picks, audience, weeksAhead);
      if (items.length === 0) continue;
      const input: DropInput = {
        title:
          audience === 'public'
            ? `${week}: the curl edit`
            : `${week} for salons: closures and braiding`,
        translations: {
          nl: {
            title:
              audience === 'public'
                ? `${weekNl}: de krullenselectie`
                : `${weekNl} voor salons: closures en vlechthaar`,
          },
        },
        audience,
        startsAt: start.toISOString(),
        endsAt: endsAt.toISOString(),
        items,
      };
      await insertDrop(tx, logger, input);
      made += 1;
    }
  }
  return made;
}

async function itemsOf(
  tx: Database,
  slugs: readonly string[],
  audience: 'public' | 'salons',
  weeksAhead: number,
): Promise<DropInput['items']> {
  const items: DropInput['items'] = [];
  for (const slug of slugs) {
    // The variant with the most stock (or the product itself), as long as it can spare units.
    const [pick] = rowsOf<Pick>(
      await tx.execute(sql`
        select p.id as product_id, v.name as variant,
               coalesce(v.price, p.price) as price,
               coalesce(v.business_price, p.business_price) as business_price,
               coalesce(v.stock, p.stock) as stock
        from products p left join product_variants v on v.product_id = p.id
        where p.slug = ${slug} and p.active
        order by coalesce(v.stock, p.stock) desc limit 1`),
    );
    if (!pick || Number(pick.stock) < 6) continue;
    const units = Math.min(weeksAhead === 0 ? 12 : 8, Math.floor(Number(pick.stock) / 2));
    const price = Number(pick.price);
    const business = pick.business_price === null ? null : Number(pick.business_price);
    items.push({
      productId: Number(pick.product_id),
      variant: pick.variant,
      // Public drops: 30 % off; salons' drops: 20 % below the business price.
      dropPrice: Math.round(price * 0.7),
      dropBusinessPrice: audience === 'salons' ? Math.round((business ?? price) * 0.8) : null,
      units,
      perOrderLimit: audience === 'salons' ? 5 : 2,
    });
  }
  return items;
}
