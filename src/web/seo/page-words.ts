// What each page says of itself in its head (issue 32): its name (what its tab title wraps, the
// same words its own useDocumentTitle writes), its description (the document catalogue), the
// picture of its preview card and its structured data. One reader per page pattern of the route
// table; each loads the catalogues it names and reads only answers the page's hints hold already
// (the product, the settings), so a head costs no query of its own.
import { categoryName, familyBySlug, FAMILIES } from '@/domain/catalog';
import { canonicalPath } from '@/domain/canonical';
import { shareImage } from '@/domain/images';
import type { StructuredData } from '@/domain/page-data';
import { fromPrice } from '@/domain/pricing';
import type { Product } from '@/domain/products';
import type { PublicSettings } from '@/domain/settings';
import { productIdOf } from '@/domain/ids';
import { appMessages } from '@/web/app/messages';
import { boxBuilderMessages } from '@/web/features/box-builder/messages';
import { cartMessages } from '@/web/features/cart/messages';
import { namesIn } from '@/web/features/catalog/catalog-names';
import { catalogMessages } from '@/web/features/catalog/messages';
import { productMessages } from '@/web/features/catalog/product/messages';
import { shopMessages } from '@/web/features/catalog/shop/messages';
import { checkoutMessages } from '@/web/features/checkout/messages';
import { demandMessages } from '@/web/features/demand/messages';
import { diagnosticsMessages } from '@/web/features/diagnostics/messages';
import { documentMessages } from '@/web/features/document/messages';
import { dropsMessages } from '@/web/features/drops/messages';
import { hairdressersMessages } from '@/web/features/hairdressers/messages';
import { parseLegalText } from '@/web/features/legal/legal-text';
import { notFoundMessages } from '@/web/features/not-found/messages';
import { readProduct } from '@/web/features/products/api/product-payload';
import { helpSections } from '@/web/features/support/help-questions';
import { supportMessages } from '@/web/features/support/messages';
import type { Catalogue } from '@/web/i18n/catalogue';
import type { Format } from '@/web/i18n/format';
import type { Translate } from '@/web/i18n/use-t';
import { breadcrumbData, faqData, productData, type Crumb } from './structured-data';

/** What a page reader knows of the request. */
export interface PageFacts {
  language: string;
  t: Translate;
  format: Format;
  params: Record<string, string>;
  search: URLSearchParams;
  /** A public answer (the page's hints first), in the page's language. */
  read: (path: string) => Promise<unknown>;
  /** The page's canonical address. */
  canonical: string;
  /** An absolute address in the page's language: '/shop' → 'https://…/nl/shop'. */
  href: (path: string) => string;
  /** An absolute address of a file (a picture) on the shop's origin. */
  file: (path: string) => string;
  siteUrl: string;
  brand: string;
  /** The shop's public settings, when they could be read. */
  settings: ShopSettingsFacts | undefined;
  /** The server found no such page (404) or one no longer there (410). */
  missing: boolean;
}

export type ShopSettingsFacts = Pick<
  PublicSettings,
  'company' | 'deliveryFees' | 'freeDeliveryThresholds' | 'orderExpiryMinutes'
>;

export interface PageWords {
  /** The page's name, which its title wraps ("Help" → "Help · Tress"); none: the home title. */
  name?: string;
  description: string;
  /** The picture of its preview card (an image URL of the shop); none: the shop's own. */
  image?: { url: string; alt: string };
  /** A product page's product (og:type product, its price). */
  product?: Product;
  structuredData?: StructuredData[];
}

type PageReader = (facts: PageFacts) => Promise<PageWords>;

async function load(language: string, catalogues: readonly Catalogue[]): Promise<void> {
  await Promise.all(catalogues.map((catalogue) => catalogue.load(language)));
}

/** A page whose name is one message of a catalogue, and whose description is the document's. */
function named(catalogue: Catalogue, nameId: string, descriptionId?: string): PageReader {
  return async ({ language, t }) => {
    await load(language, [catalogue]);
    return {
      name: t(nameId),
      description: t(descriptionId ?? 'document.description'),
    };
  };
}

/** A page of the admin (English only, its titles written in its code), never indexed. */
function adminPage(name: string): PageReader {
  return async ({ t }) => ({ name, description: t('document.description') });
}

const notFound: PageReader = async ({ language, t }) => {
  await load(language, [notFoundMessages]);
  return { name: t('not-found.title'), description: t('document.description.not-found') };
};

