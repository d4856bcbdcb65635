// The sitemap's XML (sitemaps.org 0.9, with Google's xhtml:link alternates): each page once per
// language (English at its plain path, the others under their prefix), each <url> naming every
// language's address and x-default. Within the protocol's limits — 50,000 URLs and 50 MB per
// file — /sitemap.xml is the one file; beyond them it is an index of /sitemaps/<n>.xml (n from 1).
// The limits are injectable so a test can see the split without 50,000 products.
import { DEFAULT_LANGUAGE, pathIn } from '@/domain/languages';
import type { SitemapPage } from './sitemap-pages';

export interface SitemapLimits {
  /** URLs per file (the protocol's maximum is 50,000). */
  maxUrls: number;
  /** Bytes per file, uncompressed (the protocol's maximum is 50 MB). */
  maxBytes: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

export interface SitemapOptions {
  /** The shop's public origin (SITE_URL): every address is absolute on it. */
  siteUrl: string;
  /** The shop's languages, the default first. */
  languages: readonly string[];
  limits?: SitemapLimits;
}

export interface SitemapFiles {
  /** /sitemap.xml: every URL, or the index of the parts when they do not fit in one file. */
  root: string;
  /** The parts' count: 0 when /sitemap.xml holds every URL. */
  parts: number;
  /** /sitemaps/<n>.xml (n from 1), or undefined when there is no such part. */
  part(n: number): string | undefined;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';
const URLSET_BYTES = Buffer.byteLength(XML_HEAD + URLSET_OPEN + URLSET_CLOSE);

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text or an attribute value in XML: /shop-category?family=a&category=b → …&amp;category=b. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** A W3C Datetime in UTC to the second: 2025-01-31T09:30:00Z. */
export function w3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const lastmodOf = (date: Date | undefined) =>
  date ? `<lastmod>${w3cDatetime(date)}</lastmod>` : '';

/** A part: the URLs [start, end) of the flat list (page-major, then language), and its newest. */
interface Part {
  start: number;
  end: number;
  lastmod: Date | undefined;
}

export function sitemapFiles(pages: readonly SitemapPage[], options: SitemapOptions): SitemapFiles {
  const { siteUrl, languages } = options;
  const limits = options.limits ?? SITEMAP_LIMITS;
  // x-default is the default language's address (as the pages' own alternates say).
  const defaultAt = Math.max(0, languages.indexOf(DEFAULT_LANGUAGE));
  const origin = siteUrl.replace(/\/+$/, '');
  /** A page's address in each language (its path is canonical already: sitemap-pages.ts). */
  const addressesOf = (page: SitemapPage) => {
    const query = page.path.indexOf('?');
    const pathname = query === -1 ? page.path : page.path.slice(0, query);
    const search = query === -1 ? '' : page.path.slice(query);
    return languages.map((language) =>
      xmlEscape(`${origin}${pathIn(language, pathname)}${search}`),
    );
  };

  /** The URL elements [start, end), page-major, every language of a page in turn. */
  function* elements(start: number, end: number): Generator<{ xml: string; page: SitemapPage }> {
    // What a page's elements share, made once for all its languages.
    let shared: { page: SitemapPage; addresses: string[]; tail: string } | undefined;
    for (let index = start; index < end; index += 1) {
      const page = pages[Math.floor(index / languages.length)];
      if (!page) continue;
      if (shared?.page !== page) {
        const addresses = addressesOf(page);
        const link = (hreflang: string, href: string | undefined) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href ?? ''}"/>`;
        const alternates = languages.map((language, at) => link(language, addresses[at]));
        alternates.push(link('x-default', addresses[defaultAt]));
        // The elements go loc, lastmod, then the other namespace's (the sitemap schema's order).
        shared = {
          page,
          addresses,
          tail: `${lastmodOf(page.lastmod)}${alternates.join('')}</url>\n`,
        };
      }
      const loc = shared.addresses[index % languages.length] ?? '';
      yield { xml: `<url><loc>${loc}</loc>${shared.tail}`, page };
    }
  }

  // Split greedily by both limits, measuring each element once (only the asked file is kept).
  const total = pages.length * languages.length;
  const parts: Part[] = [];
  let current: Part & { bytes: number } = { start: 0, end: 0, lastmod: undefined, bytes: 0 };
  let at = 0;
  for (const { xml, page } of elements(0, total)) {
    const bytes = Buffer.byteLength(xml);
    const count = at - current.start;
    if (
      count > 0 &&
      (count >= limits.maxUrls || URLSET_BYTES + current.bytes + bytes > limits.maxBytes)
    ) {
      parts.push({ start: current.start, end: at, lastmod: current.lastmod });
      current = { start: at, end: at, lastmod: undefined, bytes: 0 };
    }
    current.bytes += bytes;
    if (page.lastmod && (!current.lastmod || page.lastmod > current.lastmod))
      current.lastmod = page.lastmod;
    at += 1;
  }
  parts.push({ start: current.start, end: total, lastmod: current.lastmod });

  const urlset = (part: Part) => {
    let xml = XML_HEAD + URLSET_OPEN;
    for (const element of elements(part.start, part.end)) xml += element.xml;
    return xml + URLSET_CLOSE;
  };
  const [only] = parts;
  if (parts.length === 1 && only) return { root: urlset(only), parts: 0, part: () => undefined };

  const sitemapIndex =
    XML_HEAD +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    parts
      .map(
        (part, n) =>
          `<sitemap><loc>${xmlEscape(`${origin}/sitemaps/${n + 1}.xml`)}</loc>` +
          `${lastmodOf(part.lastmod)}</sitemap>\n`,
      )
      .join('') +
    '</sitemapindex>\n';
  return {
    root: sitemapIndex,
    parts: parts.length,
    part: (n) => {
      const part = parts[n - 1];
      return n >= 1 && part ? urlset(part) : undefined;
    },
  };
}
