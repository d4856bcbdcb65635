// Hairdresser applications (product.md §12, §14): the admin's queue, and the one-time decision —
// approve (the salon gets its link's key and is mailed its private link) or reject with a reason
// (mailed politely). Each decision is a conditional UPDATE on a pending row, so it happens once.
// An approved salon's link can be replaced (rotated): the old key stops working at once.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@/domain/api-problem';
import { isSalonId, salonLinkPath, type HairdresserApplication } from '@/domain/salons';
import type { Database } from '../../db/client';
import { salons, type SalonStatus } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Logger } from '../../log';
import { salonApprovedMail, salonRejectedMail } from './mails';
import { queueEmail } from '../outbox';
import { loadSealingSecret, salonKeyColumns, unsealSalonKey } from './keys';
import { readSomeSettings } from '../settings';
import { changedFields, recordAudit } from '../audit';
import { textsIn } from '../../i18n/texts';

type SalonRow = typeof salons.$inferSelect;

export async function listApplications(
  db: Database,
  logger: Logger,
  status: SalonStatus | 'all',
): Promise<HairdresserApplication[]> {
  const rows = await db
    .select()
    .from(salons)
    .where(status === 'all' ? undefined : eq(salons.status, status))
    // Pending: oldest first, the queue's order. Decided: the latest decisions first.
    .orderBy(status === 'pending' ? asc(salons.createdAt) : desc(salons.createdAt), asc(salons.id));
  const linkOf = await salonLinks(db, logger);
  return rows.map((row) => toApplication(row, linkOf(row)));
}

/** Approves a pending application, gives it a key and queues its link, in one transaction. */
export async function approveApplication(
  db: Database,
  logger: Logger,
  input: { id: string; origin: string },
): Promise<HairdresserApplication> {
  return decide(db, input.id, 'salon.approve', async (tx, salonId) => {
    // Inside the decision's transaction: the first approval makes the sealing secret.
    const secret = await loadSealingSecret(tx);
    const { key, columns } = salonKeyColumns(secret, salonId);
    const link = salonLinkPath(salonId, key);
    return {
      set: { status: 'approved', rejectionReason: null, ...columns },
      link,
      // The mail's link is in the salon's language (/nl?salonId=… for a Dutch application).
      notify: (salon) => {
        const texts = textsIn(salon.language);
        return queueEmail(
          tx,
          logger,
          salonApprovedMail(salon, `${input.origin}${texts.path(link)}`, texts),
        );
      },
    };
  });
}

/**
 * A new key for an approved salon (POST /api/hairdressers/{id}/link). The old link stops giving
 * business prices at once: access is checked against the stored hash on every request.
 */
export async function rotateSalonLink(
  db: Database,
  logger: Logger,
  id: string,
): Promise<HairdresserApplication> {
  if (!isSalonId(id)) throw notFound();
  const salonId = id.toLowerCase();
  const answer = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: salons.status, accessKeyHash: salons.accessKeyHash })
      .from(salons)
      .where(eq(salons.id, salonId))
      .for('update');
    if (!before) throw notFound();
    if (before.status !== 'approved')
      throw new AppError(
        ERROR_CODES.enum.NOT_APPROVED,
        409,
        `This application is ${before.status}; only an approved salon has a link.`,
      );
    const secret = await loadSealingSecret(tx);
    const { key, columns } = salonKeyColumns(secret, salonId);
    const [salon] = await tx
      .update(salons)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(and(eq(salons.id, salonId), eq(salons.status, 'approved')))
      .returning();
    if (!salon) throw notFound();
    await recordAudit(tx, {
      action: 'salon.link-rotate',
      target: { type: 'salon', id: salonId, label: salon.salonName },
      // The key itself never: only that it changed.
      changes: changedFields(
        { accessKey: before.accessKeyHash },
        { accessKey: salon.accessKeyHash },
        { secret: ['accessKey'] },
      ),
    });
    const { friendsFamilySalonId } = await readSomeSettings(tx, logger, ['friendsFamilySalonId']);
    const friendsFamily = friendsFamilySalonId?.toLowerCase() === salonId;
    return toApplication(salon, {
      link: friendsFamily ? null : salonLinkPath(salonId, key),
      friendsFamily,
    });
  });
  logger.info('a salon link was replaced by an admin', { salonId });
  return answer;
}