/** The first sentence (or line) of a text, at most about 160 characters, for a description. */
export function firstLine(text: string, limit = 160): string {
  const line = text.trim().split(/\n/)[0]?.trim() ?? '';
  const sentence = /^.+?[.!?](?=\s|$)/u.exec(line)?.[0] ?? line;
  if (sentence.length <= limit) return sentence;
  const cut = sentence.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/u, '')}…`;
}

/** Which page of a paged list the canonical address names (1 when none). */
function pageNumber(canonical: string): number {
  const page = new URL(canonical).searchParams.get('page');
  return page === null ? 1 : Number(page);
}

const home: PageReader = async ({ t }) => ({
  description: t('document.description'),
});

const shop: PageReader = async ({ language, t, canonical }) => {
  await load(language, [catalogMessages, shopMessages]);
  const page = pageNumber(canonical);
  return page > 1
    ? {
        name: `${t('app.nav.shop')} · ${t('app.ui.page', { page })}`,
        description: t('document.description.shop-page', { page }),
      }
    : { name: t('app.nav.shop'), description: t('document.description.shop') };
};

const FAMILY_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'human-hair': 'document.description.human-hair',
  'synthetic-hair': 'document.description.synthetic-hair',
  'salon-essentials': 'document.description.salon-essentials',
};

function familyImage(slug: string, name: string, t: Translate): { url: string; alt: string } {
  return {
    url: `/images/family-${slug}.svg`,
    alt: t('document.family-image-alt', { family: name }),
  };
}

/** Shop › Family (› Category), as the pages' breadcrumbs show them. */
function trail(facts: PageFacts, family: string, category?: string): Crumb[] {
  const names = namesIn(facts.t);
  const crumbs: Crumb[] = [
    { name: facts.t('app.nav.shop'), url: facts.href('/shop') },
    { name: names.family(family), url: facts.href(`/${family}`) },
  ];
  if (category && categoryName(family, category) !== undefined)
    crumbs.push({
      name: names.category(category),
      url: facts.href(canonicalPath('/shop-category', `?family=${family}&category=${category}`)),
    });
  return crumbs;
}

function familyPage(slug: string): PageReader {
  return async (facts) => {
    const { language, t } = facts;
    await load(language, [catalogMessages]);
    const name = namesIn(t).family(slug);
    return {
      name,
      description: t(FAMILY_DESCRIPTIONS[slug] ?? 'document.description'),
      image: familyImage(slug, name, t),
      structuredData: [breadcrumbData(trail(facts, slug))],
    };
  };
}

const category: PageReader = async (facts) => {
  const { language, t, search, canonical } = facts;
  await load(language, [catalogMessages, shopMessages]);
  const family = search.get('family') ?? '';
  const slug = search.get('category') ?? '';
  if (facts.missing || !familyBySlug(family) || categoryName(family, slug) === undefined)
    return {
      name: t('catalog.shop.cat.missing'),
      description: t('document.description.not-found'),
    };
  const names = namesIn(t);
  const familyName = names.family(family);
  const categoryText = names.category(slug);
  const page = pageNumber(canonical);
  const values = { category: categoryText, family: familyName.toLowerCase(), page };
  return {
    name:
      page > 1
        ? `${categoryText} · ${familyName} · ${t('app.ui.page', { page })}`
        : `${categoryText} · ${familyName}`,
    description:
      page > 1
        ? t('document.description.category-page', values)
        : t('document.description.category', values),
    image: familyImage(family, familyName, t),
    structuredData: [breadcrumbData(trail(facts, family, slug))],
  };
};

function productOf(answer: unknown): Product | undefined {
  try {
    return readProduct(answer);
  } catch {
    return undefined;
  }
}

const productPage: PageReader = async (facts) => {
  const { language, t, format, params } = facts;
  await load(language, [catalogMessages, productMessages]);
  const id = productIdOf(params.id);
  const product =
    facts.missing || id === undefined
      ? undefined
      : productOf(await facts.read(`/api/products/${id}`));
  if (!product)
    return { name: t('catalog.product.missing'), description: t('document.description.not-found') };
  const names = namesIn(t);
  const familyName = names.family(product.family);
  const prices = new Set(product.variant_detail.map((variant) => variant.price ?? product.price));
  const values = {
    name: product.name,
    family: familyName.toLowerCase(),
    price: format.money(fromPrice(product, 'client')),
    summary: firstLine(product.description),
  };
  const description = (
    prices.size > 1
      ? t('document.description.product-from', values)
      : t('document.description.product', values)
  ).trim();
  const image = product.images[0];
  return {
    name: `${product.name} · ${familyName}`,
    description,
    image: image ? { url: image, alt: product.name } : undefined,
    product,
    structuredData: [
      productData({
        product,
        url: facts.canonical,
        // The 1200-wide JPEGs where the pictures have them: a size search engines can judge.
        images: product.images.map((url) => facts.file(shareImage(url)?.url ?? url)),
        category: `${familyName} > ${names.category(product.category)}`,
        brand: facts.brand,
        siteUrl: facts.siteUrl,
      }),
      breadcrumbData([
        ...trail(facts, product.family, product.category),
        { name: product.name, url: facts.canonical },
      ]),
    ],
  };
};

const help: PageReader = async ({ language, t, format, settings }) => {
  await load(language, [supportMessages]);
  const questions = settings
    ? helpSections(settings, t, format).flatMap((section) => section.questions)
    : [];
  return {
    name: t('support.help.title'),
    description: t('document.description.help'),
    structuredData: questions.length > 0 ? [faqData(questions)] : [],
  };
};

const boxBuilder: PageReader = async ({ language, t }) => {
  await load(language, [boxBuilderMessages]);
  // A first visit lands on the size step (a returning shopper's draft moves on in the browser).
  return {
    name: t('box-builder.title', { step: t('box-builder.step.size') }),
    description: t('document.description.box-builder'),
  };
};

const onboarding: PageReader = async ({ language, t }) => {
  await load(language, [hairdressersMessages]);
  // A first visit has no draft: the first step, whatever ?step= asks for.
  return {
    name: t('hairdressers.flow.title-step', { step: t('hairdressers.step.salon-title') }),
    description: t('document.description.hairdresser'),
  };
};

// The legal pages' texts (features/legal/content/<page>/<language>.md): their title is the page's.
const LEGAL_FILES = import.meta.glob<string>('../features/legal/content/*/*.md', {
  query: '?raw',
  import: 'default',
});
const legalTitles = new Map<string, Promise<string | undefined>>();

function legalTitle(page: string, language: string): Promise<string | undefined> {
  const key = `${page}/${language}`;
  let title = legalTitles.get(key);
  if (!title) {
    const file =
      LEGAL_FILES[`../features/legal/content/${page}/${language}.md`] ??
      LEGAL_FILES[`../features/legal/content/${page}/en.md`];
    title = file
      ? file().then((source) => parseLegalText(source).title)
      : Promise.resolve(undefined);
    legalTitles.set(key, title);
  }
  return title;
}

const LEGAL_DESCRIPTIONS: Readonly<Record<string, string>> = {
  terms: 'document.description.terms',
  privacy: 'document.description.privacy',
  returns: 'document.description.returns',
  shipping: 'document.description.shipping',
};

function legalPage(page: string): PageReader {
  return async ({ language, t }) => ({
    name: (await legalTitle(page, language)) ?? page,
    description: t(LEGAL_DESCRIPTIONS[page] ?? 'document.description'),
  });
}

/** Every page pattern of the route table (domain/page-routes.ts) and what its head says. */
export const PAGE_WORDS: Readonly<Record<string, PageReader>> = {
  '/': home,
  '/shop': shop,
  '/shop-category': category,
  '/product/:id': productPage,
  ...Object.fromEntries(FAMILIES.map(({ slug }) => [`/${slug}`, familyPage(slug)])),
  '/suggest-product': named(
    supportMessages,
    'support.suggest.title',
    'document.description.suggest-product',
  ),
  '/cart': named(cartMessages, 'cart.title'),
  '/cart/checkout': named(checkoutMessages, 'checkout.title'),
  '/guest-checkout': named(checkoutMessages, 'checkout.title.guest'),
  '/checkout/:uuid': named(checkoutMessages, 'checkout.pay-page.title'),
  '/success': named(checkoutMessages, 'checkout.success.doc-title'),
  '/test-bank/:reference': named(checkoutMessages, 'checkout.test-bank.doc-title'),
  '/box-builder-intro': named(
    boxBuilderMessages,
    'box-builder.intro.title',
    'document.description.box-builder-intro',
  ),
  '/archive/box-builder-intro': named(
    boxBuilderMessages,
    'box-builder.archive.title',
    'document.description.archived-box-builder-intro',
  ),
  '/box-builder': boxBuilder,
  '/help': help,
  '/contact': named(supportMessages, 'support.contact.title', 'document.description.contact'),
  '/terms': legalPage('terms'),
  '/privacy': legalPage('privacy'),
  '/returns': legalPage('returns'),
  '/shipping': legalPage('shipping'),
  '/db-diagnostics': named(diagnosticsMessages, 'diagnostics.db.title'),
  '/troubleshoot': named(diagnosticsMessages, 'diagnostics.troubleshoot.title'),
  '/hairdresser': named(
    hairdressersMessages,
    'hairdressers.title',
    'document.description.hairdresser',
  ),
  '/hairdresser-onboarding': onboarding,
  '/recommendation/:uuid': named(hairdressersMessages, 'hairdressers.rec.title'),
  '/weekly-drop': named(dropsMessages, 'drops.public.title', 'document.description.weekly-drop'),
  '/weekly-drop-salons': named(
    dropsMessages,
    'drops.salons.title',
    'document.description.weekly-drop-salons',
  ),
  '/offers': named(appMessages, 'app.nav.offers', 'document.description.offers'),
  '/demand-map': named(demandMessages, 'demand.title', 'document.description.demand-map'),
  // The sign-in and the admin are English only, their titles written in their code.
  '/login': adminPage('Sign in'),
  '/admin': adminPage('Admin'),
  '/product-edit': adminPage('Edit product · Admin'),
  '/enhanced-admin': adminPage('Analytics'),
  '/batch-processing': adminPage('Batch processing'),
};

/** The words of an address that is no page of the shop. */
export const NOT_FOUND_WORDS: PageReader = notFound;

/** The catalogues every head reads: the shell's (titles) and the document's. */
export const HEAD_CATALOGUES: readonly Catalogue[] = [appMessages, documentMessages];
