// The language a shopper chose with the switch, kept for a year in a cookie the server reads on a
// visit to "/" (server/http/static.ts): only that choice, never the browser's Accept-Language,
// sends a visitor to another language's home page.
import { LANGUAGE_COOKIE } from '@/domain/languages';
const ONE_YEAR = 365 * 24 * 3600;

export function rememberLanguage(language: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
}
