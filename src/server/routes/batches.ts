// /api/batches, /api/batch-orders, /api/batch-processing (product.md §14, §15; issue 16): batches
// of supplier orders. Admin only: app.ts guards BATCH_PATHS as a whole with requireAdmin, so no
// route here can forget it and c.var.admin is always set.
import { Hono } from 'hono';
import {
  batchableOrdersQuerySchema,
  batchAdvanceRequestSchema,
  batchCreateRequestSchema,
  batchIdParamsSchema,
  purchaseListParamsSchema,
} from '@/domain/batches';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { noStore } from '../http/no-store';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import { createBatch } from '../services/batches/create';
import { purchaseListCsv, purchaseListCsvName } from '../services/batches/csv';
import {
  listBatchableOrders,
  listBatches,
  noSuchBatch,
  readBatchDetail,
  purchaseListOfBatch,
} from '../services/batches/read';
import { advanceBatch, cancelBatch } from '../services/batches/steps';

export type BatchRouteDeps = {
  db: Database;
  logger: Logger;
  /** The configured site (SITE_URL): links in the shipping mails. */
  siteOrigin: string;
};

/** The paths app.ts guards with requireAdmin (in Hono, `/x/*` also matches `/x`). */
export const BATCH_PATHS = ['/batches/*', '/batch-orders/*', '/batch-processing/*'] as const;

export function batchRoutes(deps: BatchRouteDeps): Hono<AppEnv> {
  const { db, logger, siteOrigin } = deps;
  const idParam = validated('param', batchIdParamsSchema);
  const batchIdOf = (id: number | null): number => id ?? noBatch();
  return new Hono<AppEnv>()
    .use('/batches/*', noStore)
    .use('/batch-orders/*', noStore)
    .use('/batch-processing/*', noStore)
    .get('/batches', async (c) => c.json(await listBatches(db)))
    .post('/batches', validated('json', batchCreateRequestSchema), async (c) =>
      c.json(
        await createBatch(db, logger, { request: c.req.valid('json'), actor: c.var.admin.email }),
        201,
      ),
    )
    .get('/batches/:id', idParam, async (c) =>
      c.json(await readBatchDetail(db, batchIdOf(c.req.valid('param').id))),
    )
    .post(
      '/batches/:id/advance',
      idParam,
      validated('json', batchAdvanceRequestSchema),
      async (c) =>
        c.json(
          await advanceBatch(db, logger, {
            batchId: batchIdOf(c.req.valid('param').id),
            request: c.req.valid('json'),
            actor: c.var.admin.email,
            siteOrigin,
          }),
        ),
    )
    .post('/batches/:id/cancel', idParam, async (c) =>
      c.json(
        await cancelBatch(db, logger, {
          batchId: batchIdOf(c.req.valid('param').id),
          actor: c.var.admin.email,
        }),
      ),
    )
    .get('/batch-orders', validated('query', batchableOrdersQuerySchema), async (c) =>
      c.json(await listBatchableOrders(db, c.req.valid('query').upTo)),
    )
    .get('/batch-processing/:batchId', validated('param', purchaseListParamsSchema), async (c) => {
      const { id, format } = c.req.valid('param').batchId;
      const batchId = batchIdOf(id);
      const list = await purchaseListOfBatch(db, batchId);
      if (format === 'json') return c.json(list);
      return c.body(purchaseListCsv(list), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${purchaseListCsvName(batchId)}"`,
      });
    });
}

function noBatch(): never {
  throw noSuchBatch();
}
