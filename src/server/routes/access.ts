// POST /api/access/validate: does a salon or friends-and-family link grant business prices?
import { Hono } from 'hono';
import {
  accessHeaderValue,
  accessValidationSchema,
  type AccessValidationAnswer,
} from '@/domain/access';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { accessFor } from '../http/shopper-access';
import { validated } from '../http/validation';
import type { Logger } from '../log';

export function accessRoutes(deps: { db: Database; logger: Logger }): Hono<AppEnv> {
  return new Hono<AppEnv>().post(
    '/access/validate',
    validated('json', accessValidationSchema),
    async (c) => {
      const access = await accessFor(accessHeaderValue(c.req.valid('json')), deps);
      const answer: AccessValidationAnswer = {
        valid: access.tier === 'business',
        tier: access.tier,
        salonId: access.tier === 'business' ? (access.salonId ?? null) : null,
      };
      c.header('Cache-Control', 'no-store');
      return c.json(answer);
    },
  );
}
