import { expect, type APIRequestContext } from '@playwright/test';
import type { OutboxMail, Paged } from '@/domain/admin';
import { adminToken } from './salon-links';

/**
 * The newest mail of `kind` to `email`, read from the outbox as an admin would
 * (GET /api/admin/outbox?q=…). Mails are written with the change that causes them, but other
 * specs write theirs at the same time, so this asks until the mail is there.
 */
export async function mailTo(
  request: APIRequestContext,
  email: string,
  kind: string,
): Promise<OutboxMail> {
  const token = await adminToken(request);
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/admin/outbox?q=${encodeURIComponent(email)}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(answer.status()).toBe(200);
        const page = (await answer.json()) as Paged<OutboxMail>;
        found = page.items.find((mail) => mail.to === email && mail.kind === kind);
        return found?.kind;
      },
      { message: `a ${kind} mail to ${email} in the outbox` },
    )
    .toBe(kind);
  if (!found) throw new Error(`no ${kind} mail to ${email}`);
  return found;
}
