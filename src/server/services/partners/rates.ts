// PATCH /api/partners/{salonId}: an admin sets a partner's commission rate. Orders already placed
// keep the rate they were placed at (orders.commission_rate_bps); the new one counts from now on.
import { and, eq, sql } from 'drizzle-orm';
import { bpsOfPercent, type PartnerRateRequest, type PartnerSummary } from '@/domain/partners';
import type { Database } from '../../db/client';
import { salons } from '../../db/schema';
import type { Logger } from '../../log';
import { changedFields, recordAudit } from '../audit';
import { approvedSalon, noSuchPartner, partnerSummary } from './ledger';

export async function setCommissionRate(
  db: Database,
  logger: Logger,
  input: { salonId: string; request: PartnerRateRequest; actor: string },
): Promise<PartnerSummary> {
  const bps = bpsOfPercent(input.request.commissionRate);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: salons.salonName, commissionRateBps: salons.commissionRateBps })
      .from(salons)
      .where(and(eq(salons.id, input.salonId), approvedSalon))
      .for('update');
    if (!before) throw noSuchPartner();
    await tx
      .update(salons)
      .set({ commissionRateBps: bps, updatedAt: sql`now()` })
      .where(eq(salons.id, input.salonId));
    await recordAudit(tx, {
      action: 'partner.rate',
      target: { type: 'partner', id: input.salonId, label: before.name },
      changes: changedFields(
        { commissionRateBps: before.commissionRateBps },
        { commissionRateBps: bps },
      ),
    });
  });
  logger.info('partner commission rate set', { salonId: input.salonId, bps, actor: input.actor });
  return partnerSummary(db, input.salonId);
}
