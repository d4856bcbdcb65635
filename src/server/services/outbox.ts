// The mail outbox (product.md §2): every outgoing mail is a row in `emails`, written in the same
// transaction as whatever caused it, so a mail exists exactly when its reason committed. The row
// is the source of truth; delivering it over SMTP (SMTP_URL) is mail-sender.ts's job.
//
// Writers describe a mail's content; it is rendered here, once, to the plain-text part and the
// designed HTML part (issue 17), both stored in the same insert, with the company from the
// settings in the footer.
import { maskEmail } from '@/domain/orders';
import type { Database } from '../db/client';
import { emails } from '../db/schema';
import type { Logger } from '../log';
import type { MailContent } from '../mail/mail-content';
import type { MailKind } from '../mail/mail-kinds';
import { renderMail } from '../mail/render-mail';
import { readSomeSettings } from './settings';

export type OutgoingMail = {
  to: string;
  subject: string;
  content: MailContent;
  /** What the mail is for, e.g. "order-confirmation"; admin filters on it. */
  kind: MailKind;
  orderId?: string | null;
};

export async function queueEmail(
  tx: Database,
  logger: Logger,
  mail: OutgoingMail,
): Promise<string> {
  const { company } = await readSomeSettings(tx, logger, ['company']);
  const { text, html } = await renderMail(mail.content, company);
  const [row] = await tx
    .insert(emails)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      bodyText: text,
      bodyHtml: html,
      kind: mail.kind,
      orderId: mail.orderId ?? null,
    })
    .returning({ id: emails.id });
  if (!row) throw new Error('the outbox returned no row');
  // The address is masked: logs travel further than the database does.
  logger.info('mail queued', { id: row.id, kind: mail.kind, to: maskEmail(mail.to) });
  return row.id;
}
