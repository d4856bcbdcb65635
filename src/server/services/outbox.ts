// The mail outbox (product.md §2): every outgoing mail is a row in `emails`, written in the same
// transaction as whatever caused it, so a mail exists exactly when its reason committed. The row
// is the source of truth; delivering it over SMTP (SMTP_URL) is a sender's job, added later.
import { maskEmail } from '@/domain/orders';
import type { Database } from '../db/client';
import { emails } from '../db/schema';
import type { Logger } from '../log';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for, e.g. "order-confirmation"; admin filters on it. */
  kind: string;
  orderId?: string | null;
};

export async function queueEmail(
  tx: Database,
  logger: Logger,
  mail: OutgoingMail,
): Promise<string> {
  const [row] = await tx
    .insert(emails)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      bodyText: mail.text,
      kind: mail.kind,
      orderId: mail.orderId ?? null,
    })
    .returning({ id: emails.id });
  if (!row) throw new Error('the outbox returned no row');
  // The address is masked: logs travel further than the database does.
  logger.info('mail queued', { id: row.id, kind: mail.kind, to: maskEmail(mail.to) });
  return row.id;
}
