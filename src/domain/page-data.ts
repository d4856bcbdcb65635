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

/** What a page's HTML head (and its <noscript>) says, in the page's language (issue 30). */
export interface PageHead {
  title: string;
  description: string;
  noscript: string;
}

/** A page's first screen as the server rendered it (web/entry-server.tsx). */
export interface RenderedMarkup {
  /** The markup inside #root. */
  html: string;
  /** The queries the markup shows, for the browser's app to start from. */
  queries: RenderedQuery[];
  /** The server's clock the markup was rendered at: what its countdowns show (epoch ms). */
  renderedAt: number;
  /** Its title (the page's own), description and <noscript>, in the page's language. */
  head?: PageHead;
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
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
