// Delivers the mail outbox over SMTP (product.md §2 "Mail"): with SMTP_URL set, every instance
// runs sendPendingMail on a timer. The `emails` row stays the source of truth; this only records
// whether and when it went out.
//
// No SMTP conversation happens inside a database transaction. A sender claims a batch in one
// short statement (FOR UPDATE SKIP LOCKED, attempts + 1, a lease in `claimed_until`), talks SMTP
// with no locks held, then marks each mail sent or failed. Holding row locks across SMTP would be
// simpler, but it keeps a connection idle in a transaction for as long as a slow mail server
// likes, and on the embedded PGlite (one connection, transactions run exclusively) it would stall
// every request of the shop while mail is sent. The price of the lease: a sender that dies after
// the server accepted a mail but before marking it sent delivers that mail again once the lease
// runs out, as any SMTP sender must (SMTP has no idempotency); other instances never touch a
// leased mail, so two live senders never send one mail twice.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { maskEmail } from '@/domain/orders';
import type { Database } from '../db/client';
import { emails } from '../db/schema';
import type { Logger } from '../log';

/** With `html`, the transport sends multipart/alternative: the text part first, then the HTML. */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** What the sender needs from a transport; `createMailTransport` gives the SMTP one. */
export type MailTransport = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type SendOptions = {
  /** Most mails one run claims. */
  batchSize: number;
  /** A mail whose attempts reached this stays in the outbox, unsent, with its last error. */
  maxAttempts: number;
  /** How long a claim keeps other senders away; a run stops sending at half of it. */
  leaseMs?: number;
  /** After a failure, wait this long times the attempts made so far before retrying. */
  retryDelayMs?: number;
};

export type SendReport = { sent: number; failed: number };

const DEFAULT_LEASE_MS = 10 * 60_000;
const DEFAULT_RETRY_DELAY_MS = 60_000;
/** Stored failure messages are for admins; a whole SMTP transcript is not. */
const MAX_ERROR_LENGTH = 500;

/**
 * Limits well below the lease (nodemailer's own defaults allow minutes), so a hanging server
 * fails one mail instead of outliving the claim.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export async function sendPendingMail(
  db: Database,
  transport: MailTransport,
  logger: Logger,
  options: SendOptions,
): Promise<SendReport> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const claimed = await claimDueMail(db, options.batchSize, options.maxAttempts, leaseMs);
  const started = Date.now();
  const report: SendReport = { sent: 0, failed: 0 };

  for (const [index, mail] of claimed.entries()) {
    if (Date.now() - started > leaseMs / 2) {
      // Sending on would risk a lease running out mid-send; the next run takes these.
      await releaseClaims(
        db,
        claimed.slice(index).map((rest) => rest.id),
      );
      break;
    }
    const fields = { id: mail.id, kind: mail.kind, to: maskEmail(mail.toAddress) };
    try {
      await transport.send({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.bodyText,
        // Mail written before the designed part existed has text only.
        ...(mail.bodyHtml ? { html: mail.bodyHtml } : {}),
      });
    } catch (error) {
      // Only this mail failed: record why and go on with the rest. Database errors, unlike SMTP
      // ones, end the run; unfinished claims are retried when their lease runs out.
      report.failed += 1;
      const message = failureMessage(error);
      await db
        .update(emails)
        .set({
          error: message,
          claimedUntil: sql`now() + ${retryDelayMs * mail.attempts} * interval '1 millisecond'`,
        })
        .where(eq(emails.id, mail.id));
      const failure = { ...fields, attempts: mail.attempts, error: message };
      if (mail.attempts >= options.maxAttempts)
        logger.error('mail not sent; no attempts left', failure);
      else logger.warn('mail not sent; will retry', failure);
      continue;
    }
    report.sent += 1;
    await db
      .update(emails)
      .set({ sentAt: sql`now()`, error: null, claimedUntil: null })
      .where(eq(emails.id, mail.id));
    logger.info('mail sent', { ...fields, attempts: mail.attempts });
  }
  return report;
}

/** Takes up to `batchSize` due mails, oldest first, that no other sender holds. */
async function claimDueMail(db: Database, batchSize: number, maxAttempts: number, leaseMs: number) {
  const due = db
    .select({ id: emails.id })
    .from(emails)
    .where(
      and(
        isNull(emails.sentAt),
        lt(emails.attempts, maxAttempts),
        or(isNull(emails.claimedUntil), lte(emails.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(emails.createdAt), asc(emails.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  // One statement, so the row locks last only as long as the update itself.
  const rows = await db
    .update(emails)
    .set({
      attempts: sql`${emails.attempts} + 1`,
      claimedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(inArray(emails.id, due))
    .returning();
  return rows.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
}

/** Hands claimed but untried mails back, as if this run had never taken them. */
async function releaseClaims(db: Database, ids: string[]): Promise<void> {
  await db
    .update(emails)
    .set({ attempts: sql`${emails.attempts} - 1`, claimedUntil: null })
    .where(inArray(emails.id, ids));
}

function failureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
}

/**
 * The SMTP transport for SMTP_URL (smtp:// or smtps://, credentials in the URL). Failures are
 * rethrown with the message only and the password cut out, since they end up in the database.
 */
export function createMailTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from });
  const url = new URL(smtpUrl);
  const secrets = [url.password, decodeURIComponent(url.password)].filter(Boolean);
  return {
    async send(message) {
      try {
        await transporter.sendMail(message);
      } catch (error) {
        let text = error instanceof Error ? error.message : String(error);
        for (const secret of secrets) text = text.split(secret).join('***');
        throw new Error(text);
      }
    },
    close: () => transporter.close(),
  };
}

/** Where mail goes, for the start-up log line: host and port, never the credentials. */
export function describeSmtpServer(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return `${url.hostname}:${port}`;
}
