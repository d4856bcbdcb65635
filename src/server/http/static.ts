// Serves the built web app: its files, and the page HTML for every app route (history fallback) —
// with 200 at the shop's pages and 404 elsewhere, where the app shows its not-found page (410 for
// a product no longer sold). The page HTML is index.html made to paint from its first response
// (page-shell.ts, page-hints.ts), with the head search engines and shared links read (issue 32):
// its own title and description, canonical address or noindex, preview card and JSON-LD.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { canonicalPath, canonicalUrl, isIndexable } from '@/domain/canonical';
import { categoryName, familyBySlug } from '@/domain/catalog';
import { productIdOf } from '@/domain/ids';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, pathIn, splitLanguage } from '@/domain/languages';
import { isAppPath, isEnglishOnlyPath } from '@/domain/page-routes';
import {
  answerKey,
  PAGE_AGE_METRIC,
  type PageHead,
  type ReadPublicAnswer,
} from '@/domain/page-data';
import { ACCESS_PARAMS } from '@/domain/salon-session';
import type { Logger } from '../log';
import type { AppEnv } from './app-env';
import { chooseEncoding } from './compression';
import { etagMatches } from './conditional';
import { isApiPath } from './errors';
import { pageHints, rendersOnServer, type PageHints } from './page-hints';
import { pageRenderer, type RenderHead, type RenderMarkup } from './page-render';
import { RenderSlots } from './render-slots';
import {
  attribute,
  renderPage,
  shellTemplates,
  type PageLanguage,
  type ShellTemplate,
} from './page-shell';
import { productsRead, type PageStore, type RenderedPage, type StoredPage } from './page-store';

// Vite names everything under /assets/ with a content hash, so it never changes in place.
const HASHED = 'public, max-age=31536000, immutable';
// Other files (images, fonts, geodata from public/) keep their names across releases.
const UNHASHED = 'public, max-age=3600';
// The shell names the current hashed bundles, so browsers must revalidate it every time.
const SHELL = 'no-cache';
// The shell at an unknown address: kept nowhere, so a page added later is never shadowed by it.
const MISSING_PAGE = 'no-store';
// A page from the page store (issue 33): a CDN may keep it 10 s and send it while it asks again
// for another 30; browsers ask every time (a 304 when nothing changed).
const STORED_PAGE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';
// A visit through a salon or friends-and-family link: its address holds the shopper's key.
const LINK_PAGE = 'private, no-cache';

const NOT_BUILT = 'The web app is not built yet: run npm run build';
// A page whose data is slow to read is sent without its island: the app then asks as before.
const HINTS_TIMEOUT_MS = 2000;
const NO_HINTS: PageHints = { modules: [], answers: {} };
// A page whose markup is slow to render is sent without it: the app renders it as before.
const RENDER_TIMEOUT_MS = 1000;
// Renders under way at once (render-slots.ts), in the render thread (render-thread.ts): a few
// keep it busy while some wait on their answers; past them a rush waits its turn, and a page
// whose turn comes too late goes without its markup rather than queueing without end.
const RENDER_SLOTS = 4;

/** Whether a product is for sale, retired by the admin (archived), or was never there. */
export type ProductStatus = 'for-sale' | 'archived' | 'unknown';

export interface WebAppOptions {
  /** Reads the API as a public visitor (app.ts passes the API itself); without it no island. */
  readPublicAnswer?: ReadPublicAnswer;
  /** Renders a page's first screen; by default the build's own (page-render.ts). */
  renderMarkup?: RenderMarkup | undefined;
  /** Every page's head (title, description, card, JSON-LD); by default the build's own. */
  renderHead?: RenderHead | undefined;
  /** A product's status, for its page's answer: 404 unknown, 410 archived (app.ts: the database). */
  productStatus?: ((id: number) => Promise<ProductStatus>) | undefined;
  /** How long a render may take before the page goes without it (tests on a busy machine). */
  renderTimeoutMs?: number | undefined;
  /** Where a page that failed to render on the server is reported. */
  logger?: Logger;
  /** Renders under way at once; by default 2 (render-slots.ts). */
  renderSlots?: number | undefined;
  /** Keeps public pages for the next visitors (issue 33); without it every page is rendered. */
  pageStore?: PageStore | undefined;
  /**
   * The shop's public origin (SITE_URL): the absolute addresses of a page's other languages, its
   * canonical address and pictures; the request's origin without it.
   */
  siteUrl?: string;
}

