// GET /api/search/suggestions?q=… (issue 32): the header's suggestions while a shopper types. And
// the counting of searches that found nothing, which GET /api/products?q=… mounts.
import { Hono, type MiddlewareHandler } from 'hono';
import { searchSuggestionsQuerySchema } from '@/domain/search';
import type { Database } from '../db/client';
import type { AnswerCache } from '../http/answer-cache';
import type { AppEnv } from '../http/app-env';
import { revalidated } from '../http/conditional';
import { shopperAccess } from '../http/shopper-access';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import { recordSearchMiss } from '../services/search/misses';
import { searchSuggestions } from '../services/search/suggestions';

export const SUGGESTIONS_PATH = '/search/suggestions';

/**
 * How long one instance keeps a suggestions answer: ten times the catalog's moment (10 s by
 * default; off when that is off). Shoppers typing send the same first letters over and over, and
 * a suggestion shows no stock; an edit through this instance clears it at once (app.ts), one on
 * another instance shows within this time.
 */
export function suggestionsCacheMs(catalogCacheMs: number): number {
  return catalogCacheMs * 10;
}

export function searchRoutes(deps: {
  db: Database;
  logger: Logger;
  cache: AnswerCache;
}): Hono<AppEnv> {
  const { db, cache } = deps;
  // As GET /api/products: access first (the prices and the cache key follow the tier), a moment
  // of cache (cleared by product edits: suggestionsCacheMs), then ETags; names in the request's
  // language, so the answer varies by X-Tress-Access and X-Tress-Language.
  return new Hono<AppEnv>()
    .use(SUGGESTIONS_PATH, shopperAccess(deps), cache.middleware, revalidated({ byLanguage: true }))
    .get(SUGGESTIONS_PATH, validated('query', searchSuggestionsQuerySchema), async (c) => {
      const { q } = c.req.valid('query');
      return c.json(await searchSuggestions(db, q, c.var.access.tier, c.var.language));
    });
}

/**
 * Set by a route on an answer whose search found nothing, with the query as searched
 * (URI-encoded); countSearchMisses counts it and takes it off again. A header, not a context
 * variable, because the answer cache keeps headers: another shopper's same search, answered from
 * the cache, carries it again and is counted too.
 */
export const SEARCH_MISS_HEADER = 'X-Tress-Search-Miss';

/**
 * Counts the searches that found nothing (services/search/misses.ts). Mounted outside the answer
 * cache, so every search is counted however it is answered; a failure to count is logged and
 * never fails the search.
 */
export function countSearchMisses(deps: {
  db: Database;
  logger: Logger;
  now?: () => Date;
}): MiddlewareHandler<AppEnv> {
  const now = deps.now ?? (() => new Date());
  return async (c, next) => {
    await next();
    const missed = c.res.headers.get(SEARCH_MISS_HEADER);
    if (missed === null) return;
    c.res.headers.delete(SEARCH_MISS_HEADER);
    // A 304 is a browser asking again about an answer it has: not another search.
    if (c.res.status !== 200) return;
    try {
      await recordSearchMiss(deps.db, decodeURIComponent(missed), c.var.language, now());
    } catch (error) {
      deps.logger.warn('could not count a search that found nothing', { error });
    }
  };
}
