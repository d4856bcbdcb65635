// The shop's languages in its addresses (issue 30), for the web app and the server alike. Which
// languages there are is not written here: each has a catalogue of the app's shell
// (src/web/app/messages/<language>.json), and the web reads that list from its files, the server
// from the build's manifest. English is the specification's own language and lives at its paths;
// every other language is the same path under /<language>: /nl/shop, /nl/product/12.

/** The language at the specification's own paths, and the one every other falls back to. */
export const DEFAULT_LANGUAGE = 'en';

/** The cookie that keeps a shopper's choice from the language switch (a year). */
export const LANGUAGE_COOKIE = 'tress_language';

/**
 * The header every API request of a page in another language than the default carries
 * (`X-Tress-Language: nl`): what the server answers in (product texts) and remembers with what
 * the request creates (an order's mails, an application's, a message's answer).
 */
export const LANGUAGE_HEADER = 'X-Tress-Language';

/** A language code as catalogue files and addresses write it: nl, en, fr, or pt-BR. */
const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[A-Z]{2})?$/;

export function isLanguageCode(value: string): boolean {
  return LANGUAGE_CODE.test(value);
}

/** The address's prefix for `language`: '' for the default, '/nl' for Dutch. */
export function basenameOf(language: string): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/**
 * The language a path is in (one of `languages`), and the path without its prefix, from "/":
 * '/nl/shop' → nl, '/shop'; '/nl' → nl, '/'; '/shop' → en, '/shop'. The default language has no
 * prefix: '/en/shop' is not English's address.
 */
export function splitLanguage(
  pathname: string,
  languages: readonly string[],
): { language: string; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const prefix = match?.[1];
  if (prefix && prefix !== DEFAULT_LANGUAGE && languages.includes(prefix))
    return { language: prefix, path: match[2] ?? '/' };
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** `path` (from "/", without a prefix) in `language`: ('/shop', 'nl') → '/nl/shop'. */
export function pathIn(language: string, path: string): string {
  const base = basenameOf(language);
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}

/** The languages a catalogue's file names give, the default first: ['…/nl.json', …] → en, nl. */
export function languagesOfFiles(files: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const file of files) {
    const language = /([^/\\]+)\.json$/.exec(file)?.[1];
    if (language && isLanguageCode(language)) found.add(language);
  }
  return [...found].sort((a, b) =>
    a === DEFAULT_LANGUAGE ? -1 : b === DEFAULT_LANGUAGE ? 1 : a.localeCompare(b),
  );
}
