// POST /api/suggestions, POST /api/contact, GET /api/demand and POST /api/demand/interest
// (product.md §13, §15). The forms are public: 5 requests per minute per address each, and a
// honeypot field that, when filled, is answered like a success and kept nowhere.
import { ERROR_CODES } from '@/domain/api-problem';
import { Hono } from 'hono';
import { interestRequestSchema, type UnknownCityProblem } from '@/domain/demand';
import {
  contactRequestSchema,
  isHoneypotFilled,
  suggestionRequestSchema,
  type SupportReceipt,
} from '@/domain/support';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { noStore } from '../http/no-store';
import { rateLimited } from '../http/rate-limit';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import { demandByCity, registerInterest } from '../services/demand';
import { receiveMessage, receiveSuggestion } from '../services/support';

export const FORMS_PER_MINUTE = 5;

export type SupportRouteDeps = {
  db: Database;
  logger: Logger;
  /** The rate limits' clock; tests fix it so a window never ends mid-test. */
  now?: () => Date;
};

export function supportRoutes(deps: SupportRouteDeps): Hono<AppEnv> {
  const { db, logger } = deps;
  const limit = (name: string) =>
    rateLimited(db, { name, limit: FORMS_PER_MINUTE, windowSeconds: 60 }, deps.now);
  const dropped = (what: string): SupportReceipt => {
    logger.info('honeypot filled: dropped', { what });
    return { received: true, confirmationMailed: false };
  };
  return (
    new Hono<AppEnv>()
      .post(
        '/suggestions',
        limit('suggestions'),
        validated('json', suggestionRequestSchema),
        async (c) => {
          const body = c.req.valid('json');
          if (isHoneypotFilled(body)) return c.json(dropped('suggestion'), 201);
          return c.json(await receiveSuggestion(db, logger, body, c.var.language), 201);
        },
      )
      .post('/contact', limit('contact'), validated('json', contactRequestSchema), async (c) => {
        const body = c.req.valid('json');
        if (isHoneypotFilled(body)) return c.json(dropped('contact'), 201);
        return c.json(await receiveMessage(db, logger, body, c.var.language), 201);
      })
      // Changes whenever someone registers interest: never cached.
      .use('/demand', noStore)
      .get('/demand', async (c) => c.json(await demandByCity(db)))
      .use('/demand/*', noStore)
      .post(
        '/demand/interest',
        limit('demand-interest'),
        validated('json', interestRequestSchema),
        async (c) => {
          const body = c.req.valid('json');
          if (isHoneypotFilled(body)) {
            logger.info('honeypot filled: dropped', { what: 'interest' });
            return c.json({ received: true }, 201);
          }
          const result = await registerInterest(db, body);
          if (result.outcome === 'unknown-city') {
            const hint =
              result.suggestions.length > 0
                ? ` Did you mean ${result.suggestions.join(', ')}?`
                : ' Enter a city in the Netherlands or Belgium.';
            const problem: UnknownCityProblem = {
              code: ERROR_CODES.enum.UNKNOWN_CITY,
              message: `We do not know that city.${hint}`,
              issues: [{ path: ['city'], message: `We do not know that city.${hint}` }],
              suggestions: result.suggestions,
            };
            return c.json(problem, 400);
          }
          return c.json(result.receipt, 201);
        },
      )
  );
}
