import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '@/server/db/schema';
import { queueEmail, type OutgoingMail } from '@/server/services/outbox';
import { recordingLogger } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// product.md §2: every outgoing mail is a row in the outbox, written with what caused it.
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.close());

describe('queueEmail', () => {
  const mail: OutgoingMail = {
    to: 'mila@example.com',
    subject: 'Hello',
    kind: 'contact-reply',
    content: {
      preview: 'A test',
      heading: 'Hello',
      greeting: 'Hello Mila,',
      blocks: [{ type: 'paragraph', text: 'Body' }],
      signoff: ['Tress'],
    },
  };

  it('writes the mail, unsent, and logs one line without the full address', async () => {
    const { logger, lines } = recordingLogger();
    const id = await queueEmail(test.database.db, logger, mail);
    const [row] = await test.database.db.select().from(emails).where(eq(emails.id, id));
    expect(row).toMatchObject({
      toAddress: 'mila@example.com',
      subject: 'Hello',
      bodyText: expect.stringContaining('Hello Mila,\n\nBody\n\nTress'),
      bodyHtml: expect.stringContaining('Body'),
      kind: 'contact-reply',
      orderId: null,
      sentAt: null,
      error: null,
    });
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'mail queued',
        id,
        kind: 'contact-reply',
        to: 'm***@example.com',
      }),
    ]);
  });

  it('writes nothing when the transaction it is part of rolls back', async () => {
    const { logger } = recordingLogger();
    const before = (await test.database.db.select().from(emails)).length;
    await expect(
      test.database.db.transaction(async (tx) => {
        await queueEmail(tx, logger, mail);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await test.database.db.select().from(emails)).toHaveLength(before);
  });
});
