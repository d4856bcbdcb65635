// What a page needs to paint from its first response (issue 18): its own code (to announce with
// modulepreload), the API answers it asks for first (sent along as the page data island) and the
// picture that is its largest paint (preloaded with high priority). Every answer is read as a
// public visitor gets it — no cookies, no access header, no bearer — so an island never carries
// business prices; a salon or friends-and-family visit asks for its own data once its access is
// validated, as before.
import { FAMILIES } from '@/domain/catalog';
import { productIdOf } from '@/domain/ids';
import {
  HALF_SECTION_SIZES,
  HERO_SIZES,
  PRODUCT_CARD_SIZES,
  PRODUCT_PAGE_SIZES,
  responsiveImage,
  type ResponsiveImage,
} from '@/domain/images';
import { answerKey, type ReadPublicAnswer } from '@/domain/page-data';
import { linkAccessFrom } from '@/domain/salon-session';

export interface PreloadImage {
  image: ResponsiveImage;
  sizes: string;
}

export interface PageHints {
  /** Keys of the Vite manifest (source paths) of the modules the page renders first. */
  modules: string[];
  /** API answers by answerKey. */
  answers: Record<string, unknown>;
  /** The picture the page paints largest, if it is known before the JavaScript runs. */
  image?: PreloadImage;
}

const page = (feature: string, name: string) => `src/web/features/${feature}/pages/${name}.tsx`;

/** What a visit through a salon or friends-and-family link loads at once to check its access. */
const LINK_VALIDATION = 'src/web/features/shopper/link-validation.ts';
/** What a link visit is told of its prices (web: shopper-bar.tsx loads it lazily). */
const SHOPPER_BANNER = 'src/web/features/shopper/components/shopper-banner.tsx';

/**
 * The lazily loaded module of each page pattern of the route table (src/web/app/routes.tsx); a
 * test compares the two. The admin's pages are left out: a visitor who is not signed in only sees
 * the sign-in page there, and the admin's code is large.
 */
export const PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/': [page('catalog', 'home-page')],
  '/shop': [page('catalog', 'shop-page')],
  '/shop-category': [page('catalog', 'shop-category-page')],
  '/product/:id': [page('catalog', 'product-page')],
  '/human-hair': [page('catalog', 'human-hair-page')],
  '/synthetic-hair': [page('catalog', 'synthetic-hair-page')],
  '/salon-essentials': [page('catalog', 'salon-essentials-page')],
  '/suggest-product': [page('support', 'suggest-product-page')],
  '/cart': [page('cart', 'cart-page')],
  '/cart/checkout': [page('checkout', 'checkout-page')],
  '/guest-checkout': [page('checkout', 'guest-checkout-page')],
  '/checkout/:uuid': [page('checkout', 'order-payment-page')],
  '/success': [page('checkout', 'success-page')],
  '/test-bank/:reference': [page('checkout', 'test-bank-page')],
  '/box-builder-intro': [page('box-builder', 'box-builder-intro-page')],
  '/archive/box-builder-intro': [page('box-builder', 'archived-box-builder-intro-page')],
  '/box-builder': [page('box-builder', 'box-builder-page')],
  '/help': [page('support', 'help-page')],
  '/contact': [page('support', 'contact-page')],
  '/terms': [page('legal', 'terms-page')],
  '/privacy': [page('legal', 'privacy-page')],
  '/returns': [page('legal', 'returns-page')],
  '/shipping': [page('legal', 'shipping-page')],
  '/db-diagnostics': [page('diagnostics', 'db-diagnostics-page')],
  '/troubleshoot': [page('diagnostics', 'troubleshoot-page')],
  '/hairdresser': [page('hairdressers', 'hairdresser-page')],
  '/hairdresser-onboarding': [page('hairdressers', 'hairdresser-onboarding-page')],
  '/recommendation/:uuid': ['src/web/app/listed-recommendation-page.tsx'],
  '/weekly-drop': [page('drops', 'weekly-drop-page')],
  '/weekly-drop-salons': [page('drops', 'weekly-drop-salons-page')],
  '/offers': [page('offers', 'offers-page')],
  '/demand-map': [page('demand', 'demand-map-page')],
  '/login': ['src/web/app/auth-layout.tsx', page('auth', 'login-page')],
};

// The first requests of the pages, as their web code makes them (the browser test checks that a
// first visit asks for none of them again).
const SETTINGS = '/api/settings';
const CATALOG = '/api/catalog';
const OFFERS = '/api/offers';
const HERO_IMAGE = '/images/hero-waves.svg';

/** Which pattern of PAGE_MODULES a path is, with its parameters (matched as the router does). */
function matchPage(pathname: string): { pattern: string; params: Record<string, string> } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const pattern of Object.keys(PAGE_MODULES)) {
    const names: string[] = [];
    const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const match = new RegExp(`^${source}$`, 'i').exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => (params[name] = match[index + 1] ?? ''));
    return { pattern, params };
  }
  return null;
}

interface PageRequest {
  params: Record<string, string>;
  search: URLSearchParams;
  read: (path: string) => Promise<unknown>;
}

interface PageData {
  paths: string[];
  image?: PreloadImage;
}
type PageDataReader = (request: PageRequest) => Promise<PageData>;

