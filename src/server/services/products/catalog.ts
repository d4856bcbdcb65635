// The catalog's shape for navigation: every family and category, with how many active
// products each holds.
import { count, eq } from 'drizzle-orm';
import { FAMILIES } from '@/domain/catalog';
import type { Catalog } from '@/domain/products';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';

export async function readCatalog(db: Database): Promise<Catalog> {
  const rows = await db
    .select({ family: products.family, category: products.category, count: count() })
    .from(products)
    .where(eq(products.active, true))
    .groupBy(products.family, products.category);
  const counted = new Map(rows.map((row) => [`${row.family}/${row.category}`, row.count]));

  // FAMILIES decides order and membership; empty categories stay, so navigation is stable.
  return {
    families: FAMILIES.map((family) => {
      const categories = family.categories.map((category) => ({
        slug: category.slug,
        name: category.name,
        count: counted.get(`${family.slug}/${category.slug}`) ?? 0,
      }));
      return {
        slug: family.slug,
        name: family.name,
        count: categories.reduce((sum, category) => sum + category.count, 0),
        categories,
      };
    }),
  };
}
