// POST /api/partners/{salonId}/payouts: an admin marks a month that has ended as paid out. The
// month's commission is computed and frozen in one transaction; the row is only ever inserted
// (on conflict do nothing), so two admins clicking at once make one payout and one 409.
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@/domain/api-problem';
import type { PartnerMonth } from '@/domain/partners';
import type { Database } from '../../db/client';
import { partnerPayouts, salons } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Logger } from '../../log';
import { recordAudit } from '../audit';
import {
  approvedSalon,
  currentMonth,
  monthOfParts,
  monthRateParts,
  noSuchPartner,
  orderMonth,
  partnerMonth,
} from './ledger';

export async function markMonthPaid(
  db: Database,
  logger: Logger,
  input: { salonId: string; month: string; paidBy: string },
): Promise<PartnerMonth> {
  const { salonId, month, paidBy } = input;
  const paid = await db.transaction(async (tx) => {
    const [salon] = await tx
      .select({ id: salons.id, name: salons.salonName, currentMonth })
      .from(salons)
      .where(and(eq(salons.id, salonId), approvedSalon));
    if (!salon) throw noSuchPartner();
    // YYYY-MM compares as text; the current month is still earning, a later one has not begun.
    if (month >= salon.currentMonth) {
      throw new AppError(
        ERROR_CODES.enum.MONTH_NOT_OVER,
        409,
        `${month} has not ended yet (Amsterdam time); mark it paid out from the 1st of the next month.`,
      );
    }
    const [earlier] = await tx
      .select({ id: partnerPayouts.id })
      .from(partnerPayouts)
      .where(and(eq(partnerPayouts.salonId, salonId), eq(partnerPayouts.month, month)));
    if (earlier) throw alreadyPaid(month);

    const parts = await monthRateParts(tx, and(eq(salons.id, salonId), eq(orderMonth, month)));
    const earned = monthOfParts(month, parts, null);
    if (earned.commission <= 0) {
      throw new AppError(
        ERROR_CODES.enum.NOTHING_TO_PAY,
        409,
        `The salon earned no commission in ${month}; there is nothing to pay out.`,
      );
    }
    const [payout] = await tx
      .insert(partnerPayouts)
      .values({ salonId, month, amount: earned.commission, paidBy })
      .onConflictDoNothing({ target: [partnerPayouts.salonId, partnerPayouts.month] })
      .returning({
        amount: partnerPayouts.amount,
        paidAt: partnerPayouts.paidAt,
        paidBy: partnerPayouts.paidBy,
      });
    // Another admin's payout of this month committed while this one was being computed.
    if (!payout) throw alreadyPaid(month);
    await recordAudit(tx, {
      action: 'partner.payout',
      target: { type: 'partner', id: salonId, label: salon.name },
      changes: [
        { field: 'month', before: null, after: month },
        { field: 'amount', before: null, after: String(payout.amount) },
      ],
    });
    return monthOfParts(month, parts, payout);
  });
  logger.info('partner month paid out', {
    salonId,
    month,
    amount: paid.payout?.amount,
    paidBy,
  });
  return partnerMonth(paid);
}

function alreadyPaid(month: string): AppError {
  return new AppError(
    ERROR_CODES.enum.ALREADY_PAID,
    409,
    `${month} is already marked paid out for this salon.`,
  );
}
