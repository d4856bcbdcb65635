// The HTML of a page (issue 18): the built index.html, made to paint from its first response.
// The stylesheet is inlined (one request less before the first paint), the fonts the first screen
// uses are preloaded, and per page (page-hints.ts) its own modules are announced with
// modulepreload, its largest picture is preloaded with high priority, and its first API answers
// ride along as a JSON data island the web's API client reads instead of asking again. Still a
// client-rendered app: the markup of the first screen the server may add (page-render.ts) is
// replaced by the app's own render as soon as its code has run.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  PAGE_DATA_ELEMENT_ID,
  PAGE_MODULES_ATTRIBUTE,
  pageDataJson,
  scriptSafeJson,
  type PageData,
  type PageHead,
  type RenderedMarkup,
} from '@/domain/page-data';
import { DEFAULT_LANGUAGE, languagesOfFiles } from '@/domain/languages';
import type { PageHints, PreloadImage } from './page-hints';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ShellTemplate {
  /**
   * index.html with the stylesheet inlined, split before <title> and at </head>: `start` ends with
   * the font preloads, so they and the page's picture are asked for before the stylesheet's bytes.
   */
  start: string;
  head: string;
  /**
   * `head` for a page with the server's markup: the app's scripts give way to boot.js, which
   * loads them once the page has painted. Undefined when the build has no boot.js.
   */
  headBehindMarkup: string | undefined;
  tail: string;
  manifest: Manifest;
  /** Files the HTML already loads or preloads (the entry and its imports). */
  announced: Set<string>;
  /** The build's languages: one per catalogue of the app's shell, the default first. */
  languages: string[];
}

/** What a page's HTML says of its language (issue 30). */
export interface PageLanguage {
  /** Its `<html lang>`. */
  language: string;
  /** Its `<link rel="alternate" hreflang>` elements, ready to go into the head. */
  alternates: string;
  /**
   * Its title, description and <noscript> in its language (the template's without), its preview
   * card and structured data (issue 32).
   */
  head?: PageHead | undefined;
  /** Its absolute canonical address (issue 32); none on a page that must not be indexed. */
  canonical?: string | undefined;
  /** False: `<meta name="robots" content="noindex">` (a shopper's own page, a missing one). */
  indexable?: boolean;
}

/** Where the app's shell keeps its catalogues: their file names are the build's languages. */
const SHELL_CATALOGUE = /^src\/web\/app\/messages\/[^/]+\.json$/;

/** The latin subsets of the two fonts: what the shop's text needs on the first screen. */
const FIRST_SCREEN_FONTS = /\/assets\/(?:inter|fraunces)-latin-wght-normal-[\w-]+\.woff2/g;
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/;
const ASSET_REFERENCE = /(?:src|href)="\/(assets\/[\w.-]+\.js)"/g;
/** Vite's entry script and module preloads in index.html. */
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
/** The entry of a page with the server's markup (web/boot.ts, built by scripts/build.mjs). */
const BOOT_SCRIPT = '/boot.js';
/** The app's entry in Vite's manifest. */
const APP_ENTRY = 'index.html';

/** A value made safe inside a double-quoted HTML attribute. */
export function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A value made safe as an element's text. */
function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

function readManifest(clientDir: string): Manifest {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

function languagesOf(manifest: Manifest): string[] {
  const languages = languagesOfFiles(
    Object.keys(manifest).filter((key) => SHELL_CATALOGUE.test(key)),
  );
  return languages.length > 0 ? languages : [DEFAULT_LANGUAGE];
}

/** Reads and prepares index.html; undefined before the first build. */
export function loadShellTemplate(clientDir: string): ShellTemplate | undefined {
  const shellFile = join(clientDir, 'index.html');
  if (!existsSync(shellFile)) return undefined;
  let html = readFileSync(shellFile, 'utf8');
  const links: string[] = [];

  const stylesheet = STYLESHEET_LINK.exec(html);
  const cssFile = stylesheet?.[1] ? join(clientDir, stylesheet[1]) : undefined;
  if (stylesheet && cssFile && existsSync(cssFile)) {
    const css = readFileSync(cssFile, 'utf8');
    // A stylesheet that could end its own element stays a link (Tailwind's never does).
    if (!/<\/style/i.test(css)) {
      html = html.replace(stylesheet[0], () => `<style>${css}</style>`);
      for (const font of new Set(css.match(FIRST_SCREEN_FONTS) ?? []))
        links.push(`<link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin>`);
    }
  }

  const announced = new Set([...html.matchAll(ASSET_REFERENCE)].map((match) => match[1] ?? ''));
  const end = html.includes('</head>') ? html.indexOf('</head>') : html.length;
  const title = html.indexOf('<title>');
  const split = title === -1 || title > end ? end : title;
  const head = html.slice(split, end);
  const boots = existsSync(join(clientDir, BOOT_SCRIPT.slice(1)));
  const manifest = readManifest(clientDir);
  return {
    start: html.slice(0, split) + links.join(''),
    head,
    headBehindMarkup: boots
      ? `${head.replace(APP_SCRIPTS, '')}<script type="module" src="${BOOT_SCRIPT}"></script>`
      : undefined,
    tail: html.slice(end),
    manifest,
    announced,
    languages: languagesOf(manifest),
  };
}

/**
 * The files of `modules` and of everything they import statically, with the message catalogues of
 * `language` they load (each a dynamic import of its feature's messages.ts), minus those announced
 * unless `all` are asked for.
 */
function moduleFiles(
  template: ShellTemplate,
  modules: readonly string[],
  language: string,
  all = false,
): string[] {
  const catalogue = `/messages/${language}.json`;
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = template.manifest[key];
    if (!chunk) return;
    if (all || !template.announced.has(chunk.file)) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const loaded of chunk.dynamicImports ?? []) if (loaded.endsWith(catalogue)) visit(loaded);
  };
  modules.forEach(visit);
  return files;
}

