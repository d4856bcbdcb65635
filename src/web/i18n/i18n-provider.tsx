import { LinguiContext } from '@lingui/react';
import { createContext, use, useMemo, type ReactNode } from 'react';
import type { Catalogue } from './catalogue';
import { DEFAULT_LANGUAGE } from './languages';
import { i18nFor } from './instances';

interface LanguageValue {
  /** The page's language: 'en', 'nl'. */
  language: string;
  /** The app shell's catalogue: it names the language's Intl locale (app.locale) and titles. */
  shell: Catalogue | undefined;
}

const LanguageContext = createContext<LanguageValue>({
  language: DEFAULT_LANGUAGE,
  shell: undefined,
});

/**
 * The page's language for everything under it: Lingui's context (its `useLingui` and `Trans`)
 * and ours (`useLanguage`, `useT`, `useFormat`). The language never changes within a page load
 * (the switch is a link to the other address), so nothing listens for catalogue changes.
 */
export function LanguageProvider({
  language = DEFAULT_LANGUAGE,
  shell,
  children,
}: {
  language?: string;
  shell: Catalogue;
  children: ReactNode;
}) {
  const i18n = i18nFor(language);
  const lingui = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  const value = useMemo(() => ({ language, shell }), [language, shell]);
  return (
    <LinguiContext value={lingui}>
      <LanguageContext value={value}>{children}</LanguageContext>
    </LinguiContext>
  );
}

export function useLanguage(): LanguageValue {
  return use(LanguageContext);
}
