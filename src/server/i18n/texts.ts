// What a mail or a document needs to be written in a language (issue 30): its messages, its money
// and dates as the language writes them ("€ 12,50", "27 november 2026" in Dutch), and the shop's
// addresses in it (/nl/success?order=…).
import { DEFAULT_LANGUAGE, pathIn } from '@/domain/languages';
import { formatMoney, type Cents } from '@/domain/money';
import { translate, type MessageId, type MessageValues } from './catalogues';

export interface Texts {
  language: string;
  /** The Intl locale of money and dates. */
  locale: string;
  t: (id: MessageId, values?: MessageValues) => string;
  /** 1250 → "€12.50" (en-NL), "€ 12,50" (nl-NL). */
  money: (cents: Cents) => string;
  /** A day in Amsterdam as the language writes it: "27 November 2026", "27 november 2026". */
  date: (at: Date | string) => string;
  /**
   * A path of the shop (from "/", with its query) in the language: '/success?order=1' →
   * '/nl/success?order=1'; '/?salonId=…' → '/nl?salonId=…'.
   */
  path: (path: string) => string;
}

const LONG_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
};

/**
 * The texts of `language`. Its locale is its catalogue's (shop.locale); the default language's
 * money keeps the locale the shop's settings give (`shopLocale`), as it always has.
 */
export function textsIn(language: string, shopLocale?: string): Texts {
  const t = (id: MessageId, values?: MessageValues) => translate(language, id, values);
  const locale = t('shop.locale');
  const moneyLocale = language === DEFAULT_LANGUAGE && shopLocale ? shopLocale : locale;
  const days = new Intl.DateTimeFormat(locale, LONG_DATE);
  return {
    language,
    locale,
    t,
    money: (cents) => formatMoney(cents, moneyLocale),
    date: (at) => days.format(new Date(at)),
    path: (path) => {
      const query = path.search(/[?#]/);
      const pathname = query === -1 ? path : path.slice(0, query);
      return pathIn(language, pathname) + (query === -1 ? '' : path.slice(query));
    },
  };
}