/** A product as far as the product page's first requests depend on it. */
function productFacts(
  answer: unknown,
): { family: string; category: string; image?: string } | null {
  if (!answer || typeof answer !== 'object') return null;
  const { family, category, images } = answer as Record<string, unknown>;
  if (typeof family !== 'string' || typeof category !== 'string') return null;
  const first = Array.isArray(images) && typeof images[0] === 'string' ? images[0] : undefined;
  return { family, category, image: first };
}

const productPage: PageDataReader = async ({ params, read }) => {
  const id = productIdOf(params.id);
  if (id === undefined) return { paths: [] };
  const productPath = `/api/products/${id}`;
  const product = productFacts(await read(productPath));
  if (!product) return { paths: [productPath] };
  const related = `/api/products?${new URLSearchParams({
    family: product.family,
    category: product.category,
    sort: 'popular',
    pageSize: '5',
  })}`;
  return {
    paths: [productPath, OFFERS, related],
    image: product.image
      ? { image: responsiveImage(product.image), sizes: PRODUCT_PAGE_SIZES }
      : undefined,
  };
};

/** The first picture of a product list answer, if any. */
function firstListImage(answer: unknown): string | undefined {
  if (!answer || typeof answer !== 'object' || !('items' in answer)) return undefined;
  const items = answer.items;
  return Array.isArray(items) ? productFacts(items[0])?.image : undefined;
}

// The shop's list depends on its filters in the URL; only the plain landing is sent along, with
// its first product's picture (the largest paint).
const SHOP_LANDING_LIST = '/api/products?sort=popular&pageSize=24';
const shopPage: PageDataReader = async ({ search, read }) => {
  if (search.size > 0) return { paths: [CATALOG, OFFERS] };
  const image = firstListImage(await read(SHOP_LANDING_LIST));
  return {
    paths: [CATALOG, OFFERS, SHOP_LANDING_LIST],
    image: image ? { image: responsiveImage(image), sizes: PRODUCT_CARD_SIZES } : undefined,
  };
};

/** The family landing pages, one per family (/human-hair …). */
const familyPages = Object.fromEntries(
  FAMILIES.map(({ slug }): [string, PageDataReader] => [
    `/${slug}`,
    async () => ({
      paths: [CATALOG, OFFERS, `/api/products?family=${slug}&sort=popular&pageSize=4`],
      image: { image: responsiveImage(`/images/family-${slug}.svg`), sizes: HALF_SECTION_SIZES },
    }),
  ]),
);

const PAGE_DATA: Readonly<Record<string, PageDataReader>> = {
  '/': async () => ({
    paths: ['/api/products?sort=popular&pageSize=8', OFFERS],
    image: { image: responsiveImage(HERO_IMAGE), sizes: HERO_SIZES },
  }),
  '/shop': shopPage,
  '/product/:id': productPage,
  ...familyPages,
  '/weekly-drop': async () => ({ paths: ['/api/weekly-drop?audience=public'] }),
  '/offers': async () => ({ paths: [OFFERS] }),
  '/box-builder': async () => ({ paths: ['/api/box-builder'] }),
};

/**
 * The pages whose first screen the server does not render (page-render.ts): those built from what
 * the browser keeps (the cart, checkout, an order just placed, an application's draft, the
 * diagnostics) and the sign-in page. Every other page of PAGE_MODULES looks the same to every
 * first visit and is rendered; the admin's pages are not among them. The box builder is: its
 * landing is the size step, and a returning shopper's draft replaces it as soon as the app runs.
 */
const LEFT_TO_THE_APP: ReadonlySet<string> = new Set([
  '/cart',
  '/cart/checkout',
  '/guest-checkout',
  '/checkout/:uuid',
  '/success',
  '/test-bank/:reference',
  '/hairdresser-onboarding',
  '/db-diagnostics',
  '/troubleshoot',
  '/login',
]);

/** Whether the server renders the first screen of the page at `pathname`. */
export function rendersOnServer(pathname: string): boolean {
  const matched = matchPage(pathname);
  return matched !== null && !LEFT_TO_THE_APP.has(matched.pattern);
}

/** The hints for a page address; an address that is no page gets the settings only. */
export async function pageHints(url: URL, readAnswer: ReadPublicAnswer): Promise<PageHints> {
  // Each answer read once, even when a page's data depends on another answer.
  const reads = new Map<string, Promise<unknown>>();
  const read = (path: string) => {
    let answer = reads.get(path);
    if (!answer) {
      answer = readAnswer(path);
      reads.set(path, answer);
    }
    return answer;
  };
  const matched = matchPage(url.pathname);
  const reader = matched ? PAGE_DATA[matched.pattern] : undefined;
  const data: PageData = reader
    ? await reader({ params: matched?.params ?? {}, search: url.searchParams, read })
    : { paths: [] };
  // Every page of the shop asks for the settings (the cart, the footer, delivery).
  const paths = [SETTINGS, ...data.paths];
  const values = await Promise.all(paths.map(read));
  const answers: Record<string, unknown> = {};
  paths.forEach((path, index) => {
    if (values[index] !== undefined) answers[answerKey(path)] = values[index];
  });
  const linkVisit = linkAccessFrom(url.searchParams).kind !== 'none';
  return {
    modules: [
      ...(matched ? (PAGE_MODULES[matched.pattern] ?? []) : []),
      ...(linkVisit ? [LINK_VALIDATION, SHOPPER_BANNER] : []),
    ],
    answers,
    image: data.image,
  };
}