export async function rejectApplication(
  db: Database,
  logger: Logger,
  input: { id: string; reason: string },
): Promise<HairdresserApplication> {
  return decide(db, input.id, 'salon.reject', async (tx) => ({
    set: { status: 'rejected', rejectionReason: input.reason },
    link: null,
    notify: (salon) =>
      queueEmail(tx, logger, salonRejectedMail(salon, input.reason, textsIn(salon.language))),
  }));
}

type Decision = {
  set: Partial<SalonRow> & { status: 'approved' | 'rejected'; rejectionReason: string | null };
  /** The salon's new link (approval), shown once in the answer. */
  link: string | null;
  /** Queues the salon's mail in the decision's transaction. */
  notify: (salon: SalonRow) => Promise<unknown>;
};

/** A decision on a pending application: the update, its mail and its audit row, one transaction. */
async function decide(
  db: Database,
  id: string,
  action: 'salon.approve' | 'salon.reject',
  prepare: (tx: Database, salonId: string) => Promise<Decision>,
): Promise<HairdresserApplication> {
  if (!isSalonId(id)) throw notFound();
  const salonId = id.toLowerCase();
  return db.transaction(async (tx) => {
    const decision = await prepare(tx, salonId);
    const [salon] = await tx
      .update(salons)
      .set({ ...decision.set, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(salons.id, salonId), eq(salons.status, 'pending')))
      .returning();
    if (!salon) {
      const [existing] = await tx
        .select({ status: salons.status })
        .from(salons)
        .where(eq(salons.id, salonId));
      if (!existing) throw notFound();
      throw new AppError(
        ERROR_CODES.enum.ALREADY_DECIDED,
        409,
        `This application was already ${existing.status}; a decision is made once.`,
      );
    }
    await decision.notify(salon);
    await recordAudit(tx, {
      action,
      target: { type: 'salon', id: salonId, label: salon.salonName },
      // A pending application has no key and no reason yet; a new key shows only as changed.
      changes: changedFields(
        { status: 'pending', rejectionReason: null, accessKey: null },
        {
          status: salon.status,
          rejectionReason: salon.rejectionReason,
          accessKey: salon.accessKeyHash,
        },
        { secret: ['accessKey'] },
      ),
    });
    // A new application is never the friends-and-family salon (that one is seeded approved).
    return toApplication(salon, { link: decision.link, friendsFamily: false });
  });
}

type SalonLinkView = { link: string | null; friendsFamily: boolean };

/**
 * Opens each approved salon's sealed key into its link. The friends-and-family salon never gets
 * one: its id is refused as a salon's access.
 */
async function salonLinks(db: Database, logger: Logger): Promise<(row: SalonRow) => SalonLinkView> {
  const { friendsFamilySalonId } = await readSomeSettings(db, logger, ['friendsFamilySalonId']);
  const secret = await loadSealingSecret(db);
  return (row) => {
    const friendsFamily = row.id === friendsFamilySalonId?.toLowerCase();
    if (row.status !== 'approved' || row.accessKeySealed === null || friendsFamily) {
      return { link: null, friendsFamily };
    }
    const key = unsealSalonKey(secret, row.id, row.accessKeySealed);
    if (key === null) {
      logger.warn('a salon link could not be unsealed; a new link will replace it', {
        salonId: row.id,
      });
    }
    return { link: key === null ? null : salonLinkPath(row.id, key), friendsFamily };
  };
}

function toApplication(row: SalonRow, view: SalonLinkView): HairdresserApplication {
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
    vat_number: row.vatNumber,
    website: row.website,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
    link: view.link,
    friends_family: view.friendsFamily,
  };
}

function notFound(): AppError {
  return new AppError(ERROR_CODES.enum.NOT_FOUND, 404, 'There is no such application.');
}
