import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type ShopDatabase } from '@/server/db/client';
import { emails } from '@/server/db/schema';
import {
  createMailTransport,
  describeSmtpServer,
  sendPendingMail,
  type MailTransport,
} from '@/server/services/mail-sender';
import { queueEmail } from '@/server/services/outbox';
import { recordingLogger } from '../../support/server-app';
import { startSmtpStandIn, type SmtpStandIn } from '../../support/smtp-stand-in';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// product.md §2 "Mail": with SMTP_URL set, queued mail is also sent, against a real SMTP server.
const FROM = 'Tress <shop@tress.local>';

let test: TestDatabase;
let smtp: SmtpStandIn;
let transport: MailTransport;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.close());
beforeEach(async () => {
  await test.database.db.delete(emails);
  smtp = await startSmtpStandIn();
  transport = createMailTransport(smtp.url, FROM);
});
afterEach(async () => {
  transport.close();
  await smtp.close();
});

let written = 0;
/**
 * A text-only row, as mail written before the HTML part existed: the simplest message to check.
 * Each a millisecond after the last, so "oldest first" never meets two rows written at once.
 */
async function queue(to: string, subject = 'Your order', text = 'Thank you for your order.') {
  written += 1;
  const createdAt = new Date(Date.UTC(2030, 0, 1) + written);
  const [row] = await test.database.db
    .insert(emails)
    .values({ toAddress: to, subject, bodyText: text, kind: 'test-mail', createdAt })
    .returning({ id: emails.id });
  if (!row) throw new Error('no row');
  return row.id;
}

