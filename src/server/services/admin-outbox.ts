// The mail outbox as admins read it (product.md §2, §14): every mail the shop wrote, newest first,
// so support can see what a customer or salon was told and whether it went out.
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { OutboxMail, OutboxMailDetail, OutboxQuery, Paged } from '@/domain/admin';
import type { Database } from '../db/client';
import { containing } from '../db/like-patterns';
import { emails } from '../db/schema';

export async function listOutbox(db: Database, query: OutboxQuery): Promise<Paged<OutboxMail>> {
  const pattern = query.q ? containing(query.q) : undefined;
  const where = pattern
    ? or(
        ilike(emails.toAddress, pattern),
        ilike(emails.subject, pattern),
        ilike(emails.kind, pattern),
      )
    : undefined;
  const { page, pageSize } = query;
  const rows = await db
    .select()
    .from(emails)
    .where(where)
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ n: count() }).from(emails).where(where);
  return { items: rows.map(outboxMail), total: counted?.n ?? 0, page, pageSize };
}

/**
 * One mail with its HTML part, for the preview. The list leaves the HTML out: it is some 10 kB a
 * mail, and only the mail being read needs it.
 */
export async function findOutboxMail(
  db: Database,
  id: string,
): Promise<OutboxMailDetail | undefined> {
  const [row] = await db.select().from(emails).where(eq(emails.id, id.toLowerCase()));
  return row && { ...outboxMail(row), html: row.bodyHtml };
}

function outboxMail(row: typeof emails.$inferSelect): OutboxMail {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    kind: row.kind,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    body: row.bodyText,
  };
}
