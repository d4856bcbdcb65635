// Partner salons in public: the list (pickup, map), one salon for a salon link, and lockers.
import { Hono } from 'hono';
import { lockerQuerySchema } from '@/domain/salons';
import { uuidParamsSchema } from '@/domain/schema-blocks';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { revalidated } from '../http/conditional';
import { notFound } from '../http/errors';
import { validated } from '../http/validation';
import { listLockers } from '../services/lockers';
import { findHairdresser, listPartnerSalons } from '../services/salons/partners';

export function salonRoutes(deps: { db: Database }): Hono<AppEnv> {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      .use('/salons', revalidated())
      .get('/salons', async (c) => c.json(await listPartnerSalons(db)))
      // Public: the web client sends its bearer token to every /api/hairdressers path, and this
      // GET ignores it. The admin's list and decisions (later) check it instead.
      .use('/hairdressers/:id', revalidated())
      .get('/hairdressers/:id', validated('param', uuidParamsSchema), async (c) => {
        const { id } = c.req.valid('param');
        const salon = id === null ? undefined : await findHairdresser(db, id);
        if (!salon) throw notFound('There is no such partner salon.');
        return c.json(salon);
      })
      .use('/lockers', revalidated())
      .get('/lockers', validated('query', lockerQuerySchema), async (c) =>
        c.json(await listLockers(db, c.req.valid('query').city)),
      )
  );
}