/** Undoes quoted-printable (soft line breaks, =XX bytes), as a mail client reads a part. */
function unquote(part: string): string {
  const bytes = part
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

async function row(id: string) {
  const [found] = await test.database.db.select().from(emails).where(eq(emails.id, id));
  if (!found) throw new Error(`no mail ${id}`);
  return found;
}

const send = (options: { maxAttempts?: number; retryDelayMs?: number } = {}) =>
  sendPendingMail(test.database.db, transport, recordingLogger().logger, {
    batchSize: 10,
    maxAttempts: options.maxAttempts ?? 5,
    retryDelayMs: options.retryDelayMs ?? 0,
  });

describe('sendPendingMail', () => {
  it('delivers a queued mail with its sender, recipient, subject and body, and marks it sent', async () => {
    const id = await queue('mila@example.com', 'Order TR-1001 confirmed', 'Hello Mila,\nthanks.');
    const { logger, lines } = recordingLogger();

    const report = await sendPendingMail(test.database.db, transport, logger, {
      batchSize: 10,
      maxAttempts: 5,
    });

    expect(report).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ mailFrom: 'shop@tress.local', rcptTo: ['mila@example.com'] });
    expect(mail?.headers).toMatchObject({
      from: 'Tress <shop@tress.local>',
      to: 'mila@example.com',
      subject: 'Order TR-1001 confirmed',
    });
    expect(mail?.body).toBe('Hello Mila,\r\nthanks.');
    expect(await row(id)).toMatchObject({
      sentAt: expect.any(Date),
      attempts: 1,
      error: null,
      claimedUntil: null,
    });
    // Logged without the full address, as queueing is.
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'mail sent', id, to: 'm***@example.com', attempts: 1 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('mila@');

    // Sent is sent: the next run has nothing to do.
    expect(await send()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('sends a mail with an HTML part as multipart/alternative: the text first, then the HTML', async () => {
    const { logger } = recordingLogger();
    await queueEmail(test.database.db, logger, {
      to: 'mila@example.com',
      subject: 'Order TR-1001 confirmed',
      kind: 'contact-reply',
      content: {
        preview: 'Thanks',
        heading: 'Thank you for your order',
        greeting: 'Hello Mila,',
        blocks: [{ type: 'paragraph', text: 'Order TR-1001 is on its way: 2 × Argan Oil.' }],
        signoff: ['Tress'],
      },
    });

    expect(await send()).toEqual({ sent: 1, failed: 0 });

    const [mail] = smtp.received;
    const boundary = /boundary="?([^";]+)"?/.exec(mail?.headers['content-type'] ?? '')?.[1];
    expect(mail?.headers['content-type']).toMatch(/^multipart\/alternative;/);
    expect(boundary).toBeTruthy();
    const parts = (mail?.body ?? '')
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => {
        const split = part.indexOf('\r\n\r\n');
        return { head: part.slice(0, split), body: unquote(part.slice(split + 4)) };
      });
    expect(parts.map((part) => /content-type: ([\w/]+)/i.exec(part.head)?.[1])).toEqual([
      'text/plain',
      'text/html',
    ]);
    expect(parts[0]?.body).toContain('Order TR-1001 is on its way: 2 × Argan Oil.');
    expect(parts[1]?.body).toMatch(/^<!DOCTYPE html/);
    expect(parts[1]?.body).toContain('Order TR-1001 is on its way: 2 × Argan Oil.');
  });

  it('sends the oldest mail first', async () => {
    await queue('first@example.com');
    await queue('second@example.com');
    await queue('third@example.com');

    await send();

    expect(smtp.received.map((mail) => mail.rcptTo[0])).toEqual([
      'first@example.com',
      'second@example.com',
      'third@example.com',
    ]);
  });

  it('records a refused mail’s attempt and error, sends the others, and retries it later', async () => {
    smtp.rejecting.add('gone@example.com');
    const failing = await queue('gone@example.com');
    const fine = await queue('here@example.com');
    const { logger, lines } = recordingLogger();

    const report = await sendPendingMail(test.database.db, transport, logger, {
      batchSize: 10,
      maxAttempts: 5,
    });

    expect(report).toEqual({ sent: 1, failed: 1 });
    expect(smtp.received.map((mail) => mail.rcptTo)).toEqual([['here@example.com']]);
    expect(await row(fine)).toMatchObject({ sentAt: expect.any(Date), attempts: 1 });
    const failed = await row(failing);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed.error).toMatch(/550/);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'mail not sent; will retry',
        id: failing,
        to: 'g***@example.com',
        attempts: 1,
      }),
    );

    // The default pause before a retry (a minute per attempt made) keeps the next run off it.
    expect(
      await sendPendingMail(test.database.db, transport, logger, { batchSize: 10, maxAttempts: 5 }),
    ).toEqual({ sent: 0, failed: 0 });
    expect(smtp.recipientsTried()).toBe(2);

    // Once the pause is over and the server takes it, it goes out and the error is cleared.
    await test.database.db
      .update(emails)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(emails.id, failing));
    smtp.rejecting.clear();
    expect(await send()).toEqual({ sent: 1, failed: 0 });
    expect(await row(failing)).toMatchObject({
      sentAt: expect.any(Date),
      attempts: 2,
      error: null,
    });
    expect(smtp.received.map((mail) => mail.rcptTo)).toEqual([
      ['here@example.com'],
      ['gone@example.com'],
    ]);
  });

  it('stops retrying after maxAttempts and leaves the mail unsent in the outbox', async () => {
    smtp.rejecting.add('gone@example.com');
    const id = await queue('gone@example.com');
    const { logger, lines } = recordingLogger();
    const options = { batchSize: 10, maxAttempts: 3, retryDelayMs: 0 };

    for (let run = 0; run < 5; run++)
      await sendPendingMail(test.database.db, transport, logger, options);

    expect(smtp.recipientsTried()).toBe(3);
    const given = await row(id);
    expect(given).toMatchObject({ sentAt: null, attempts: 3 });
    expect(given.error).toMatch(/550/);
    expect(lines.filter((line) => line.msg === 'mail not sent; will retry')).toHaveLength(2);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'mail not sent; no attempts left', id }),
    );
  });

  it('leaves a mail alone while another sender holds it', async () => {
    const id = await queue('mila@example.com');
    await test.database.db
      .update(emails)
      .set({ attempts: 1, claimedUntil: sql`now() + interval '5 minutes'` })
      .where(eq(emails.id, id));

    expect(await send()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.recipientsTried()).toBe(0);
  });

  it('records an unreachable server as a failure of each mail', async () => {
    const id = await queue('mila@example.com');
    const url = smtp.url;
    transport.close();
    await smtp.close();
    transport = createMailTransport(url, FROM);
    smtp = await startSmtpStandIn(); // for afterEach; the mail goes to the closed port

    expect(await send()).toEqual({ sent: 0, failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed.error).toMatch(/ECONNREFUSED/);
  });
});

