// GET /sitemap.xml, /sitemaps/<n>.xml and /robots.txt (issue 32), mounted before the web app,
// which would take these addresses for files and answer 404. The sitemap is made again as soon
// as a product or a public setting changed (sitemapVersion), so an archived product leaves at
// once; shared caches may keep either file an hour.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { robotsTxt } from '../services/seo/robots';
import { sitemapPages, sitemapVersion } from '../services/seo/sitemap-pages';
import { sitemapFiles, type SitemapFiles, type SitemapLimits } from '../services/seo/sitemap-xml';

const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';
/** /sitemaps/1.xml …: a part's number, from 1, no leading zero. */
const PART_NAME = /^([1-9]\d{0,5})\.xml$/;

export interface SeoDeps {
  db: Database;
  /** The shop's public origin: every address the files name. */
  siteUrl: string;
  languages: readonly string[];
  /** The built web app's folder: its index.html's time is when the pages' code last changed. */
  clientDir: string;
  /** Per sitemap file; the protocol's by default (tests split with small ones). */
  limits?: SitemapLimits;
}

function builtAt(clientDir: string): Date | undefined {
  try {
    return statSync(join(clientDir, 'index.html')).mtime;
  } catch {
    return undefined;
  }
}

export function seoRoutes(deps: SeoDeps): Hono<AppEnv> {
  // The last sitemap made, kept while nothing it lists has changed: reading 100,000 products
  // takes a second or so, and a crawler reads the index and then each part.
  let made: { version: string; files: Promise<SitemapFiles> } | undefined;
  const files = async () => {
    const buildTime = builtAt(deps.clientDir);
    const version = await sitemapVersion(deps.db, buildTime);
    if (made?.version !== version) {
      const making = sitemapPages(deps.db, buildTime).then((pages) =>
        sitemapFiles(pages, {
          siteUrl: deps.siteUrl,
          languages: deps.languages,
          limits: deps.limits,
        }),
      );
      made = { version, files: making };
      // A failed read is not kept: the next request reads again.
      making.catch(() => {
        if (made?.files === making) made = undefined;
      });
    }
    return made.files;
  };
  const headers = { 'Content-Type': XML, 'Cache-Control': CACHE_CONTROL };

  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => c.body((await files()).root, 200, headers))
    .get('/sitemaps/:name', async (c) => {
      const number = PART_NAME.exec(c.req.param('name'))?.[1];
      const part = number === undefined ? undefined : (await files()).part(Number(number));
      return part === undefined ? c.notFound() : c.body(part, 200, headers);
    })
    .get('/robots.txt', (c) =>
      c.body(robotsTxt(deps.siteUrl, deps.languages), 200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': CACHE_CONTROL,
      }),
    );
}
