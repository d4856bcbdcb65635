// Each legal page's text, one file per language: content/<page>/<language>.md. Only the page's
// language is downloaded. Each file is its own chunk, loaded as a message catalogue is
// (i18n/catalogue.ts): main.tsx has the page's language in before it renders or takes over the
// server's markup, and the server's render waits for it, so the text is in the first HTML.
import { defineCatalogue, type Catalogue, type CatalogueFiles } from '@/web/i18n/catalogue';
import { useLanguage } from '@/web/i18n/i18n-provider';
import { DEFAULT_LANGUAGE } from '@/web/i18n/languages';
import { parseLegalText, type LegalText } from './legal-text';

export interface LegalTexts {
  catalogue: Catalogue;
  /** The texts loaded so far, by language. */
  texts: Map<string, LegalText>;
}

/**
 * A page's texts from its files (`import.meta.glob` of content/<page>/*.md, as raw text): the
 * file's name is its language.
 */
export function defineLegalTexts(files: Record<string, () => Promise<string>>): LegalTexts {
  const texts = new Map<string, LegalText>();
  const loaders: CatalogueFiles = {};
  for (const [file, load] of Object.entries(files)) {
    const language = /([^/]+)\.md$/.exec(file)?.[1];
    if (!language) continue;
    // Loaded through the catalogue's machinery, it adds no messages: the text is kept here.
    loaders[`${language}.json`] = () =>
      load().then((source) => {
        texts.set(language, parseLegalText(source));
        return {};
      });
  }
  return { catalogue: defineCatalogue(loaders), texts };
}

/**
 * The text in the page's language (the default language's when it has none). Suspends while
 * its file is still downloading, which main.tsx's loading ahead of each render makes rare.
 */
export function useLegalText({ catalogue, texts }: LegalTexts): LegalText {
  const { language } = useLanguage();
  if (!catalogue.isLoaded(language)) throw catalogue.load(language);
  const text = texts.get(language) ?? texts.get(DEFAULT_LANGUAGE);
  if (text) return text;
  if (!catalogue.isLoaded(DEFAULT_LANGUAGE)) throw catalogue.load(DEFAULT_LANGUAGE);
  throw new Error(`No legal text in ${language} or ${DEFAULT_LANGUAGE}`);
}