export function webApp(clientDir: string, options: WebAppOptions = {}): MiddlewareHandler<AppEnv> {
  const root = resolve(clientDir);
  const shellFile = join(root, 'index.html');
  const template = shellTemplates(root);
  const readAnswer: ReadPublicAnswer = options.readPublicAnswer ?? (async () => undefined);
  const renderer = pageRenderer(root);
  const renderMarkup = options.renderMarkup ?? renderer.markup;
  const renderHead = options.renderHead ?? renderer.head;
  // Loaded at start rather than by the first visitor's page, which would wait longer than its
  // render may take and go without its markup and head.
  if (!options.renderMarkup || !options.renderHead) renderer.warm();
  // serveStatic refuses "..", backslashes, doubled slashes and percent-encoded paths, so no
  // request can reach outside root. Made on first use: it complains when root does not exist
  // yet, which is normal before the first build.
  let files: MiddlewareHandler<AppEnv> | undefined;
  const unanswered = async () => {};
  let storedShell: ShellTemplate | undefined;
  const renderSlots = new RenderSlots(options.renderSlots ?? RENDER_SLOTS);

  return async (c, next) => {
    const { method, path } = c.req;
    if ((method !== 'GET' && method !== 'HEAD') || isApiPath(path)) return next();
    // The shell's own file name shows no page in the app: its address is /.
    if (path === '/index.html') return c.redirect(`/${searchOf(c.req.url)}`, 301);
    // The build's manifest (.vite/manifest.json) is the server's, not the browser's.
    if (path.startsWith('/.')) return c.notFound();
    if (isFileRequest(path)) {
      // Checked per request so a build made while the server runs is picked up (a page's check
      // is template()'s own, below: one look at the disk per page, kept or not).
      if (!existsSync(shellFile)) return c.text(NOT_BUILT, 503, { 'Cache-Control': 'no-store' });
      // Brotli copies made at build time (scripts/precompress.mjs) go to browsers that take br.
      files ??= serveStatic<AppEnv>({ root, precompressed: true });
      const file = await files(c, unanswered);
      if (file) {
        file.headers.set('Cache-Control', cacheControlFor(path, file));
        return file;
      }
      // A missing file must not come back as the shell: a stale bundle would then "load" HTML.
      return c.notFound();
    }

    const shell = template();
    if (!shell) return c.text(NOT_BUILT, 503, { 'Cache-Control': 'no-store' });
    // /nl/shop is the shop in Dutch (issue 30): the page's own path is what follows the prefix.
    const { language, path: pagePath } = splitLanguage(path, shell.languages);
    if (language !== DEFAULT_LANGUAGE && isEnglishOnlyPath(pagePath))
      return c.redirect(`${pagePath}${searchOf(c.req.url)}`, 301);
    // Only a choice made with the language switch moves a visitor of the home page; never the
    // browser's Accept-Language, so search engines and shared links see each language.
    const remembered = path === '/' ? getCookie(c, LANGUAGE_COOKIE) : undefined;
    if (remembered && remembered !== DEFAULT_LANGUAGE && shell.languages.includes(remembered)) {
      c.header('Vary', 'Cookie');
      c.header('Cache-Control', 'no-cache');
      return c.redirect(`${pathIn(remembered, '/')}${searchOf(c.req.url)}`, 302);
    }
    const url = new URL(c.req.url);
    // A first visit's page is the same for every anonymous visitor of its language: kept in the
    // page store (issue 33). Never a visit through a salon or friends-and-family link (its
    // address names the shopper's access), nor a page of one shopper's own (noindex ones). Only
    // pages that answered 200 are kept, and a change to a product forgets its page, so a kept
    // page needs no look-up of its status.
    const store = options.pageStore?.enabled ? options.pageStore : undefined;
    const ownVisit = namesAccess(url.searchParams);
    // A search's results are counted per search when they find nothing (issue 32): never kept.
    const storable =
      store !== undefined && isIndexable(pagePath) && !ownVisit && !url.searchParams.has('q');
    const key = `${url.pathname}${url.search}`;
    // A new build while the server runs names other bundles: no page of the old one is kept.
    if (store && shell !== storedShell) {
      store.clear();
      storedShell = shell;
    }
    const pageHeaders = (): Record<string, string> => ({
      'Content-Type': 'text/html; charset=UTF-8',
      ...(path === '/' ? { Vary: 'Cookie' } : {}),
    });
    const kept = storable ? store.get(key) : undefined;
    if (kept) return storedAnswer(c, kept, pageHeaders(), method === 'HEAD');

    // The same shell at an unknown address (or a product no longer sold), so the app renders its
    // not-found page, but a real 404 (410) for crawlers.
    const status = isAppPath(pagePath)
      ? ((await missingStatus(pagePath, url.searchParams, options.productStatus)) ?? 200)
      : 404;
    const found = status === 200;
    const headers: Record<string, string> = {
      ...pageHeaders(),
      'Cache-Control': !found ? MISSING_PAGE : ownVisit ? LINK_PAGE : SHELL,
    };
    if (!storable || !found) {
      if (method === 'HEAD') return c.body(null, status, headers);
      const made = await makePage({ url, pagePath, language, shell, found });
      return c.body(made.html, status, headers);
    }
    if (method === 'HEAD') return c.body(null, status, headers);
    const page = await store.page(key, () => makePage({ url, pagePath, language, shell, found }));
    return storedAnswer(c, page, headers, false);
  };

  /** The page's HTML: the shell with its island, its markup where rendered, and its head. */
  async function makePage(request: {
    url: URL;
    pagePath: string;
    language: string;
    shell: ShellTemplate;
    found: boolean;
  }): Promise<RenderedPage> {
    const { url, pagePath, language, shell, found } = request;
    const pageUrl = new URL(url);
    pageUrl.pathname = pagePath;
    // The page's answers as a visitor of its language reads them (product texts in Dutch), each
    // noted: the page store forgets a page when a product it showed changes.
    const paths = new Set<string>();
    let keep = true;
    const readInLanguage: ReadPublicAnswer = (answerPath) => {
      paths.add(answerPath);
      return readAnswer(answerPath, language);
    };
    const hints = found
      ? await withinTime(pageHints(pageUrl, readInLanguage), HINTS_TIMEOUT_MS, NO_HINTS)
      : NO_HINTS;
    if (hints === NO_HINTS && found) keep = false;
    const read = hintsFirst(hints, readInLanguage);
    const siteUrl = options.siteUrl ?? url.origin;
    const canonical = canonicalUrl(siteUrl, language, pagePath, url.search);
    const indexable = found && isIndexable(pagePath);
    const timeout = options.renderTimeoutMs ?? RENDER_TIMEOUT_MS;
    const rendered = found && rendersOnServer(pagePath);
    // The markup and the head side by side: neither waits for the other, and the head's search
    // tags never depend on the markup's render succeeding.
    const [markup, head] = await Promise.all([
      rendered
        ? withinTime(
            renderSlots
              .run(() => renderMarkup(url, read), timeout)
              .catch((error: unknown) => {
                options.logger?.error('page render failed', { path: url.pathname, error });
                return undefined;
              }),
            timeout,
            undefined,
          )
        : undefined,
      withinTime<PageHead | undefined>(
        renderHead(url, read, { siteUrl, canonical, missing: !found }).catch((error: unknown) => {
          options.logger?.error('page head failed', { path: url.pathname, error });
          return undefined;
        }),
        timeout,
        undefined,
      ),
    ]);
    // A page sent without its markup or head (failed, or late on a busy moment) is not kept.
    if ((rendered && !markup) || !head) keep = false;
    const page: PageLanguage = {
      language,
      // The title the rendered page set (the tab's own) over the head's, which says the same.
      head: head && markup?.title ? { ...head, title: markup.title } : head,
      canonical: indexable ? canonical : undefined,
      indexable,
      alternates: found
        ? alternates(shell.languages, canonicalPath(pagePath, url.search), siteUrl)
        : '',
    };
    return { html: renderPage(shell, hints, markup, page), products: productsRead(paths), keep };
  }
}

