// Which address of a page search engines should know (issue 32): the canonical link in its head,
// the sitemap's entries and robots.txt agree through these rules.
// - Filters and sorts in the query string are views of one page, not pages: /shop?sort=newest and
//   /shop?family=human-hair are /shop. Paging is kept (page 2 is its own page, canonical to itself).
// - /shop-category names its category in the query (family and category): those are the page.
// - Pages of one shopper (cart, checkout, orders, sign-in, the admin, a recommendation, the test
//   bank, diagnostics) are never indexed.
import { pathIn } from './languages';

/** Query parameters that make a page of their own, per page (path without language prefix). */
const IDENTITY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/shop': ['page'],
  '/shop-category': ['family', 'category', 'page'],
};

/** Page patterns (as in page-routes.ts) that carry `noindex` and robots.txt disallows. */
export const NOINDEX_PATTERNS: readonly string[] = [
  '/cart',
  '/cart/checkout',
  '/guest-checkout',
  '/checkout/:uuid',
  '/success',
  '/test-bank/:reference',
  '/login',
  '/admin',
  '/product-edit',
  '/enhanced-admin',
  '/batch-processing',
  '/recommendation/:uuid',
  '/db-diagnostics',
  '/troubleshoot',
  '/archive/box-builder-intro',
];

/** `path` without its query, fragment or trailing slashes, in lower case ("/" stays "/"). */
function plainPath(path: string): string {
  const end = path.search(/[?#]/);
  const pathname = (end === -1 ? path : path.slice(0, end)).replace(/\/+$/, '');
  return pathname === '' ? '/' : pathname.toLowerCase();
}

/** Whether search engines may index the page at `path` (without a language prefix). */
export function isIndexable(path: string): boolean {
  const parts = plainPath(path).split('/');
  return !NOINDEX_PATTERNS.some((pattern) => {
    const segments = pattern.split('/');
    return (
      segments.length === parts.length &&
      segments.every((segment, index) => segment.startsWith(':') || segment === parts[index])
    );
  });
}

/**
 * The canonical path and query of a page (without a language prefix): ('/Shop/', '?sort=newest&page=2')
 * → '/shop?page=2'. Page 1 is the page without `page`.
 */
export function canonicalPath(path: string, search = ''): string {
  const pathname = plainPath(path);
  const kept = IDENTITY_PARAMS[pathname] ?? [];
  const params = new URLSearchParams(search);
  const canonical = new URLSearchParams();
  for (const name of kept) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    if (name === 'page' && (!/^[1-9]\d{0,4}$/.test(value) || value === '1')) continue;
    canonical.set(name, value);
  }
  const query = canonical.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The absolute canonical address of a page in `language`, on the shop's public origin. */
export function canonicalUrl(siteUrl: string, language: string, path: string, search = ''): string {
  const canonical = canonicalPath(path, search);
  const end = canonical.indexOf('?');
  const pathname = end === -1 ? canonical : canonical.slice(0, end);
  const query = end === -1 ? '' : canonical.slice(end);
  return `${siteUrl.replace(/\/+$/, '')}${pathIn(language, pathname)}${query}`;
}
