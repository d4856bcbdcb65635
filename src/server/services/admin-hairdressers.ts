// Hairdresser applications (product.md §12, §14): the admin's queue, and the one-time decision —
// approve (the salon is mailed its private link) or reject with a reason (mailed politely).
// Each decision is a conditional UPDATE on a pending row, so it happens once.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { HairdresserApplication } from '@/domain/admin';
import { isSalonId } from '@/domain/salons';
import type { Database } from '../db/client';
import { salons, type SalonStatus } from '../db/schema';
import { AppError } from '../http/errors';
import type { Logger } from '../log';
import { salonApprovedMail, salonRejectedMail } from './admin-hairdresser-mails';
import { queueEmail } from './outbox';

type SalonRow = typeof salons.$inferSelect;

export async function listApplications(
  db: Database,
  status: SalonStatus | 'all',
): Promise<HairdresserApplication[]> {
  const rows = await db
    .select()
    .from(salons)
    .where(status === 'all' ? undefined : eq(salons.status, status))
    // Pending: oldest first, the queue's order. Decided: the latest decisions first.
    .orderBy(status === 'pending' ? asc(salons.createdAt) : desc(salons.createdAt), asc(salons.id));
  return rows.map(toApplication);
}

/** Approves a pending application and queues the salon's link, in one transaction. */
export async function approveApplication(
  db: Database,
  logger: Logger,
  input: { id: string; origin: string },
): Promise<HairdresserApplication> {
  return decide(db, input.id, { status: 'approved', rejectionReason: null }, async (tx, salon) => {
    await queueEmail(tx, logger, salonApprovedMail(salon, `${input.origin}/?salonId=${salon.id}`));
  });
}

export async function rejectApplication(
  db: Database,
  logger: Logger,
  input: { id: string; reason: string },
): Promise<HairdresserApplication> {
  return decide(
    db,
    input.id,
    { status: 'rejected', rejectionReason: input.reason },
    async (tx, salon) => {
      await queueEmail(tx, logger, salonRejectedMail(salon, input.reason));
    },
  );
}

async function decide(
  db: Database,
  id: string,
  decision: { status: 'approved' | 'rejected'; rejectionReason: string | null },
  notify: (tx: Database, salon: SalonRow) => Promise<void>,
): Promise<HairdresserApplication> {
  if (!isSalonId(id)) throw notFound();
  const salonId = id.toLowerCase();
  return db.transaction(async (tx) => {
    const [salon] = await tx
      .update(salons)
      .set({ ...decision, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(salons.id, salonId), eq(salons.status, 'pending')))
      .returning();
    if (!salon) {
      const [existing] = await tx
        .select({ status: salons.status })
        .from(salons)
        .where(eq(salons.id, salonId));
      if (!existing) throw notFound();
      throw new AppError(
        'ALREADY_DECIDED',
        409,
        `This application was already ${existing.status}; a decision is made once.`,
      );
    }
    await notify(tx, salon);
    return toApplication(salon);
  });
}

function toApplication(row: SalonRow): HairdresserApplication {
  return {
    id: row.id,
    salon_name: row.salonName,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    email: row.email,
    phone: row.phone,
    status: row.status,
    business_registration: row.businessRegistration,
    specialities: row.specialities,
    chairs: row.chairs,
    instagram: row.instagram,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
  };
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 404, 'There is no such application.');
}
