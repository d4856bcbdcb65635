// POST /api/batches (issue 16): a new batch from a selection of orders, from every batchable
// order placed up to an Amsterdam day, or from every batchable order. One transaction; the
// partial unique index on batch_orders decides which batch an order belongs to, so two admins
// racing for the same orders never both get one.
import { asc, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@/domain/api-problem';
import { isBatchable, type BatchCreated, type BatchCreateRequest } from '@/domain/batches';
import type { Database } from '../../db/client';
import { batchEvents, batchOrders, batches, orders } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Logger } from '../../log';
import { auditValue, recordAudit } from '../audit';
import { batchableWhere, readBatchOrders } from './read';

type Candidate = { id: string; number: string; status: (typeof orders.$inferSelect)['status'] };

export async function createBatch(
  db: Database,
  logger: Logger,
  input: { request: BatchCreateRequest; actor: string },
): Promise<BatchCreated> {
  const { request, actor } = input;
  const chosen = request.orderIds;
  const created = await db.transaction(async (tx) => {
    // Locked in one order (by id) whoever asks, so two creations never wait on each other in a
    // circle; locked so a chosen order stays batchable until this batch is committed.
    const candidates: Candidate[] = await tx
      .select({ id: orders.id, number: orders.number, status: orders.status })
      .from(orders)
      .where(chosen ? inArray(orders.id, chosen) : batchableWhere(request.upTo))
      .orderBy(asc(orders.id))
      .for('update');
    if (chosen) refuseUnbatchable(chosen, candidates);
    else if (candidates.length === 0) throw nothingToBatch(request.upTo);

    const [batch] = await tx.insert(batches).values({ createdBy: actor }).returning();
    if (!batch) throw new Error('The batch was not inserted');
    await tx.insert(batchEvents).values({ batchId: batch.id, toStatus: 'open', actor });
    const taken = await tx
      .insert(batchOrders)
      .values(candidates.map((order) => ({ batchId: batch.id, orderId: order.id })))
      .onConflictDoNothing({ target: batchOrders.orderId, where: sql`released_at is null` })
      .returning({ orderId: batchOrders.orderId });
    const takenIds = new Set(taken.map((row) => row.orderId));
    const lost = candidates.filter((order) => !takenIds.has(order.id));
    // A chosen order another batch holds (or just took) fails the whole request; "everything
    // batchable" takes what is left, and only nothing left is a refusal.
    if (chosen && lost.length > 0) throw inAnotherBatch(lost);
    if (taken.length === 0) throw nothingToBatch(request.upTo);
    const numbers = candidates.filter((order) => takenIds.has(order.id)).map((o) => o.number);
    await recordAudit(tx, {
      action: 'batch.create',
      target: { type: 'batch', id: batch.id, label: `Batch #${batch.id}` },
      changes: [
        { field: 'status', before: null, after: 'open' },
        { field: 'orders', before: null, after: auditValue(listed(numbers)) },
      ],
    });
    return { id: batch.id, orders: taken.length };
  });
  logger.info('batch created', { batch: created.id, orders: created.orders, by: actor });
  return { id: created.id, status: 'open', orders: await readBatchOrders(db, created.id) };
}

function refuseUnbatchable(chosen: readonly string[], found: readonly Candidate[]): void {
  const known = new Set(found.map((order) => order.id));
  const unknown = chosen.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError(
      ERROR_CODES.enum.ORDER_NOT_BATCHABLE,
      409,
      unknown.length === 1
        ? 'One of the chosen orders does not exist.'
        : `${unknown.length} of the chosen orders do not exist.`,
    );
  }
  const wrong = found.filter((order) => !isBatchable(order.status));
  if (wrong.length > 0) {
    const named = wrong.map((order) => `${order.number} (${order.status.replace('_', ' ')})`);
    throw new AppError(
      ERROR_CODES.enum.ORDER_NOT_BATCHABLE,
      409,
      `Only paid orders and orders on invoice go in a batch: ${listed(named)}.`,
    );
  }
}

function inAnotherBatch(lost: readonly Candidate[]): AppError {
  return new AppError(
    ERROR_CODES.enum.ORDER_NOT_BATCHABLE,
    409,
    `Already in another batch: ${listed(lost.map((order) => order.number))}. Reload the list and choose again.`,
  );
}

function nothingToBatch(upTo: string | undefined): AppError {
  return new AppError(
    ERROR_CODES.enum.NOTHING_TO_BATCH,
    409,
    upTo
      ? `No paid orders or orders on invoice placed up to ${upTo} are waiting for a batch.`
      : 'No paid orders or orders on invoice are waiting for a batch.',
  );
}

/** At most 20 numbers, then how many more: a message stays readable. */
function listed(numbers: readonly string[]): string {
  const shown = numbers.slice(0, 20).join(', ');
  return numbers.length > 20 ? `${shown} and ${numbers.length - 20} more` : shown;
}
