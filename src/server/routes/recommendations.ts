// POST /api/recommendations, GET /api/recommendations and GET /api/recommendations/{uuid}
// (product.md §12, §15). Sharing needs a salon's access (its link's key in X-Tress-Access), 20 per
// hour per salon, and so does the list of what it shared (not counted); reading one is public, at
// the viewer's own tier.
import { Hono, type MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '@/domain/api-problem';
import { LANGUAGE_HEADER } from '@/domain/languages';
import { RECOMMENDATIONS_PER_HOUR, recommendationRequestSchema } from '@/domain/recommendations';
import { uuidParamsSchema } from '@/domain/schema-blocks';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { AppError, notFound } from '../http/errors';
import { noStore } from '../http/no-store';
import { shopperAccess } from '../http/shopper-access';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import { countHit } from '../services/rate-limits';
import {
  listSharedRecommendations,
  readRecommendation,
  shareRecommendation,
} from '../services/recommendations';

export type RecommendationRouteDeps = {
  db: Database;
  logger: Logger;
  /** The rate limit's clock; tests fix it so a window never ends mid-test. */
  now?: () => Date;
};

export function recommendationRoutes(deps: RecommendationRouteDeps): Hono<AppEnv> {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());

  /** Only a salon in its salon session shares; friends and family and clients do not. */
  const salonOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.var.access.kind !== 'salon') {
      throw new AppError(
        ERROR_CODES.enum.FORBIDDEN,
        403,
        'Only a partner salon shopping through its salon link shares recommendations and sees them.',
      );
    }
    await next();
  };

  /** Sharing only (reading its own list is not counted): 20 an hour per salon. */
  const sharesPerHour: MiddlewareHandler<AppEnv> = async (c, next) => {
    const access = c.var.access;
    if (access.kind !== 'salon') throw new Error('sharesPerHour runs after salonOnly');
    // Counted per salon, not per address: the salon link is the account.
    const hit = await countHit(
      db,
      `recommendations:${access.salonId}`,
      {
        windowSeconds: 3600,
      },
      now(),
    );
    if (hit.count > RECOMMENDATIONS_PER_HOUR) {
      c.header('Retry-After', String(hit.retryAfterSeconds));
      throw new AppError(
        ERROR_CODES.enum.RATE_LIMITED,
        429,
        `A salon shares at most ${RECOMMENDATIONS_PER_HOUR} recommendations an hour; try again later.`,
      );
    }
    await next();
  };

  return new Hono<AppEnv>()
    .use('/recommendations', noStore)
    .use('/recommendations/*', noStore)
    .post(
      '/recommendations',
      shopperAccess(deps),
      salonOnly,
      sharesPerHour,
      validated('json', recommendationRequestSchema),
      async (c) => {
        const access = c.var.access;
        if (access.kind !== 'salon') throw new Error('salonOnly let a non-salon through');
        return c.json(
          await shareRecommendation(
            db,
            logger,
            access.salonId,
            c.req.valid('json'),
            c.var.language,
          ),
          201,
        );
      },
    )
    .get('/recommendations', shopperAccess(deps), salonOnly, async (c) => {
      const access = c.var.access;
      if (access.kind !== 'salon') throw new Error('salonOnly let a non-salon through');
      return c.json(await listSharedRecommendations(db, access.salonId));
    })
    .get(
      '/recommendations/:id',
      shopperAccess(deps),
      validated('param', uuidParamsSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        // Its products' names and descriptions are in the page's language (issue 30).
        c.header('Vary', LANGUAGE_HEADER, { append: true });
        const view =
          id === null ? undefined : await readRecommendation(db, id, c.var.access, c.var.language);
        if (!view) throw notFound('There is no such recommendation.');
        return c.json(view);
      },
    );
}
