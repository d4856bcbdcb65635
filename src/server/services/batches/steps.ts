// POST /api/batches/{id}/advance and /cancel (issue 16): a batch moves one step at a time,
// open → ordered → received → shipped, never back; only an open batch may be cancelled. Each
// step is one conditional UPDATE (so two admins advance it once), recorded with who and when,
// and moves the batch's orders in the same transaction: received → processing, shipped →
// shipped with the parcel's tracking and the shipping mail.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@/domain/api-problem';
import {
  BATCH_ORDER_MOVES,
  BATCH_STATUS_LABELS,
  batchOrderAction,
  canCancelBatch,
  nextBatchStatus,
  type BatchAdvanceRequest,
  type BatchChanged,
  type BatchStatus,
  type SkippedOrder,
} from '@/domain/batches';
import type { Database } from '../../db/client';
import { batchEvents, batchOrders, batches, orders } from '../../db/schema';
import { AppError, validationFailed, type ApiIssue } from '../../http/errors';
import type { Logger } from '../../log';
import { changedFields, recordAudit } from '../audit';
import { applyOrderStatusChange } from '../orders/status';
import { noSuchBatch, readBatchDetail } from './read';

type StepInput = { batchId: number; actor: string };

export async function advanceBatch(
  db: Database,
  logger: Logger,
  input: StepInput & { request: BatchAdvanceRequest; siteOrigin: string },
): Promise<BatchChanged> {
  const { batchId, actor, request, siteOrigin } = input;
  const { status, skipped } = await db.transaction(async (tx) => {
    const from = await currentStatus(tx, batchId);
    const next = nextBatchStatus(from);
    if (!next) {
      throw invalidTransition(
        `Batch #${batchId} is ${BATCH_STATUS_LABELS[from].toLowerCase()}; it has no next step.`,
      );
    }
    if (request.status && request.status !== next) {
      throw invalidTransition(
        `Batch #${batchId} is ${BATCH_STATUS_LABELS[from].toLowerCase()}: its next step is "${BATCH_STATUS_LABELS[next]}", not "${BATCH_STATUS_LABELS[request.status]}". A batch never goes back.`,
      );
    }
    if (request.tracking?.length && next !== 'shipped') {
      throw validationFailed([
        { path: ['tracking'], message: 'Tracking numbers go with the shipped step' },
      ]);
    }
    await moveBatch(tx, batchId, from, next, actor);

    // The batch's orders, locked: nobody changes one between the look and the move below.
    const members = await tx
      .select({ id: orders.id, number: orders.number, status: orders.status })
      .from(batchOrders)
      .innerJoin(orders, eq(orders.id, batchOrders.orderId))
      .where(and(eq(batchOrders.batchId, batchId), isNull(batchOrders.releasedAt)))
      .orderBy(asc(orders.id))
      .for('update', { of: orders });
    const parcels = new Map((request.tracking ?? []).map((parcel) => [parcel.orderId, parcel]));
    const memberIds = new Set(members.map((member) => member.id));
    const strangers: ApiIssue[] = (request.tracking ?? []).flatMap((parcel, index) =>
      memberIds.has(parcel.orderId)
        ? []
        : [{ path: ['tracking', index, 'orderId'], message: 'This order is not in the batch' }],
    );
    if (strangers.length > 0) throw validationFailed(strangers);

    const move = BATCH_ORDER_MOVES[next];
    const left: SkippedOrder[] = [];
    let moved = 0;
    for (const member of move ? members : []) {
      const action = batchOrderAction(next, member.status);
      if (action === 'skip') left.push({ number: member.number, status: member.status });
      if (action !== 'move' || !move) continue;
      const parcel = parcels.get(member.id);
      moved += 1;
      await applyOrderStatusChange(tx, logger, {
        orderId: member.id,
        change: {
          status: move.to,
          note: `Batch #${batchId}: ${BATCH_STATUS_LABELS[next].toLowerCase()}`,
          ...(next === 'shipped' && parcel
            ? {
                ...(parcel.carrier ? { carrier: parcel.carrier } : {}),
                ...(parcel.trackingNumber ? { trackingNumber: parcel.trackingNumber } : {}),
              }
            : {}),
        },
        actor,
        siteOrigin,
      });
    }
    // One row for the step; the orders it moved show in their own histories.
    await recordAudit(tx, {
      action: 'batch.advance',
      target: { type: 'batch', id: batchId, label: `Batch #${batchId}` },
      changes: [
        ...changedFields({ status: from }, { status: next }),
        ...(move ? [{ field: 'ordersMoved', before: null, after: `${moved} to ${move.to}` }] : []),
      ],
    });
    return { status: next, skipped: left };
  });
  logger.info('batch advanced', { batch: batchId, status, skipped: skipped.length, by: actor });
  return { id: batchId, status, skipped, detail: await readBatchDetail(db, batchId) };
}

/** Cancels an open batch: its orders are released (the rows stay as history) and batchable again. */
export async function cancelBatch(
  db: Database,
  logger: Logger,
  input: StepInput,
): Promise<BatchChanged> {
  const { batchId, actor } = input;
  await db.transaction(async (tx) => {
    const from = await currentStatus(tx, batchId);
    if (!canCancelBatch(from)) {
      throw invalidTransition(
        `Batch #${batchId} is ${BATCH_STATUS_LABELS[from].toLowerCase()}; only an open batch can be cancelled.`,
      );
    }
    await moveBatch(tx, batchId, from, 'cancelled', actor);
    await tx
      .update(batchOrders)
      .set({ releasedAt: sql`now()` })
      .where(and(eq(batchOrders.batchId, batchId), isNull(batchOrders.releasedAt)));
    await recordAudit(tx, {
      action: 'batch.cancel',
      target: { type: 'batch', id: batchId, label: `Batch #${batchId}` },
      changes: changedFields({ status: from }, { status: 'cancelled' }),
    });
  });
  logger.info('batch cancelled', { batch: batchId, by: actor });
  return {
    id: batchId,
    status: 'cancelled',
    skipped: [],
    detail: await readBatchDetail(db, batchId),
  };
}

async function currentStatus(tx: Database, batchId: number): Promise<BatchStatus> {
  const [batch] = await tx
    .select({ status: batches.status })
    .from(batches)
    .where(eq(batches.id, batchId));
  if (!batch) throw noSuchBatch();
  return batch.status;
}

/** The step itself: only if the batch is still where we saw it, so it happens once. */
async function moveBatch(
  tx: Database,
  batchId: number,
  from: BatchStatus,
  to: BatchStatus,
  actor: string,
): Promise<void> {
  const [moved] = await tx
    .update(batches)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(batches.id, batchId), eq(batches.status, from)))
    .returning({ id: batches.id });
  if (!moved) {
    throw invalidTransition(
      `Batch #${batchId} changed while you were looking at it; reload it and try again.`,
    );
  }
  await tx.insert(batchEvents).values({ batchId, fromStatus: from, toStatus: to, actor });
}

function invalidTransition(message: string): AppError {
  return new AppError(ERROR_CODES.enum.INVALID_TRANSITION, 409, message);
}
