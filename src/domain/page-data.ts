// The page data island (issue 18): the server sends a public page's first API answers inside its
// HTML, as `<script type="application/json" id="page-data">`, so the page paints without asking
// for them again. Both sides name an answer by the same key: its path with the query parameters
// sorted, so `?sort=popular&family=x` and `?family=x&sort=popular` are one answer.

/** The id of the island's element in the HTML. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The island's attribute naming the page's code (space-separated URLs) when the server rendered
 * its markup: the web's boot.ts preloads them once the page has painted.
 */
export const PAGE_MODULES_ATTRIBUTE = 'data-modules';

/**
 * What the island holds: API answers by `answerKey`, exactly as a public visitor gets them; and,
 * when the server rendered the page's markup, instead of the answers, the queries that markup
 * shows (web/lib/page-data.ts: key, data, when read), so the app's first render shows the same.
 */
/**
 * Server-Timing's name for how old a page from the page store is, in ms (issue 33): the page's
 * island holds the server's clock when it was rendered, the web adds this to learn the clock now.
 */
export const PAGE_AGE_METRIC = 'page-age';

export interface PageData {
  answers: Record<string, unknown>;
  queries?: RenderedQuery[];
  /** The server's clock (epoch ms) when it rendered the markup: what its countdowns showed. */
  renderedAt?: number;
}

/**
 * An API answer by path (`/api/…`), read as a public visitor of a page in `language` (the
 * default's when absent): the JSON of a 200, else undefined.
 */
export type ReadPublicAnswer = (path: string, language?: string) => Promise<unknown>;

/** A query the server's markup shows: its key, its data and when that was read (epoch ms). */
export interface RenderedQuery {
  key: readonly unknown[];
  data: unknown;
  updatedAt: number;
}

/**
 * A `<meta>` of a shared link's preview card (issue 32): Open Graph's `property` (og:title,
 * product:price:amount) or a Twitter card's `name` (twitter:card).
 */
export type SocialTag = { property: string; content: string } | { name: string; content: string };

/**
 * A JSON-LD object for the head (issue 32): schema.org's types, written by the web's seo/ module
 * (typed there with schema-dts) and by the server into `<script type="application/ld+json">`.
 */
export type StructuredData = Readonly<Record<string, unknown>>;

/**
 * What a page's HTML head (and its <noscript>) says, in the page's language (issue 30): its title
 * and description, and for search engines and shared links (issue 32) its preview card and its
 * structured data. The canonical address and `noindex` are the server's (http/static.ts), so they
 * never depend on this being ready in time.
 */
export interface PageHead {
  title: string;
  description: string;
  noscript: string;
  /** Open Graph and Twitter card tags, in the order they are written. */
  social?: readonly SocialTag[];
  /** JSON-LD objects, each its own script element. */
  structuredData?: readonly StructuredData[];
}

/** What the server tells a page's head (issue 32) beside its address and its answers. */
export interface PageHeadContext {
  /** The shop's public origin (SITE_URL): absolute addresses of pictures and links. */
  siteUrl: string;
  /** The page's absolute canonical address (domain/canonical.ts): og:url, the JSON-LD's urls. */
  canonical: string;
  /** No such page (404), or one no longer there (410): its title and description only. */
  missing?: boolean;
}

/** A page's first screen as the server rendered it (web/entry-server.tsx). */
export interface RenderedMarkup {
  /** The markup inside #root. */
  html: string;
  /** The queries the markup shows, for the browser's app to start from. */
  queries: RenderedQuery[];
  /** The server's clock the markup was rendered at: what its countdowns show (epoch ms). */
  renderedAt: number;
  /** The title the page set (useDocumentTitle), in the page's language: the tab's own. */
  title?: string;
}

/** `/api/products?sort=popular&family=x` → `/api/products?family=x&sort=popular`. */
export function answerKey(path: string): string {
  const start = path.indexOf('?');
  if (start === -1) return path;
  const params = new URLSearchParams(path.slice(start + 1));
  params.sort();
  const query = params.toString();
  return query ? `${path.slice(0, start)}?${query}` : path.slice(0, start);
}

/**
 * The island's JSON, safe inside a `<script>` element: `<`, `>` and `&` are written as \u escapes
 * (so no `</script>` or `<!--` can end or change the element), and so are U+2028/U+2029. The
 * result is still JSON, and parses back to the same value.
 */
export function pageDataJson(data: PageData): string {
  return scriptSafeJson(data);
}

/**
 * Any value's JSON, safe inside a `<script>` element (the island, a JSON-LD block): `<`, `>`, `&`
 * and U+2028/U+2029 written as \u escapes, so nothing in it can end or change the element.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
