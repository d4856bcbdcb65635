// A salon applies to become a partner (POST /api/hairdressers, product.md §12): the application
// becomes a pending salon row, and its confirmation mail is queued in the same transaction. One
// salon applies once: an email or registration number already pending or approved is refused.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@/domain/api-problem';
import {
  SALON_COUNTRY_NAMES,
  type HairdresserApplicationReceipt,
  type HairdresserApplicationRequest,
} from '@/domain/hairdressers';
import type { Database } from '../../db/client';
import { salons } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Logger } from '../../log';
import { queueEmail } from '../outbox';
import { applicationReceivedMail } from './mails';
import { textsIn } from '../../i18n/texts';

export async function receiveApplication(
  db: Database,
  logger: Logger,
  request: HairdresserApplicationRequest,
  /** The page's language: the salon's mails (received, the decision, its link) are in it. */
  language: string,
): Promise<HairdresserApplicationReceipt> {
  const email = request.email.toLowerCase();
  const id = await db.transaction(async (tx) => {
    // Two applications at once with the same email must not both pass the duplicate check: the
    // check and the insert run under one transaction-scoped lock (applications are rare).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hairdresser-applications'))`);
    const [taken] = await tx
      .select({ email: salons.email })
      .from(salons)
      .where(
        and(
          inArray(salons.status, ['pending', 'approved']),
          or(
            eq(sql`lower(${salons.email})`, email),
            // Older rows keep the number as typed ("0712.348.665", "KVK 12345678").
            eq(
              sql`regexp_replace(${salons.businessRegistration}, '[^0-9]', '', 'g')`,
              request.registrationNumber,
            ),
          ),
        ),
      )
      .limit(1);
    if (taken) {
      const what = taken.email.toLowerCase() === email ? 'email address' : 'registration number';
      throw new AppError(
        ERROR_CODES.enum.ALREADY_APPLIED,
        409,
        `A salon with this ${what} has already applied or is already a partner. ` +
          'We mail you once your application is decided; reply to that mail with any questions.',
      );
    }
    const [row] = await tx
      .insert(salons)
      .values({
        status: 'pending',
        salonName: request.salonName,
        address: [request.street, request.city, SALON_COUNTRY_NAMES[request.country]].join(', '),
        postcode: request.postcode,
        city: request.city,
        country: request.country,
        email: request.email,
        phone: request.phone,
        businessRegistration: request.registrationNumber,
        vatNumber: request.vatNumber ?? null,
        specialities: request.specialities,
        chairs: request.chairs,
        instagram: request.instagram ?? null,
        website: request.website ?? null,
        language,
      })
      .returning({ id: salons.id });
    if (!row) throw new Error('the application was not stored');
    await queueEmail(tx, logger, applicationReceivedMail(request, textsIn(language)));
    return row.id;
  });
  logger.info('hairdresser application received', { salonId: id, country: request.country });
  return { id, status: 'pending' };
}
