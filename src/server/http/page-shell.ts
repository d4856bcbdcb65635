// The HTML of a page (issue 18): the built index.html, made to paint from its first response.
// The stylesheet is inlined (one request less before the first paint), the fonts the first screen
// uses are preloaded, and per page (page-hints.ts) its own modules are announced with
// modulepreload, its largest picture is preloaded with high priority, and its first API answers
// ride along as a JSON data island the web's API client reads instead of asking again. Still a
// client-rendered app: the body holds no page markup.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_DATA_ELEMENT_ID, pageDataJson } from '@/domain/page-data';
import type { PageHints, PreloadImage } from './page-hints';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ShellTemplate {
  /** index.html with the stylesheet inlined and the font preloads added, split at </head>. */
  head: string;
  tail: string;
  manifest: Manifest;
  /** Files the HTML already loads or preloads (the entry and its imports). */
  announced: Set<string>;
}

/** The latin subsets of the two fonts: what the shop's text needs on the first screen. */
const FIRST_SCREEN_FONTS = /\/assets\/(?:inter|fraunces)-latin-wght-normal-[\w-]+\.woff2/g;
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/;
const ASSET_REFERENCE = /(?:src|href)="\/(assets\/[\w.-]+\.js)"/g;

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
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
  const end = html.indexOf('</head>');
  if (end === -1) return { head: html, tail: '', manifest: readManifest(clientDir), announced };
  return {
    head: html.slice(0, end) + links.join(''),
    tail: html.slice(end),
    manifest: readManifest(clientDir),
    announced,
  };
}

/** The files of `modules` and of everything they import statically, minus those announced. */
function moduleFiles(template: ShellTemplate, modules: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = template.manifest[key];
    if (!chunk) return;
    if (!template.announced.has(chunk.file)) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
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

/** The page's HTML: the template with the page's preloads and its data island. */
export function renderPage(template: ShellTemplate, hints: PageHints): string {
  const preloads = [
    ...(hints.image ? [imagePreload(hints.image)] : []),
    ...moduleFiles(template, hints.modules).map(
      (file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`,
    ),
  ].join('');
  const island =
    Object.keys(hints.answers).length === 0
      ? ''
      : `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${pageDataJson({ answers: hints.answers })}</script>`;
  const tail = island ? template.tail.replace('</body>', () => `${island}</body>`) : template.tail;
  return template.head + preloads + tail;
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
