// One Lingui instance per language, each holding the messages of every catalogue loaded so far.
// The server renders pages of several languages at once, so nothing here is "the active
// language": a page reads its language's instance from React context (i18n-provider.tsx).
import { setupI18n, type I18n } from '@lingui/core';

const instances = new Map<string, I18n>();

export function i18nFor(language: string): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: {} } });
    instances.set(language, i18n);
  }
  return i18n;
}
