// robots.txt (issue 32): every crawler may read the shop except the pages of one shopper or of
// the back office — domain/canonical.ts's NOINDEX_PATTERNS, as path prefixes, in every language's
// prefix too — the API and the auth server; and where the sitemap is, on SITE_URL (never the
// request's Host, which anyone can name).
import { NOINDEX_PATTERNS } from '@/domain/canonical';
import { pathIn } from '@/domain/languages';

/** A page pattern as a robots.txt prefix: /checkout/:uuid → /checkout/ (its own page is none). */
function prefixOf(pattern: string): string {
  const parameter = pattern.indexOf('/:');
  return parameter === -1 ? pattern : pattern.slice(0, parameter + 1);
}

/** The prefixes robots.txt disallows, in the order written: the API first, then the pages. */
export function disallowedPrefixes(languages: readonly string[]): string[] {
  const pages = NOINDEX_PATTERNS.map(prefixOf);
  const prefixes = ['/api/', '/auth/'];
  for (const language of languages) {
    for (const page of pages) prefixes.push(pathIn(language, page));
  }
  return [...new Set(prefixes)];
}

export function robotsTxt(siteUrl: string, languages: readonly string[]): string {
  const origin = siteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    ...disallowedPrefixes(languages).map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
