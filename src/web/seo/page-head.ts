// The head of a page for search engines and shared links (issue 32), in the page's language: its
// title and description, its preview card (Open Graph, Twitter) and its structured data (JSON-LD:
// the company behind the shop on every page, and what page-words.ts adds per page). Only the
// server calls it (entry-server.tsx), for every page it sends, rendered or left to the app, from
// the public answers the page's hints read already: a head costs catalogue look-ups, no query.
// The canonical address and `noindex` are the server's own (http/static.ts).
import { shareImage } from '@/domain/images';
import { pathIn } from '@/domain/languages';
import type {
  PageHead,
  PageHeadContext,
  ReadPublicAnswer,
  SocialTag,
  StructuredData,
} from '@/domain/page-data';
import { fromPrice } from '@/domain/pricing';
import { documentMessages } from '@/web/features/document/messages';
import { formatIn } from '@/web/i18n/format';
import { i18nFor } from '@/web/i18n/instances';
import { LANGUAGES, splitLanguage } from '@/web/i18n/languages';
import type { Translate } from '@/web/i18n/use-t';
import { isShopSettings } from '@/web/features/cart/api/get-settings';
import {
  HEAD_CATALOGUES,
  NOT_FOUND_WORDS,
  PAGE_WORDS,
  type PageFacts,
  type PageWords,
  type ShopSettingsFacts,
} from './page-words';
import { CURRENCY, decimalPrice, organizationData } from './structured-data';

/** The shop's own picture for a shared link of a page without one: the home page's artwork. */
const SHOP_PICTURE = '/images/hero-waves.svg';

/** The pattern of the route table that `path` (without language prefix) is, with its values. */
function pageOf(path: string): { pattern: string; params: Record<string, string> } | undefined {
  const parts = (path.replace(/\/+$/, '') || '/').split('/');
  for (const pattern of Object.keys(PAGE_WORDS)) {
    const segments = pattern.split('/');
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((segment, index) => {
      const part = parts[index] ?? '';
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = part;
        return true;
      }
      return segment === part.toLowerCase();
    });
    if (matches) return { pattern, params };
  }
  return undefined;
}

/** The settings the head uses, from GET /api/settings' public answer; undefined if unreadable. */
function settingsOf(answer: unknown): ShopSettingsFacts | undefined {
  return isShopSettings(answer) ? answer : undefined;
}

/** og:locale of a language ("en_GB", "nl_NL"), from its document catalogue. */
async function ogLocale(language: string): Promise<string> {
  await documentMessages.load(language);
  return i18nFor(language)._('document.og-locale');
}

/** The shared link's card: Open Graph, with Twitter's large picture. */
async function socialTags(facts: PageFacts, words: PageWords, title: string): Promise<SocialTag[]> {
  const { t, language } = facts;
  const picture = words.image ?? { url: SHOP_PICTURE, alt: t('document.share-image-alt') };
  const share = shareImage(picture.url);
  const others = await Promise.all(
    LANGUAGES.filter((other) => other !== language).map((other) => ogLocale(other)),
  );
  const { product } = words;
  return [
    { property: 'og:site_name', content: facts.brand },
    { property: 'og:type', content: product ? 'product' : 'website' },
    { property: 'og:title', content: words.name ?? title },
    { property: 'og:description', content: words.description },
    { property: 'og:url', content: facts.canonical },
    { property: 'og:locale', content: t('document.og-locale') },
    ...others.map((locale) => ({ property: 'og:locale:alternate', content: locale })),
    { property: 'og:image', content: facts.file(share?.url ?? picture.url) },
    ...(share
      ? [
          { property: 'og:image:type', content: share.type },
          { property: 'og:image:width', content: String(share.width) },
          { property: 'og:image:height', content: String(share.height) },
        ]
      : []),
    { property: 'og:image:alt', content: picture.alt },
    ...(product
      ? [
          { property: 'product:price:amount', content: decimalPrice(fromPrice(product, 'client')) },
          { property: 'product:price:currency', content: CURRENCY },
          {
            property: 'product:availability',
            content: product.stock > 0 ? 'in stock' : 'out of stock',
          },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/**
 * The head of the page at `url` (its path with the language prefix), read through `read` (the
 * page's hints first, then the API as a public visitor, in the page's language).
 */
export async function pageHead(
  url: URL,
  read: ReadPublicAnswer,
  context: PageHeadContext,
): Promise<PageHead> {
  const { language, path } = splitLanguage(url.pathname);
  await Promise.all(HEAD_CATALOGUES.map((catalogue) => catalogue.load(language)));
  const i18n = i18nFor(language);
  const t: Translate = (id, values) => i18n._(id, values);
  const origin = context.siteUrl.replace(/\/+$/, '');
  const page = pageOf(path);
  const missing = context.missing === true || page === undefined;
  const settings = missing ? undefined : settingsOf(await read('/api/settings'));
  const facts: PageFacts = {
    language,
    t,
    format: formatIn(t('app.locale')),
    params: page?.params ?? {},
    search: url.searchParams,
    read: (answerPath) => read(answerPath),
    canonical: context.canonical,
    href: (target) => `${origin}${pathIn(language, target)}`,
    file: (target) => (/^https?:\/\//i.test(target) ? target : `${origin}${target}`),
    siteUrl: origin,
    brand: t('document.site-name'),
    settings,
    missing,
  };
  const reader = page ? PAGE_WORDS[page.pattern] : undefined;
  const words = await (reader ?? NOT_FOUND_WORDS)(facts);
  const title =
    words.name === undefined ? t('app.title.home') : t('app.title.page', { title: words.name });
  const head: PageHead = {
    title,
    description: words.description,
    noscript: t('document.noscript'),
  };
  if (missing) return head;
  const structuredData: StructuredData[] = [
    ...(settings ? [organizationData(settings.company, origin, facts.brand)] : []),
    ...(words.structuredData ?? []),
  ];
  return { ...head, social: await socialTags(facts, words, title), structuredData };
}