/**
 * A page from the store (or just rendered into it): compressed as the browser takes it, 304 for
 * the copy it has, its age for the page's clock (main.tsx reads Server-Timing), and kept briefly
 * by a CDN while browsers revalidate.
 */
function storedAnswer(
  c: Context<AppEnv>,
  page: StoredPage,
  headers: Record<string, string>,
  head: boolean,
): Response {
  const age = Math.max(0, Date.now() - page.renderedAt);
  const answer: Record<string, string> = {
    ...headers,
    'Cache-Control': STORED_PAGE,
    ETag: page.etag,
    Vary: headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding',
    'Server-Timing': `${PAGE_AGE_METRIC};dur=${age}`,
  };
  if (etagMatches(c.req.header('If-None-Match'), page.etag)) {
    delete answer['Content-Type'];
    return c.body(null, 304, answer);
  }
  const encoding = acceptedEncoding(c.req.header('Accept-Encoding'));
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
  if (encoding) answer['Content-Encoding'] = encoding;
  answer['Content-Length'] = String(body.length);
  if (head) return c.body(null, 200, answer);
  return c.body(body, 200, answer);
}

/** Brotli where the browser names it, else gzip, else none (compression.ts decides). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  return chooseEncoding(header, ['br', 'gzip'] as const) ?? undefined;
}

/**
 * Whether the address carries a shopper's access (a salon or friends-and-family link, with or
 * without its key): such a visit is the shopper's own, never kept nor served from the store.
 */
