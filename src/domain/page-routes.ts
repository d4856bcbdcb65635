// The addresses of the shop's pages, for the server: it answers the app's shell with 200 only at
// these and with 404 elsewhere, so an unknown address is a real "not found" to search engines and
// link checkers, not a soft 404. The web's route table (src/web/app/routes.tsx) must list the
// same patterns; tests/web/app/page-routes.test.tsx compares the two.
import { isUuid, productIdOf } from './ids';

/**
 * Which values a path parameter accepts, by its name in the patterns: `:id` is a product id, as
 * the product page reads it; `:uuid` an order's or a recommendation's uuid; `:reference` a test
 * bank payment's reference.
 */
export const PAGE_PARAMS: Readonly<Record<string, (value: string) => boolean>> = {
  id: (value) => productIdOf(value) !== undefined,
  uuid: isUuid,
  // A test bank payment's reference (issue 31): an opaque id the built-in test provider made.
  reference: (value) => /^[A-Za-z0-9_-]{1,100}$/.test(value),
};

/** Every page's pattern, written as in the route table; parameters are checked by PAGE_PARAMS. */
export const PAGE_PATTERNS: readonly string[] = [
  '/',
  '/shop',
  '/shop-category',
  '/product/:id',
  // The family landing pages: one page per family of catalog.ts's FAMILIES, nothing else.
  '/human-hair',
  '/synthetic-hair',
  '/salon-essentials',
  '/suggest-product',
  '/cart',
  '/cart/checkout',
  '/guest-checkout',
  '/checkout/:uuid',
  '/success',
  '/test-bank/:reference',
  '/box-builder-intro',
  '/archive/box-builder-intro',
  '/box-builder',
  '/help',
  '/contact',
  '/terms',
  '/privacy',
  '/returns',
  '/shipping',
  '/db-diagnostics',
  '/troubleshoot',
  '/hairdresser',
  '/hairdresser-onboarding',
  '/recommendation/:uuid',
  '/weekly-drop',
  '/weekly-drop-salons',
  '/offers',
  '/demand-map',
  '/login',
  '/admin',
  '/product-edit',
  '/enhanced-admin',
  '/batch-processing',
];

/**
 * The admin's pages and its sign-in: in English only (issue 30), so under another language's
 * prefix they send the visitor to their one address.
 */
const ENGLISH_ONLY: readonly string[] = [
  '/login',
  '/admin',
  '/product-edit',
  '/enhanced-admin',
  '/batch-processing',
];

export function isEnglishOnlyPath(path: string): boolean {
  const pathname = path
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  return ENGLISH_ONLY.includes(pathname);
}

/** A pattern's segments: a fixed word (matched in any case, as the router does) or a parameter. */
type Segment = { word: string } | { param: (value: string) => boolean };

function segmentsOf(path: string): string[] {
  return path.split('/').slice(1);
}

const compiled: Segment[][] = PAGE_PATTERNS.filter((pattern) => pattern !== '/').map((pattern) =>
  segmentsOf(pattern).map((segment): Segment => {
    if (!segment.startsWith(':')) return { word: segment.toLowerCase() };
    const param = PAGE_PARAMS[segment.slice(1)];
    if (!param) throw new Error(`${pattern}: no rule for the parameter ${segment}`);
    return { param };
  }),
);

/**
 * Whether `path` (decoded, as the server's router gives it) is one of the shop's pages. A query
 * or fragment is ignored, and so are trailing slashes (/shop/ shows the shop, as in the browser).
 */
export function isAppPath(path: string): boolean {
  const end = path.search(/[?#]/);
  const pathname = (end === -1 ? path : path.slice(0, end)).replace(/\/+$/, '');
  if (pathname === '') return path.startsWith('/');
  if (!pathname.startsWith('/')) return false;
  const parts = segmentsOf(pathname);
  return compiled.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((segment, index) => {
        const part = parts[index] ?? '';
        return 'word' in segment ? part.toLowerCase() === segment.word : segment.param(part);
      }),
  );
}
