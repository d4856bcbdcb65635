// The page data island (domain/page-data.ts): the first API answers of the page, sent along in its
// HTML by the server. Each is handed out once, to the first request for it, and only while the
// request is the public one the server read (no salon or friends-and-family access, no bearer);
// every later request goes to the network as before. An answer nobody asked for within a minute
// of the page's load is dropped: it would be older than a fresh request's by then.
import {
  answerKey,
  PAGE_DATA_ELEMENT_ID,
  type RenderedMarkup,
  type RenderedQuery,
} from '@/domain/page-data';

const KEPT_FOR_MS = 60_000;

let answers: Map<string, unknown> | undefined;
let rendered: RenderedPage | undefined;
let readAt = 0;

/** What the server rendered the page's markup from (see takeRenderedPage). */
export type RenderedPage = Omit<RenderedMarkup, 'html'>;

function readIsland(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return found;
  try {
    const island: unknown = JSON.parse(element.textContent);
    if (island && typeof island === 'object') {
      const values = 'answers' in island ? island.answers : undefined;
      if (values && typeof values === 'object') {
        for (const [key, value] of Object.entries(values)) found.set(key, value);
      }
      const renderedAt = 'renderedAt' in island ? island.renderedAt : undefined;
      const queries = 'queries' in island ? island.queries : undefined;
      if (Array.isArray(queries) && typeof renderedAt === 'number') {
        rendered = { queries: queries.filter(isRenderedQuery), renderedAt };
      }
    }
  } catch {
    // A damaged island is no island: the page asks the API.
  }
  element.remove();
  return found;
}

function isRenderedQuery(value: unknown): value is RenderedQuery {
  return (
    typeof value === 'object' &&
    value !== null &&
    'key' in value &&
    Array.isArray(value.key) &&
    'data' in value &&
    value.data !== undefined &&
    'updatedAt' in value &&
    typeof value.updatedAt === 'number'
  );
}

function island(): Map<string, unknown> {
  if (!answers) {
    answers = readIsland();
    readAt = Date.now();
  }
  return answers;
}

/**
 * What the server rendered the page's markup from (once), for the app's first render to show the
 * same; undefined when the page came without markup.
 */
export function takeRenderedPage(): RenderedPage | undefined {
  island();
  const found = rendered;
  rendered = undefined;
  return found;
}

/** The island's answer for a GET of `path` (once), as a Response; undefined when there is none. */
export function takePageAnswer(path: string): Response | undefined {
  const answers = island();
  if (Date.now() - readAt > KEPT_FOR_MS) answers.clear();
  const key = answerKey(path);
  if (!answers.has(key)) return undefined;
  const value = answers.get(key);
  answers.delete(key);
  return new Response(JSON.stringify(value), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Forgets the island (tests render many pages in one document). */
export function forgetPageData(): void {
  answers = undefined;
  rendered = undefined;
}

/**
 * Where the API's answers come from while the server renders a page's markup (entry-server.tsx):
 * there is no network, so every request goes to this source instead. Unset in the browser.
 */
export type ServerAnswerSource = (method: string, path: string) => Promise<Response>;
let serverSource: ServerAnswerSource | undefined;

export function answerFromServer(source: ServerAnswerSource | undefined): void {
  serverSource = source;
}

/** The server's answer while rendering there; undefined in the browser. */
export function serverAnswer(method: string, path: string): Promise<Response> | undefined {
  return serverSource?.(method, path);
}
