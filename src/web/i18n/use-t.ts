import type { Catalogue } from './catalogue';
import { useLanguage } from './i18n-provider';
import { i18nFor } from './instances';

export type Values = Record<string, unknown>;
/** Writes a message of the page's language: t('app.nav.shop'), t('app.cart.count', { count: 3 }). */
export type Translate = (id: string, values?: Values) => string;

const translators = new Map<string, Translate>();

/** The language's `t`: one function per language, so it can sit in a hook's dependencies. */
function translatorFor(language: string): Translate {
  let t = translators.get(language);
  if (!t) {
    const i18n = i18nFor(language);
    t = (id, values) => i18n._(id, values);
    translators.set(language, t);
  }
  return t;
}

/**
 * The page's `t` for a catalogue's messages. Ids are literal strings (`npm run messages` finds
 * them in the code and checks every catalogue holds them); a value that picks among messages
 * names each one in full. Suspends while the catalogue's language is still downloading, which
 * main.tsx's loading ahead of each render makes rare.
 */
export function useT(catalogue: Catalogue | undefined): Translate {
  const { language } = useLanguage();
  // Thrown, as React.lazy does, rather than read with use(): a render inside a test's act() then
  // shows the nearest fallback and comes back when the messages are in, instead of waiting
  // for an act() that is never awaited.
  if (catalogue && !catalogue.isLoaded(language)) throw catalogue.load(language);
  return translatorFor(language);
}

/** The shell's `t` (titles, the locale), for code outside the app folder. */
export function useShellT(): Translate {
  return useT(useLanguage().shell);
}
