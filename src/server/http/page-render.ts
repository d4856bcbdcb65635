// The first screen of a page, rendered on the server (issue 18) by the web app's own code: the
// build's dist/ssr/entry-server.js (from src/web/entry-server.tsx), loaded on first use. Without
// that file (no build yet, or tests with a bare index.html) pages are sent without markup, and
// the browser's app renders them as before.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  PageHead,
  PageHeadContext,
  ReadPublicAnswer,
  RenderedMarkup,
} from '@/domain/page-data';

interface RenderModule {
  renderPage: (url: URL, read: ReadPublicAnswer) => Promise<RenderedMarkup>;
  pageHead: (url: URL, read: ReadPublicAnswer, context: PageHeadContext) => Promise<PageHead>;
}

export type RenderMarkup = (
  url: URL,
  read: ReadPublicAnswer,
) => Promise<RenderedMarkup | undefined>;

/**
 * A page's head (issue 32): title, description, preview card and structured data in the page's
 * language, for every page the server sends, rendered or not, from the answers `read` gives.
 */
export type RenderHead = (
  url: URL,
  read: ReadPublicAnswer,
  context: PageHeadContext,
) => Promise<PageHead | undefined>;

function isRenderModule(value: unknown): value is RenderModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'renderPage' in value &&
    typeof value.renderPage === 'function' &&
    'pageHead' in value &&
    typeof value.pageHead === 'function'
  );
}

/**
 * The page renderer of the build next to `clientDir` (…/client → …/ssr/entry-server.js), loaded
 * once. Its page chunks import the entry again by its plain URL, so it cannot be loaded afresh
 * under another one: after a new build while the server runs, pages go without markup (the old
 * chunks are gone) until the server restarts.
 */
export function pageRenderer(clientDir: string): {
  markup: RenderMarkup;
  head: RenderHead;
  /** Starts loading the build's renderer now, so the first page's head is not late for it. */
  warm: () => void;
} {
  const file = join(clientDir, '..', 'ssr', 'entry-server.js');
  let loaded: { stamp: number; module: Promise<RenderModule | undefined> } | undefined;

  const stampOf = (): number | undefined => {
    try {
      return statSync(file).mtimeMs;
    } catch {
      return undefined; // not built (yet)
    }
  };

  const moduleOf = async (): Promise<RenderModule | undefined> => {
    const stamp = stampOf();
    if (stamp === undefined) return undefined;
    loaded ??= {
      stamp,
      module: import(pathToFileURL(file).href).then(
        (value: unknown) => (isRenderModule(value) ? value : undefined),
        () => undefined,
      ),
    };
    if (loaded.stamp !== stamp) return undefined;
    return loaded.module;
  };

  return {
    markup: async (url, read) => (await moduleOf())?.renderPage(url, read),
    head: async (url, read, context) => (await moduleOf())?.pageHead(url, read, context),
    warm: () => void moduleOf(),
  };
}
