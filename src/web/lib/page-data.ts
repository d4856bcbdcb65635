// The page data island (domain/page-data.ts): the first API answers of the page, sent along in its
// HTML by the server. Each is handed out once, to the first request for it, and only while the
// request is the public one the server read (no salon or friends-and-family access, no bearer);
// every later request goes to the network as before. An answer nobody asked for within a minute
// of the page's load is dropped: it would be older than a fresh request's by then.
import { answerKey, PAGE_DATA_ELEMENT_ID } from '@/domain/page-data';

const KEPT_FOR_MS = 60_000;

let answers: Map<string, unknown> | undefined;
let readAt = 0;

function readIsland(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return found;
  try {
    const island: unknown = JSON.parse(element.textContent);
    const values =
      island && typeof island === 'object' && 'answers' in island ? island.answers : undefined;
    if (values && typeof values === 'object') {
      for (const [key, value] of Object.entries(values)) found.set(key, value);
    }
  } catch {
    // A damaged island is no island: the page asks the API.
  }
  element.remove();
  return found;
}

/** The island's answer for a GET of `path` (once), as a Response; undefined when there is none. */
export function takePageAnswer(path: string): Response | undefined {
  if (!answers) {
    answers = readIsland();
    readAt = Date.now();
  }
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
}
