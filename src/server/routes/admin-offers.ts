// GET /api/admin/offers, POST /api/admin/offers, PUT /api/admin/offers/{id},
// POST /api/admin/offers/{id}/end (product.md §9, §14). Under /api/admin, which app.ts guards.
import { Hono } from 'hono';
import type { AdminOffersAnswer } from '@/domain/offer-input';
import { offerInputSchema } from '@/domain/offer-input';
import { recordIdParamsSchema } from '@/domain/schema-blocks';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/errors';
import { validated } from '../http/validation';
import {
  createOffer,
  endOffer,
  listAdminOffers,
  updateOffer,
} from '../services/offers/admin-offers';
import type { AdminRouteDeps } from './admin-orders';

/** Offer ids are whole numbers; any other id names no offer. */
function offerId(id: number | null): number {
  if (id === null) throw notFound('There is no such offer.');
  return id;
}

export function adminOfferRoutes(deps: AdminRouteDeps & { now?: () => Date }): Hono<AppEnv> {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  return new Hono<AppEnv>()
    .get('/admin/offers', async (c) => {
      const answer: AdminOffersAnswer = { items: await listAdminOffers(db, now()) };
      return c.json(answer);
    })
    .post('/admin/offers', validated('json', offerInputSchema), async (c) =>
      c.json(await createOffer(db, c.req.valid('json'), now()), 201),
    )
    .put(
      '/admin/offers/:id',
      validated('param', recordIdParamsSchema),
      validated('json', offerInputSchema),
      async (c) =>
        c.json(await updateOffer(db, offerId(c.req.valid('param').id), c.req.valid('json'), now())),
    )
    .post('/admin/offers/:id/end', validated('param', recordIdParamsSchema), async (c) =>
      c.json(await endOffer(db, offerId(c.req.valid('param').id), now())),
    );
}
