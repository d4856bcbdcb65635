// What the sitemap lists (issue 32), each page once by its canonical path (without a language
// prefix) and when it last changed; sitemap-xml.ts writes it out in every language.
// - Public pages: every page pattern without a parameter that search engines may index
//   (domain/canonical.ts); the bare /shop-category is not a page of its own (its categories are).
// - Families (/human-hair, …) and categories (/shop-category?family=…&category=…): all of
//   catalog.ts, changed when their newest active product changed.
// - Products: every active one (/product/:id) at its updated_at. Archived ones never.
// A page whose words come from the code and the settings changed at the later of the public
// settings' last change and the build (index.html's time); its lastmod says so. The home page and
// the shop also list products, so the newest product counts for them too.
import { count, eq, max, notInArray } from 'drizzle-orm';
import { canonicalPath, isIndexable } from '@/domain/canonical';
import { FAMILIES } from '@/domain/catalog';
import { PAGE_PATTERNS } from '@/domain/page-routes';
import { PRIVATE_SETTING_KEYS } from '@/domain/settings';
import type { Database } from '../../db/client';
import { products, settings } from '../../db/schema';

export interface SitemapPage {
  /** Canonical path and query, without a language prefix: /product/12, /shop-category?family=… */
  path: string;
  /** When the page last changed; undefined when nothing tells (no settings, no build). */
  lastmod: Date | undefined;
}

const FAMILY_PATHS = new Set(FAMILIES.map((family) => `/${family.slug}`));
/** Pages that show the catalog itself, so a product's change is theirs too. */
const CATALOG_PAGES = new Set(['/', '/shop']);

/** The parameterless, indexable page patterns other than the families and /shop-category. */
export const PUBLIC_PAGES: readonly string[] = PAGE_PATTERNS.filter(
  (pattern) =>
    !pattern.includes(':') &&
    isIndexable(pattern) &&
    pattern !== '/shop-category' &&
    !FAMILY_PATHS.has(pattern),
);

/** When a setting a page may show last changed (not the private keys, which no page shows). */
async function publicSettingsChanged(db: Database): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ changed: max(settings.updatedAt) })
    .from(settings)
    .where(notInArray(settings.key, [...PRIVATE_SETTING_KEYS]));
  return row?.changed;
}

function latest(...dates: (Date | undefined | null)[]): Date | undefined {
  let found: Date | undefined;
  for (const date of dates) if (date && (!found || date > found)) found = date;
  return found;
}

/**
 * Every page of the sitemap in a fixed order (pages, families, categories, products by id), so a
 * split sitemap's files keep their contents from one read to the next.
 * `buildTime` is when the web app was built (undefined before a build).
 */
export async function sitemapPages(
  db: Database,
  buildTime: Date | undefined,
): Promise<SitemapPage[]> {
  const [rows, settingsChanged] = await Promise.all([
    db
      .select({
        id: products.id,
        family: products.family,
        category: products.category,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(products.id),
    publicSettingsChanged(db),
  ]);
  const siteTime = latest(settingsChanged, buildTime);

  const byFamily = new Map<string, Date>();
  const byCategory = new Map<string, Date>();
  let newest: Date | undefined;
  for (const row of rows) {
    newest = latest(newest, row.updatedAt);
    byFamily.set(row.family, latest(byFamily.get(row.family), row.updatedAt) ?? row.updatedAt);
    const key = `${row.family}/${row.category}`;
    byCategory.set(key, latest(byCategory.get(key), row.updatedAt) ?? row.updatedAt);
  }

  const pages: SitemapPage[] = PUBLIC_PAGES.map((path) => ({
    path,
    lastmod: CATALOG_PAGES.has(path) ? latest(siteTime, newest) : siteTime,
  }));
  for (const family of FAMILIES) {
    pages.push({ path: `/${family.slug}`, lastmod: byFamily.get(family.slug) ?? siteTime });
  }
  for (const family of FAMILIES) {
    for (const category of family.categories) {
      const search = new URLSearchParams({ family: family.slug, category: category.slug });
      pages.push({
        path: canonicalPath('/shop-category', `?${search}`),
        lastmod: byCategory.get(`${family.slug}/${category.slug}`) ?? siteTime,
      });
    }
  }
  for (const row of rows) pages.push({ path: `/product/${row.id}`, lastmod: row.updatedAt });
  return pages;
}

/**
 * A cheap stamp of everything sitemapPages reads: equal stamps, equal sitemaps. Every product
 * change the shop makes (an edit, an archive or restore, a new product) moves its updated_at,
 * and a removed one the count; a settings change its row's updated_at.
 */
export async function sitemapVersion(db: Database, buildTime: Date | undefined): Promise<string> {
  const [[catalog], settingsChanged] = await Promise.all([
    db.select({ products: count(), changed: max(products.updatedAt) }).from(products),
    publicSettingsChanged(db),
  ]);
  return [
    catalog?.products ?? 0,
    catalog?.changed?.getTime() ?? '',
    settingsChanged?.getTime() ?? '',
    buildTime?.getTime() ?? '',
  ].join('|');
}
