// The catalog's shape for navigation: every family and category, with how many active
// products each holds, named in the request's language (issue 30).
import { count, eq } from 'drizzle-orm';
import { FAMILIES, type CategorySlug, type FamilySlug } from '@/domain/catalog';
import type { Catalog } from '@/domain/products';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';

/**
 * The families' and categories' names in the shop's other languages; English is the domain's
 * one list. The web shop names them from its own catalogues (the same words: the header's
 * app.nav.… and catalog.cat.…); these are for the API's other readers.
 */
const NAMES: Record<
  string,
  { families: Record<FamilySlug, string>; categories: Record<CategorySlug, string> }
> = {
  nl: {
    families: {
      'human-hair': 'Echt haar',
      'synthetic-hair': 'Synthetisch haar',
      'salon-essentials': 'Salonproducten',
    },
    // A category slug names the same thing in every family (wigs are wigs).
    categories: {
      bundles: 'Bundels',
      closures: 'Closures',
      frontals: 'Frontals',
      wigs: 'Pruiken',
      ponytails: 'Paardenstaarten',
      'clip-ins': 'Clip-ins',
      'braiding-hair': 'Vlechthaar',
      crochet: 'Crochet',
      care: 'Verzorging',
      tools: 'Tools',
      adhesives: 'Lijmen',
      accessories: 'Accessoires',
    },
  },
};

/** A family's name in `language`; English where the language has none. */
export function familyNameIn(slug: FamilySlug, english: string, language: string): string {
  return NAMES[language]?.families[slug] ?? english;
}

/** A category's name in `language`; English where the language has none. */
export function categoryNameIn(slug: CategorySlug, english: string, language: string): string {
  return NAMES[language]?.categories[slug] ?? english;
}

export async function readCatalog(db: Database, language: string): Promise<Catalog> {
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
        name: categoryNameIn(category.slug, category.name, language),
        count: counted.get(`${family.slug}/${category.slug}`) ?? 0,
      }));
      return {
        slug: family.slug,
        name: familyNameIn(family.slug, family.name, language),
        count: categories.reduce((sum, category) => sum + category.count, 0),
        categories,
      };
    }),
  };
}
