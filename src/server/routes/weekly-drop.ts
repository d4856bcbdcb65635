// The weekly drops (product.md §10, §15): GET /api/weekly-drop, its live events (Server-Sent
// Events), the holds a cart takes on drop units, and the salons' weekly-drop list.
import { Hono, type MiddlewareHandler } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ERROR_CODES } from '@/domain/api-problem';
import { LANGUAGE_HEADER } from '@/domain/languages';
import {
  holdChangeSchema,
  holdReleaseSchema,
  holdRequestSchema,
  weeklyDropQuerySchema,
  type DropAudience,
} from '@/domain/drops';
import { uuidParamsSchema } from '@/domain/schema-blocks';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { AppError, notFound } from '../http/errors';
import { limitedBy } from '../http/rate-limit';
import { noStore } from '../http/no-store';
import { shopperAccess } from '../http/shopper-access';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import type { ChangeFeed } from '../services/changes';
import { MemoryRateLimit, type RateLimit } from '../services/rate-limits';
import {
  joinDropList,
  leaveDropList,
  listDropMembers,
  removeDropMember,
} from '../services/drops/list';
import type { DropEvent, DropEventHub } from '../services/drops/events';
import { HoldBatches } from '../services/drops/hold-batches';
import { changeHold, releaseHold } from '../services/drops/holds';
import { dropItems, weeklyDrop } from '../services/drops/read';
import { SettingsMemory } from '../services/settings';

/**
 * A shopper adds a drop item a few times a minute; a script holding everything does not. Counted
 * in each instance's memory and shared through the database every half second (issue 33,
 * `MemoryRateLimit`): exact on one instance; over N instances at most the limit plus what an
 * address sends in one sync, and N × the limit for a burst inside a single sync.
 */
export const HOLDS_PER_MINUTE: RateLimit = { name: 'drop-holds', limit: 30, windowSeconds: 60 };
/** How often a quiet stream says it is alive (and carries the server's clock). */
export const HEARTBEAT_MS = 15_000;
/** Unsent events a stream may queue before it is ended (a client that stopped reading). */
const MAX_PENDING_WRITES = 200;

