import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail, OutboxMailDetail, Paged } from '@/domain/admin';
import { emails } from '@/server/db/schema';
import { queueEmail } from '@/server/services/outbox';
import { callAdmin, expectJson } from '../../support/admin-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';
import { recordingLogger } from '../../support/server-app';

// product.md §14, issue 17: admins read every mail the shop wrote; the list carries the text
// part, one mail's answer also its designed HTML part, for the preview.
let fixture: AdminTestApp;
let designed = '';
let textOnly = '';

beforeAll(async () => {
  fixture = await buildAdminTestApp();
  designed = await queueEmail(fixture.db, recordingLogger().logger, {
    to: 'mila@example.com',
    subject: 'Re: your message to Tress',
    kind: 'contact-reply',
    content: {
      preview: 'An answer',
      heading: 'An answer to your message',
      greeting: 'Hello Mila,',
      blocks: [{ type: 'paragraph', text: 'It left us today.' }],
      signoff: ['Tress'],
    },
  });
  // Mail written before the HTML part existed.
  const [row] = await fixture.db
    .insert(emails)
    .values({
      toAddress: 'old@example.com',
      subject: 'Old',
      bodyText: 'Plain',
      kind: 'contact-reply',
    })
    .returning({ id: emails.id });
  textOnly = row?.id ?? '';
});
afterAll(() => fixture.close());

const get = <T>(path: string, status = 200) =>
  expectJson<T>(callAdmin(fixture.app, path, { token: fixture.token }), status);

describe('the outbox', () => {
  it('lists mail with its text part and without the HTML, which only the mail read needs', async () => {
    const page = await get<Paged<OutboxMail>>('/api/admin/outbox');
    const mail = page.items.find((item) => item.id === designed);
    expect(mail?.body).toContain('It left us today.');
    expect(mail).not.toHaveProperty('html');
  });

  it('answers one mail with both parts', async () => {
    const mail = await get<OutboxMailDetail>(`/api/admin/outbox/${designed}`);
    expect(mail).toMatchObject({ id: designed, to: 'mila@example.com', kind: 'contact-reply' });
    expect(mail.body).toContain('It left us today.');
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('It left us today.');
  });

  it('answers an older text-only mail with html null', async () => {
    const mail = await get<OutboxMailDetail>(`/api/admin/outbox/${textOnly}`);
    expect(mail).toMatchObject({ body: 'Plain', html: null });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-mail']) {
      expect((await get<{ code: string }>(`/api/admin/outbox/${id}`, 404)).code).toBe('NOT_FOUND');
    }
  });
});