function imagePreload({ image, sizes }: PreloadImage): string {
  const best = image.sources[0];
  if (!best)
    return `<link rel="preload" as="image" href="${attribute(image.src)}" fetchpriority="high">`;
  return (
    `<link rel="preload" as="image" type="${best.type}" imagesrcset="${attribute(best.srcSet)}"` +
    ` imagesizes="${attribute(sizes)}" fetchpriority="high">`
  );
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The template's title, description and <noscript> replaced by the page's (escaped). */
function withHead(html: string, head: PageHead): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${attribute(head.description)}">`,
    )
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${text(head.noscript)}</noscript>`);
}
const INERT_UNTIL_HYDRATED = 'inert';

/**
 * What the head tells search engines and shared links (issue 32): the canonical address, noindex,
 * the preview card's <meta> and the JSON-LD blocks (data, which no CSP runs; their JSON escapes
 * `<`, so no text can end the element).
 */
function searchTags(page: PageLanguage): string {
  const tags: string[] = [];
  if (page.indexable === false) tags.push('<meta name="robots" content="noindex">');
  if (page.canonical) tags.push(`<link rel="canonical" href="${attribute(page.canonical)}">`);
  for (const tag of page.head?.social ?? []) {
    const [key, name] = 'property' in tag ? ['property', tag.property] : ['name', tag.name];
    tags.push(`<meta ${key}="${attribute(name)}" content="${attribute(tag.content)}">`);
  }
  for (const data of page.head?.structuredData ?? [])
    tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  return tags.join('');
}

/**
 * The page's HTML: the template with the page's preloads and its data island, and the markup of
 * its first screen when the server rendered it (page-render.ts).
 * - Without markup the app must run before anything shows: its code and the page's are announced
 *   with modulepreload, and the island holds the page's first API answers.
 * - With markup the island holds the query cache the markup was rendered from, so the app's first
 *   render shows what the markup shows, and names the app's entry and every module the page
 *   needs, which boot.js asks for once the page has painted: nothing competes with the page's
 *   picture and fonts.
 */
export function renderPage(
  template: ShellTemplate,
  hints: PageHints,
  markup?: RenderedMarkup,
  page: PageLanguage = { language: DEFAULT_LANGUAGE, alternates: '' },
): string {
  const start = template.start.replace(
    /<html lang="[^"]*"/,
    () => `<html lang="${attribute(page.language)}"`,
  );
  const inLanguage = (html: string) => (page.head ? withHead(html, page.head) : html);
  const image = (hints.image ? imagePreload(hints.image) : '') + page.alternates;
  const search = searchTags(page);
  if (markup && template.headBehindMarkup !== undefined) {
    const files = moduleFiles(template, [APP_ENTRY, ...hints.modules], page.language, true);
    const data: PageData = { answers: {}, queries: markup.queries, renderedAt: markup.renderedAt };
    const island =
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}"` +
      ` ${PAGE_MODULES_ATTRIBUTE}="${attribute(files.map((file) => `/${file}`).join(' '))}">` +
      `${pageDataJson(data)}</script>`;
    // Inert until the app has taken it over (main.tsx): a tap on a button that does nothing yet
    // is lost, so none is taken; the app's first render lifts it.
    const tail = inLanguage(template.tail)
      .replace(EMPTY_ROOT, () => `<div id="root" ${INERT_UNTIL_HYDRATED}>${markup.html}</div>`)
      .replace('</body>', () => `${island}</body>`);
    return start + image + inLanguage(template.headBehindMarkup) + search + tail;
  }
  const modules = moduleFiles(template, [APP_ENTRY, ...hints.modules], page.language)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`)
    .join('');
  const island =
    Object.keys(hints.answers).length === 0
      ? ''
      : `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${pageDataJson({ answers: hints.answers })}</script>`;
  const tail = inLanguage(
    island ? template.tail.replace('</body>', () => `${island}</body>`) : template.tail,
  );
  return start + image + inLanguage(template.head) + modules + search + tail;
}

/** The template, read again whenever index.html changes (a build while the server runs). */
export function shellTemplates(clientDir: string): () => ShellTemplate | undefined {
  let cached: { stamp: number; template: ShellTemplate } | undefined;
  const shellFile = join(clientDir, 'index.html');
  return () => {
    let stamp: number;
    try {
      stamp = statSync(shellFile).mtimeMs;
    } catch {
      return undefined; // not built (yet)
    }
    if (cached?.stamp !== stamp) {
      const template = loadShellTemplate(clientDir);
      if (!template) return undefined;
      cached = { stamp, template };
    }
    return cached.template;
  };
}