describe('SMTP logins', () => {
  let secured: SmtpStandIn;
  beforeAll(async () => {
    secured = await startSmtpStandIn({ login: { user: 'shop', password: 's3cret/pass' } });
  });
  afterAll(() => secured.close());

  it('logs in with the credentials in SMTP_URL', async () => {
    await queue('mila@example.com', 'Signed in');
    const signedIn = createMailTransport(secured.url, FROM);
    try {
      const report = await sendPendingMail(test.database.db, signedIn, recordingLogger().logger, {
        batchSize: 10,
        maxAttempts: 5,
      });
      expect(report).toEqual({ sent: 1, failed: 0 });
      expect(secured.received.map((mail) => mail.headers.subject)).toEqual(['Signed in']);
    } finally {
      signedIn.close();
    }
  });

  it('records a refused login without the password, and never logs it', async () => {
    const id = await queue('mila@example.com');
    const wrongUrl = secured.url.replace('s3cret%2Fpass', 'hunter2');
    const wrong = createMailTransport(wrongUrl, FROM);
    const { logger, lines } = recordingLogger();
    try {
      expect(
        await sendPendingMail(test.database.db, wrong, logger, { batchSize: 10, maxAttempts: 5 }),
      ).toEqual({ sent: 0, failed: 1 });
    } finally {
      wrong.close();
    }
    const failed = await row(id);
    expect(failed.error).toMatch(/535/);
    expect(failed.error).not.toContain('hunter2');
    expect(JSON.stringify(lines)).not.toContain('hunter2');
    expect(describeSmtpServer(wrongUrl)).toMatch(/^127\.0\.0\.1:\d+$/);
  });
});

describe('several senders at once', () => {
  it('deliver each mail exactly once', async () => {
    const MAILS = 30;
    const slow = await startSmtpStandIn({ delayMs: 15 });
    const slowTransport = createMailTransport(slow.url, FROM);
    for (let index = 0; index < MAILS; index++)
      await queue(`shopper${index}@example.com`, `Mail ${index}`);

    // On PostgreSQL each sender gets its own connection pool, like two server instances;
    // PGlite has one connection, and serialises the two senders' statements.
    const database = test.database;
    let second: ShopDatabase = database;
    if (database.driver === 'postgres')
      second = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: '' });
    try {
      const drain = async (db: ShopDatabase) => {
        let sent = 0;
        for (;;) {
          const report = await sendPendingMail(db.db, slowTransport, recordingLogger().logger, {
            batchSize: 4,
            maxAttempts: 5,
          });
          if (report.sent + report.failed === 0) return sent;
          sent += report.sent;
        }
      };
      const [first, other] = await Promise.all([drain(database), drain(second)]);

      expect(first + other).toBe(MAILS);
      if (database.driver === 'postgres') expect(Math.min(first, other)).toBeGreaterThan(0);
      const subjects = slow.received.map((mail) => mail.headers.subject);
      expect(subjects).toHaveLength(MAILS);
      expect(new Set(subjects).size).toBe(MAILS);
      const rows = await database.db.select().from(emails);
      expect(rows.every((mail) => mail.sentAt !== null && mail.attempts === 1)).toBe(true);
    } finally {
      if (second !== database) await second.close();
      slowTransport.close();
      await slow.close();
    }
  });
});