function namesAccess(search: URLSearchParams): boolean {
  return ACCESS_PARAMS.some((name) => search.has(name));
}

/**
 * The page in each language, and x-default (the default language's) for any other: absolute
 * addresses on the shop's public origin, as search engines require.
 */
function alternates(languages: readonly string[], path: string, siteUrl?: string): string {
  if (!siteUrl || languages.length < 2) return '';
  const href = (language: string) => attribute(`${siteUrl}${pathIn(language, path)}`);
  return [
    ...languages.map(
      (language) => `<link rel="alternate" hreflang="${language}" href="${href(language)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LANGUAGE)}">`,
  ].join('');
}

/**
 * The answers the page's markup and head are made from: those its hints hold already and, for any
 * other request, the API as a public visitor.
 */
function hintsFirst(hints: PageHints, readAnswer: ReadPublicAnswer): ReadPublicAnswer {
  return (path) => {
    const key = answerKey(path);
    return key in hints.answers ? Promise.resolve(hints.answers[key]) : readAnswer(path);
  };
}

/**
 * 404 or 410 for an address of a page pattern that shows nothing: a product that never was (404)
 * or is no longer sold (410), a category its family does not have. A family without a category
 * is its landing page (the app moves there).
 */
async function missingStatus(
  pagePath: string,
  search: URLSearchParams,
  productStatus: WebAppOptions['productStatus'],
): Promise<404 | 410 | undefined> {
  const product = /^\/product\/([^/]+)\/*$/i.exec(pagePath);
  const id = productIdOf(product?.[1]);
  if (id !== undefined && productStatus) {
    // A failed look-up leaves the page to the app, as before.
    const status = await productStatus(id).catch((): ProductStatus => 'for-sale');
    return status === 'unknown' ? 404 : status === 'archived' ? 410 : undefined;
  }
  if (/^\/shop-category\/*$/i.test(pagePath)) {
    const family = search.get('family') ?? '';
    const category = search.get('category') ?? '';
    const shown =
      familyBySlug(family) !== undefined &&
      (category === '' || categoryName(family, category) !== undefined);
    return shown ? undefined : 404;
  }
  return undefined;
}

/** What `work` gives, or `late` when it takes longer than `ms` (or fails). */
async function withinTime<T>(work: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  try {
    return await Promise.race([work.catch(() => late), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function searchOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

function cacheControlFor(path: string, file: Response): string {
  if (path.startsWith('/assets/')) return HASHED;
  return file.headers.get('Content-Type')?.startsWith('text/html') ? SHELL : UNHASHED;
}

/**
 * Paths under /assets/, or whose last segment has a file extension (/logo.png, /geo/nl.json),
 * ask for a file. The shop's routes (/shop, /product/12, /recommendation/<uuid>) never have one.
 */
function isFileRequest(path: string): boolean {
  return path === '/assets' || path.startsWith('/assets/') || /\.[A-Za-z0-9]{1,8}$/.test(path);
}
