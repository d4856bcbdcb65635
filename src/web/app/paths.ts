// Every page's address, written once. Links and redirects build their hrefs here, and the route
// table (routes.tsx) reads its patterns from here too, so a page moves in one place.
// Read as a namespace, `import * as paths from '@/web/app/paths'`: paths.shop, paths.product(7).
// Separate exports rather than one object, so the minifier shortens every use on the first visit.

/** The query string of the values given, in their order, with "?" when there is one. */
function query(values: Record<string, string | number>): string {
  const text = new URLSearchParams(
    Object.entries(values).map(([name, value]) => [name, String(value)]),
  ).toString();
  return text ? `?${text}` : '';
}

export const home = '/';
export const shop = '/shop';
/** The shop, filtered: `search` is a query string without its "?". */
export const shopWith = (search: string) => (search ? `${shop}?${search}` : shop);
/** A family's landing page: /human-hair. */
export const family = (slug: string) => `/${slug}`;
export const humanHair = '/human-hair';
export const syntheticHair = '/synthetic-hair';
export const salonEssentials = '/salon-essentials';
export const shopCategoryPattern = '/shop-category';
/** One category of a family: /shop-category?family=human-hair&category=bundles. */
export const shopCategory = ({ family, category }: { family: string; category: string }) =>
  `${shopCategoryPattern}?family=${family}&category=${category}`;
export const productPattern = '/product/:id';
export const product = (id: number) => `/product/${id}`;
export const suggestProduct = '/suggest-product';
export const cart = '/cart';
export const checkout = '/cart/checkout';
export const guestCheckout = '/guest-checkout';
export const orderPaymentPattern = '/checkout/:uuid';
/** An order's payment page. */
export const orderPayment = (orderId: string) => `/checkout/${orderId}`;
export const successPattern = '/success';
/** The confirmation after an order. */
export const success = (orderId: string) =>
  `${successPattern}?order=${encodeURIComponent(orderId)}`;
export const testBankPattern = '/test-bank/:reference';
/** The built-in test provider's bank page for one payment (test mode only, issue 31). */
export const testBank = (reference: string) => `/test-bank/${encodeURIComponent(reference)}`;
export const boxBuilderIntro = '/box-builder-intro';
export const archivedBoxBuilderIntro = '/archive/box-builder-intro';
export const boxBuilder = '/box-builder';
/** The builder with a cart's box back in it, at the filling step. */
export const editBox = (id: string) => `${boxBuilder}?step=fill&edit=${encodeURIComponent(id)}`;
export const help = '/help';
export const contact = '/contact';
export const terms = '/terms';
export const privacy = '/privacy';
export const returns = '/returns';
export const shipping = '/shipping';
export const dbDiagnostics = '/db-diagnostics';
export const troubleshoot = '/troubleshoot';
export const hairdresser = '/hairdresser';
export const hairdresserOnboarding = '/hairdresser-onboarding';
export const recommendationPattern = '/recommendation/:uuid';
/** A salon's recommendation, as its clients open it. */
export const recommendation = (id: string) => `/recommendation/${encodeURIComponent(id)}`;
export const weeklyDrop = '/weekly-drop';
export const weeklyDropSalons = '/weekly-drop-salons';
export const offers = '/offers';
export const demandMap = '/demand-map';
export const login = '/login';
export const adminPattern = '/admin';
/** The admin, on a tab and with more of its query when given: /admin?tab=orders&order=… */
export const admin = (search: Record<string, string | number> = {}) =>
  `${adminPattern}${query(search)}`;
export const productEditPattern = '/product-edit';
/** The admin's product form; without an id, for a new product. */
export const productEdit = (id?: number) =>
  id === undefined ? productEditPattern : `${productEditPattern}?id=${id}`;
export const enhancedAdmin = '/enhanced-admin';
/** Analytics, for a date range when given: /enhanced-admin?from=2026-01-01&to=2026-03-31 */
export const analytics = (search: Record<string, string> = {}) =>
  `${enhancedAdmin}${query(search)}`;
export const batchProcessing = '/batch-processing';
/** Batches and invoices, on a tab and with more of its query: /batch-processing?tab=invoices */
export const batchesAndInvoices = (search: Record<string, string | number> = {}) =>
  `${batchProcessing}${query(search)}`;