export function weeklyDropRoutes(deps: {
  db: Database;
  logger: Logger;
  events: DropEventHub;
  guard: MiddlewareHandler<AppEnv>;
  now?: () => Date;
  heartbeatMs?: number;
  /**
   * The instance's change notices (issue 33): the hold minutes are kept in memory while it
   * listens. Without it they are read for every hold.
   */
  changes?: Pick<ChangeFeed, 'isListening' | 'subscribe'>;
}): Hono<AppEnv> {
  const { db, logger, events, guard } = deps;
  const access = shopperAccess(deps);
  // A drop's rush is hundreds of holds a second (issue 33): they go to the database in batches,
  // one statement each (services/drops/hold-batches.ts); their settings come from memory and
  // their rate limit is counted in memory.
  const holds = new HoldBatches(db);
  const settings = new SettingsMemory(db, logger, deps.changes);
  const holdMinutes = async () => (await settings.read()).dropHoldMinutes;
  const holdsPerAddress = new MemoryRateLimit(db, HOLDS_PER_MINUTE, {
    now: deps.now,
    onSyncError: (error) =>
      logger.warn('sharing the drop holds’ rate-limit counts failed', { error }),
  });
  const limitHolds = limitedBy(HOLDS_PER_MINUTE, (address) => holdsPerAddress.hit(address));
  const heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_MS;
  const salonOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.var.access.kind !== 'salon') {
      throw new AppError(
        ERROR_CODES.enum.SALONS_ONLY,
        403,
        'The weekly-drop list is for partner salons shopping through their salon link.',
      );
    }
    await next();
  };

  return (
    new Hono<AppEnv>()
      .get('/weekly-drop', access, validated('query', weeklyDropQuerySchema), async (c) => {
        const audience = c.req.valid('query').audience ?? 'public';
        // Units move every second, items depend on the access header and their names on the
        // language (issue 30): never kept.
        c.header('Cache-Control', 'private, no-store');
        c.header('Vary', `X-Tress-Access, ${LANGUAGE_HEADER}`);
        return c.json(await weeklyDrop(db, audience, c.var.access, c.var.language));
      })
      .get('/weekly-drop/events', access, validated('query', weeklyDropQuerySchema), (c) => {
        const audience: DropAudience = c.req.valid('query').audience ?? 'public';
        const salon = c.var.access.kind === 'salon';
        const shopper = c.var.access;
        return streamSSE(c, async (stream) => {
          let sequence = 0;
          const id = () => `${Date.now()}-${(sequence += 1)}`;
          // Writes not yet taken by a client that reads too slowly; past the cap its stream is
          // ended and EventSource reconnects, getting every count again (Last-Event-ID).
          let pending = 0;
          let finish = () => {};
          const finished = new Promise<void>((resolve) => {
            finish = resolve;
          });
          const send = (event: string, data: unknown) => {
            if (pending >= MAX_PENDING_WRITES) return finish();
            pending += 1;
            void stream
              .writeSSE({ event, data: JSON.stringify(data), id: id() })
              .catch(finish)
              .finally(() => {
                pending -= 1;
              });
          };
          stream.onAbort(finish);
          const unsubscribe = await events.subscribe((event: DropEvent) => {
            // Only the audience asked for; the salons' counts only to a salon.
            if (event.audience !== audience || (audience === 'salons' && !salon)) return;
            if (event.type === 'units') {
              send('units', {
                dropId: event.dropId,
                itemId: event.itemId,
                unitsLeft: event.unitsLeft,
              });
            } else send('drop', { dropId: event.dropId, audience: event.audience });
          }, finish);
          const heartbeat = setInterval(() => {
            send('heartbeat', { now: new Date().toISOString() });
          }, heartbeatMs);
          heartbeat.unref();
          try {
            // A client gone while listening began: nothing to stream.
            if (stream.aborted || stream.closed) return;
            // Listening before reading, every client gets every count: a page read before its
            // stream opened (a first visit's markup, a reconnect after a dropped connection)
            // misses nothing held or released in between (issue 29: a busy machine showed it).
            await stream.writeSSE({
              event: 'ready',
              data: JSON.stringify({ now: new Date() }),
              retry: 3000,
            });
            if (audience === 'public' || salon) {
              const answer = await weeklyDrop(db, audience, shopper);
              if (answer.drop) {
                for (const item of await dropItems(db, answer.drop.id, shopper)) {
                  send('units', {
                    dropId: answer.drop.id,
                    itemId: item.id,
                    unitsLeft: item.unitsLeft,
                  });
                }
              }
            }
            await finished;
          } finally {
            clearInterval(heartbeat);
            unsubscribe();
          }
        });
      })
      .post(
        '/weekly-drop/holds',
        noStore,
        limitHolds,
        access,
        validated('json', holdRequestSchema),
        async (c) => {
          const { created, answer } = await holds.take(
            c.req.valid('json'),
            c.var.access,
            await holdMinutes(),
          );
          return c.json(answer, created ? 201 : 200);
        },
      )
      .patch(
        '/weekly-drop/holds/:id',
        noStore,
        access,
        validated('param', uuidParamsSchema),
        validated('json', holdChangeSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          if (id === null) throw notFound('There is no such hold.');
          const { quantity, cartId } = c.req.valid('json');
          return c.json(await changeHold(db, { holdId: id, cartId }, quantity, c.var.access));
        },
      )
      // Its body names the cart ({ cartId }): a hold is released only by the cart that made it.
      .delete(
        '/weekly-drop/holds/:id',
        noStore,
        validated('param', uuidParamsSchema),
        validated('json', holdReleaseSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          const { cartId } = c.req.valid('json');
          if (id === null || !(await releaseHold(db, { holdId: id, cartId })))
            throw notFound('There is no such hold.');
          return c.body(null, 204);
        },
      )
      // The salons' weekly-drop list: a salon joins or leaves in its own session …
      .post('/weekly-drop-hairdressers', noStore, access, salonOnly, async (c) => {
        const salonId = c.var.access.kind === 'salon' ? c.var.access.salonId : '';
        await joinDropList(db, salonId);
        return c.json({ member: true }, 201);
      })
      .delete('/weekly-drop-hairdressers', noStore, access, salonOnly, async (c) => {
        const salonId = c.var.access.kind === 'salon' ? c.var.access.salonId : '';
        await leaveDropList(db, salonId);
        return c.body(null, 204);
      })
      // … and admins see and prune it.
      .get('/weekly-drop-hairdressers', guard, noStore, async (c) =>
        c.json({ items: await listDropMembers(db) }),
      )
      .delete(
        '/weekly-drop-hairdressers/:id',
        guard,
        noStore,
        validated('param', uuidParamsSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          if (id === null || !(await removeDropMember(db, id))) {
            throw notFound('That salon is not on the weekly-drop list.');
          }
          return c.body(null, 204);
        },
      )
  );
}
