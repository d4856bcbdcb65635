import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { contactMessages, emails, suggestions } from '@/server/db/schema';
import { recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// product.md §13, §16: what a shopper sends through /suggest-product and /contact is kept for an
// admin, confirmed by mail when an address was given, limited to 5 per minute per address, and
// a filled honeypot is answered like a success and kept nowhere.
let test: TestDatabase;
const clock = new Date('2030-03-01T10:00:05Z');
let app: ReturnType<typeof createApp>;
let address = 0;
const db = () => test.database.db;

beforeAll(async () => {
  test = await createTestDatabase();
  app = createApp({
    database: test.database,
    env: testEnv({ TRUST_PROXY: 'true' }),
    logger: recordingLogger().logger,
    now: () => clock,
  });
});
afterAll(() => test.close());

/** Each call comes from its own address unless one is given, so limits never leak across tests. */
function post(path: string, body: unknown, from = `198.51.100.${(address += 1)}`) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify(body),
  });
}

const suggestion = {
  product: 'Kinky straight clip-ins',
  family: 'human-hair',
  description: 'Clip-ins in kinky straight texture, 18 inch, for 4c hair.',
  link: 'https://example.com/kinky-straight',
  email: 'naomi@example.com',
};

const message = {
  name: 'Naomi Bakker',
  email: 'naomi@example.com',
  topic: 'order',
  orderNumber: 'tr-000123',
  message: 'My order has not arrived yet, can you check where it is?',
};

async function count(table: typeof suggestions | typeof contactMessages | typeof emails) {
  return (await db().select().from(table)).length;
}

describe('POST /api/suggestions', () => {
  it('keeps the suggestion for the admins and mails a confirmation to the given address', async () => {
    const response = await post('/api/suggestions', suggestion);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: true, confirmationMailed: true });
    const [row] = await db().select().from(suggestions).orderBy(desc(suggestions.createdAt));
    expect(row).toMatchObject({ product: suggestion.product, status: 'new', readAt: null });
    const [mail] = await db().select().from(emails).where(eq(emails.kind, 'suggestion-received'));
    expect(mail?.toAddress).toBe('naomi@example.com');
    expect(mail?.bodyText).toContain('Kinky straight clip-ins');
  });

  it('without an email keeps the suggestion and mails nobody', async () => {
    const mailsBefore = await count(emails);
    const { email: _email, link: _link, ...anonymous } = suggestion;
    const response = await post('/api/suggestions', anonymous);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: true, confirmationMailed: false });
    expect(await count(emails)).toBe(mailsBefore);
  });

  it.each([
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'link'],
    ['an ftp link', { link: 'ftp://example.com/file' }, 'link'],
    ['an unknown family', { family: 'wigs' }, 'family'],
    ['a too long name', { product: 'x'.repeat(121) }, 'product'],
    ['a too short description', { description: 'nice' }, 'description'],
    ['a bad email', { email: 'not-an-address' }, 'email'],
    ['an unknown field', { price: 100 }, ''],
  ])('refuses %s with 400 and keeps nothing', async (_name, change, field) => {
    const before = await count(suggestions);
    const response = await post('/api/suggestions', { ...suggestion, ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; issues: { path: string[] }[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    if (field) expect(body.issues.map((issue) => issue.path[0])).toContain(field);
    expect(await count(suggestions)).toBe(before);
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const [before, mailsBefore] = [await count(suggestions), await count(emails)];
    const response = await post('/api/suggestions', {
      ...suggestion,
      website: 'https://spam.example',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: true, confirmationMailed: false });
    expect(await count(suggestions)).toBe(before);
    expect(await count(emails)).toBe(mailsBefore);
  });

  it('takes 5 per minute per address; the 6th is 429 RATE_LIMITED and kept nowhere', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/suggestions', suggestion, '203.0.113.50')).status).toBe(201);
    const before = await count(suggestions);
    const refused = await post('/api/suggestions', suggestion, '203.0.113.50');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await count(suggestions)).toBe(before);
    // Another address is not affected, and neither is the contact form from the same one.
    expect((await post('/api/suggestions', suggestion, '203.0.113.51')).status).toBe(201);
    expect((await post('/api/contact', message, '203.0.113.50')).status).toBe(201);
  });
});

describe('POST /api/contact', () => {
  it('keeps the message with its order number in print form and mails a confirmation', async () => {
    const response = await post('/api/contact', message);
    expect(response.status).toBe(201);
    const [row] = await db()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.orderNumber, 'TR-000123'));
    expect(row).toMatchObject({ name: 'Naomi Bakker', topic: 'order', status: 'open' });
    const mails = await db().select().from(emails).where(eq(emails.kind, 'contact-received'));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]?.toAddress).toBe('naomi@example.com');
  });

  it.each([
    ['a missing email', { email: undefined }, 'email'],
    ['an unknown topic', { topic: 'complaint' }, 'topic'],
    ['an order number in another format', { orderNumber: '123' }, 'orderNumber'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message'],
    ['a name of one letter', { name: 'N' }, 'name'],
  ])('refuses %s with 400 and keeps nothing', async (_name, change, field) => {
    const before = await count(contactMessages);
    const response = await post('/api/contact', { ...message, ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string[] }[] };
    expect(body.issues.map((issue) => issue.path[0])).toContain(field);
    expect(await count(contactMessages)).toBe(before);
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const [before, mailsBefore] = [await count(contactMessages), await count(emails)];
    const response = await post('/api/contact', { ...message, website: 'x' });
    expect(response.status).toBe(201);
    expect(await count(contactMessages)).toBe(before);
    expect(await count(emails)).toBe(mailsBefore);
  });

  it('takes 5 per minute per address', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/contact', message, '203.0.113.60')).status).toBe(201);
    expect((await post('/api/contact', message, '203.0.113.60')).status).toBe(429);
  });
});
