// GET /api/admin/inbox-counts, GET /api/admin/suggestions, POST /api/admin/suggestions/{id},
// GET /api/admin/messages, POST /api/admin/messages/{id}, POST /api/admin/messages/{id}/replies
// (product.md §14). Under /api/admin, which app.ts guards as a whole.
import { Hono } from 'hono';
import {
  adminMessageQuerySchema,
  adminSuggestionQuerySchema,
  messageReplySchema,
  messageUpdateSchema,
  suggestionUpdateSchema,
} from '@/domain/support';
import { uuidParamsSchema } from '@/domain/schema-blocks';
import type { AppEnv } from '../http/app-env';
import { validated } from '../http/validation';
import {
  inboxCounts,
  listMessages,
  listSuggestions,
  replyToMessage,
  updateMessage,
  updateSuggestion,
} from '../services/admin-support';
import type { AdminRouteDeps } from './admin-orders';

export function adminSupportRoutes(deps: AdminRouteDeps): Hono<AppEnv> {
  const { db, logger } = deps;
  return new Hono<AppEnv>()
    .get('/admin/inbox-counts', async (c) => c.json(await inboxCounts(db)))
    .get('/admin/suggestions', validated('query', adminSuggestionQuerySchema), async (c) =>
      c.json(await listSuggestions(db, c.req.valid('query'))),
    )
    .post(
      '/admin/suggestions/:id',
      validated('param', uuidParamsSchema),
      validated('json', suggestionUpdateSchema),
      async (c) => c.json(await updateSuggestion(db, c.req.param('id'), c.req.valid('json'))),
    )
    .get('/admin/messages', validated('query', adminMessageQuerySchema), async (c) =>
      c.json(await listMessages(db, c.req.valid('query'))),
    )
    .post(
      '/admin/messages/:id',
      validated('param', uuidParamsSchema),
      validated('json', messageUpdateSchema),
      async (c) => c.json(await updateMessage(db, c.req.param('id'), c.req.valid('json'))),
    )
    .post(
      '/admin/messages/:id/replies',
      validated('param', uuidParamsSchema),
      validated('json', messageReplySchema),
      async (c) =>
        c.json(
          await replyToMessage(db, logger, {
            id: c.req.param('id'),
            body: c.req.valid('json').body,
            actor: c.var.admin.email,
          }),
          201,
        ),
    );
}
