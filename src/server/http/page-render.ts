// The first screen of a page, rendered on the server (issue 18) by the web app's own code: the
// build's dist/ssr/entry-server.js (from src/web/entry-server.tsx), loaded on first use. Without
// that file (no build yet, or tests with a bare index.html) pages are sent without markup, and
// the browser's app renders them as before.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RenderThread } from './render-thread';
import type {
  PageHead,
  PageHeadContext,
  ReadPublicAnswer,
  RenderedMarkup,
} from '@/domain/page-data';

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

/**
 * The page renderer of the build next to `clientDir` (…/client → …/ssr/entry-server.js), loaded
 * once, in a thread of its own (render-thread.ts: a render never holds up the API). Its page
 * chunks import the entry again by its plain URL, so it cannot be loaded afresh under another
 * one: after a new build while the server runs, pages go without markup (the old chunks are
 * gone) until the server restarts.
 */
export function pageRenderer(clientDir: string): {
  markup: RenderMarkup;
  head: RenderHead;
  /** Starts loading the build's renderer now, so the first page's head is not late for it. */
  warm: () => void;
} {
  const file = join(clientDir, '..', 'ssr', 'entry-server.js');
  let loaded: { stamp: number; thread: RenderThread } | undefined;

  const stampOf = (): number | undefined => {
    try {
      return statSync(file).mtimeMs;
    } catch {
      return undefined; // not built (yet)
    }
  };

  const threadOf = (): RenderThread | undefined => {
    const stamp = stampOf();
    if (stamp === undefined) return undefined;
    loaded ??= { stamp, thread: new RenderThread(pathToFileURL(file).href) };
    if (loaded.stamp !== stamp) return undefined;
    return loaded.thread;
  };

  return {
    markup: async (url, read) => threadOf()?.markup(url, read),
    head: async (url, read, context) => threadOf()?.head(url, read, context),
    warm: () => threadOf()?.warm(),
  };
}
