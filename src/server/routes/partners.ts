// /api/partners (product.md §14, §15; issue 14): approved salons, what they referred and their
// commission, the rate, payouts and the CSV. Admin only: app.ts guards PARTNER_PATHS as a whole
// with requireAdmin, so no route here can forget it and c.var.admin is always set.
import { Hono } from 'hono';
import { partnerPayoutRequestSchema, partnerRateRequestSchema } from '@/domain/partners';
import { uuidParamsSchema } from '@/domain/schema-blocks';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { noStore } from '../http/no-store';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import { partnersCsv, partnersCsvName } from '../services/partners/csv';
import { listPartners, noSuchPartner } from '../services/partners/ledger';
import { markMonthPaid } from '../services/partners/payouts';
import { setCommissionRate } from '../services/partners/rates';
import { partnerDetail } from '../services/partners/referred-orders';

export type PartnerRouteDeps = {
  db: Database;
  logger: Logger;
  /** The CSV's file date; tests may fix it. */
  now?: () => Date;
};

/** The paths app.ts guards with requireAdmin (in Hono, `/partners/*` also matches `/partners`). */
export const PARTNER_PATHS = ['/partners/*', '/partners.csv'] as const;

export function partnerRoutes(deps: PartnerRouteDeps): Hono<AppEnv> {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const idParam = validated('param', uuidParamsSchema);
  const salonIdOf = (id: string | null): string => id ?? noPartner();
  return new Hono<AppEnv>()
    .use('/partners/*', noStore)
    .use('/partners.csv', noStore)
    .get('/partners', async (c) => c.json(await listPartners(db)))
    .get('/partners.csv', async (c) => {
      const csv = await partnersCsv(db);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${partnersCsvName(now())}"`,
      });
    })
    .get('/partners/:id', idParam, async (c) =>
      c.json(await partnerDetail(db, salonIdOf(c.req.valid('param').id))),
    )
    .patch('/partners/:id', idParam, validated('json', partnerRateRequestSchema), async (c) =>
      c.json(
        await setCommissionRate(db, logger, {
          salonId: salonIdOf(c.req.valid('param').id),
          request: c.req.valid('json'),
          actor: c.var.admin.email,
        }),
      ),
    )
    .post(
      '/partners/:id/payouts',
      idParam,
      validated('json', partnerPayoutRequestSchema),
      async (c) =>
        c.json(
          await markMonthPaid(db, logger, {
            salonId: salonIdOf(c.req.valid('param').id),
            month: c.req.valid('json').month,
            paidBy: c.var.admin.email,
          }),
          201,
        ),
    );
}

function noPartner(): never {
  throw noSuchPartner();
}
