// Message catalogues (issue 30). Each feature keeps its messages beside its code
// (features/<f>/messages/<language>.json, compiled at build time by scripts/vite-messages.mjs)
// and defines its catalogue once, in features/<f>/messages.ts:
//
//   export const cartMessages = defineCatalogue(
//     import.meta.glob<Messages>('./messages/*.json', { import: 'default' }),
//   );
//
// Its components write `const t = useT(cartMessages)`. Each language of a catalogue is its own
// small chunk, downloaded when first needed: main.tsx loads those of every module a page has
// loaded before it renders (loadCatalogues), so a page never waits for one; a component whose
// catalogue is not loaded yet suspends until it is. No top-level await: it would split the
// entry into dozens of chunks.
import type { Messages } from '@lingui/core';
import { i18nFor } from './instances';
import { isLanguage, splitLanguage } from './languages';

export type CatalogueFiles = Record<string, () => Promise<Messages>>;

export interface Catalogue {
  /** Loads the language's messages into its Lingui instance, once; resolves when they are in. */
  load: (language: string) => Promise<void>;
  isLoaded: (language: string) => boolean;
}

const defined = new Set<Catalogue>();

export function defineCatalogue(files: CatalogueFiles): Catalogue {
  const byLanguage = new Map<string, () => Promise<Messages>>();
  for (const [file, load] of Object.entries(files)) {
    const language = /([^/]+)\.json$/.exec(file)?.[1];
    if (language && isLanguage(language)) byLanguage.set(language, load);
  }
  const loading = new Map<string, Promise<void>>();
  const loaded = new Set<string>();
  const catalogue: Catalogue = {
    load: (language) => {
      let promise = loading.get(language);
      if (!promise) {
        const files = byLanguage.get(language);
        promise = files
          ? files().then((messages) => {
              i18nFor(language).load(language, messages);
              loaded.add(language);
            })
          : Promise.resolve().then(() => void loaded.add(language));
        // A failed download (offline, a new deploy) may be tried again by the next render.
        promise.catch(() => loading.delete(language));
        loading.set(language, promise);
      }
      return promise;
    },
    isLoaded: (language) => loaded.has(language),
  };
  defined.add(catalogue);
  return catalogue;
}

/** Loads `language` of every catalogue the code loaded so far defines. */
export function loadCatalogues(language: string): Promise<void> {
  return Promise.all([...defined].map((catalogue) => catalogue.load(language))).then(() => {});
}

/**
 * In the browser, the catalogues of code just loaded (a page's lazy chunk), in the page's
 * language, so the page renders without suspending; a failed download is left to the page's own
 * render. On the server, nothing: each render loads what it needs.
 */
export function loadPageCatalogues(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return loadCatalogues(splitLanguage(window.location.pathname).language).catch(() => {});
}
