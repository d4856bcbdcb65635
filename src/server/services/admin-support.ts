// The admin's side of suggestions and contact messages (product.md §14): lists with unread
// counts and filters, statuses, and replies that go out through the outbox and stay with the
// message. Shopper text is returned as stored; the admin pages render it as text.
import { ERROR_CODES } from '@/domain/api-problem';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isSalonId } from '@/domain/salons';
import type {
  AdminMessage,
  AdminMessageQuery,
  AdminSuggestion,
  AdminSuggestionQuery,
  InboxCounts,
  MessageUpdate,
  SuggestionUpdate,
  SupportPage,
} from '@/domain/support';
import type { Database } from '../db/client';
import { containing } from '../db/like-patterns';
import { contactMessages, contactReplies, products, suggestions } from '../db/schema';
import { AppError, validationFailed } from '../http/errors';
import type { Logger } from '../log';
import { auditValue, changedFields, recordAudit } from './audit';
import { queueEmail } from './outbox';
import { messageReplyMail } from './support-mails';
import { textsIn } from '../i18n/texts';

const notFound = (what: string) =>
  new AppError(ERROR_CODES.enum.NOT_FOUND, 404, `There is no such ${what}.`);

/** Ids are uuids; anything else names nothing (checked before asking the database). */
const isId = isSalonId;

export async function inboxCounts(db: Database): Promise<InboxCounts> {
  const [[suggestionCount], [messageCount]] = await Promise.all([
    db.select({ n: count() }).from(suggestions).where(isNull(suggestions.readAt)),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return { suggestions: suggestionCount?.n ?? 0, messages: messageCount?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Suggestions

type SuggestionRow = typeof suggestions.$inferSelect & { addedName: string | null };

function toSuggestion(row: SuggestionRow): AdminSuggestion {
  return {
    id: row.id,
    product: row.product,
    family: row.family,
    description: row.description,
    link: row.link,
    email: row.email,
    status: row.status,
    addedProduct:
      row.productId !== null && row.addedName !== null
        ? { id: row.productId, name: row.addedName }
        : null,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function suggestionSelect(db: Database) {
  return db
    .select({
      id: suggestions.id,
      product: suggestions.product,
      family: suggestions.family,
      description: suggestions.description,
      link: suggestions.link,
      email: suggestions.email,
      status: suggestions.status,
      language: suggestions.language,
      productId: suggestions.productId,
      readAt: suggestions.readAt,
      createdAt: suggestions.createdAt,
      updatedAt: suggestions.updatedAt,
      addedName: products.name,
    })
    .from(suggestions)
    .leftJoin(products, eq(products.id, suggestions.productId));
}

export async function listSuggestions(
  db: Database,
  query: AdminSuggestionQuery,
): Promise<SupportPage<AdminSuggestion>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(suggestions.status, query.status));
  if (query.q) {
    const pattern = containing(query.q);
    const match = or(
      ilike(suggestions.product, pattern),
      ilike(suggestions.description, pattern),
      ilike(suggestions.email, pattern),
    );
    if (match) filters.push(match);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const { page, pageSize } = query;
  const [rows, [counted], counts] = await Promise.all([
    suggestionSelect(db)
      .where(where)
      .orderBy(desc(suggestions.createdAt), desc(suggestions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(suggestions).where(where),
    inboxCounts(db),
  ]);
  return {
    items: rows.map(toSuggestion),
    total: counted?.n ?? 0,
    page,
    pageSize,
    unread: counts.suggestions,
  };
}

/** What an admin changes of a suggestion, as the audit log compares it. */
const suggestionState = (row: SuggestionRow) => ({
  status: row.status,
  productId: row.productId,
  read: row.readAt !== null,
});

export async function updateSuggestion(
  db: Database,
  id: string,
  change: SuggestionUpdate,
): Promise<AdminSuggestion> {
  if (!isId(id)) throw notFound('suggestion');
  return db.transaction(async (tx) => {
    if (change.productId) {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, change.productId));
      if (!product)
        throw validationFailed([
          { path: ['productId'], message: 'There is no product with that id' },
        ]);
    }
    const [before] = await suggestionSelect(tx)
      .where(eq(suggestions.id, id.toLowerCase()))
      .for('update', { of: suggestions });
    if (!before) throw notFound('suggestion');
    const set: Record<string, unknown> = { updatedAt: new Date() };
    if (change.status) {
      set.status = change.status;
      set.productId = change.status === 'added' ? (change.productId ?? null) : null;
    }
    // Deciding on a suggestion reads it; "mark as unread" is the admin's own choice.
    const markRead = change.read ?? (change.status ? true : undefined);
    if (markRead !== undefined)
      set.readAt = markRead ? sql`coalesce(${suggestions.readAt}, now())` : null;
    const [updated] = await tx
      .update(suggestions)
      .set(set)
      .where(eq(suggestions.id, id.toLowerCase()))
      .returning({ id: suggestions.id });
    if (!updated) throw notFound('suggestion');
    const [row] = await suggestionSelect(tx).where(eq(suggestions.id, updated.id));
    if (!row) throw notFound('suggestion');
    await recordAudit(tx, {
      action: 'suggestion.update',
      target: { type: 'suggestion', id: row.id, label: row.product },
      changes: changedFields(suggestionState(before), suggestionState(row)),
    });
    return toSuggestion(row);
  });
}

// ---------------------------------------------------------------------------------------------
// Messages

type MessageRow = typeof contactMessages.$inferSelect;

async function withReplies(db: Database, rows: MessageRow[]): Promise<AdminMessage[]> {
  const ids = rows.map((row) => row.id);
  const replies =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(contactReplies)
          .where(inArray(contactReplies.messageId, ids))
          .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    orderNumber: row.orderNumber,
    message: row.message,
    status: row.status,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    replies: replies
      .filter((reply) => reply.messageId === row.id)
      .map((reply) => ({
        id: reply.id,
        body: reply.body,
        by: reply.actor,
        createdAt: reply.createdAt.toISOString(),
        emailId: reply.emailId,
      })),
  }));
}

export async function listMessages(
  db: Database,
  query: AdminMessageQuery,
): Promise<SupportPage<AdminMessage>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(contactMessages.status, query.status));
  if (query.topic) filters.push(eq(contactMessages.topic, query.topic));
  if (query.q) {
    const pattern = containing(query.q);
    const match = or(
      ilike(contactMessages.name, pattern),
      ilike(contactMessages.email, pattern),
      ilike(contactMessages.message, pattern),
      ilike(contactMessages.orderNumber, pattern),
    );
    if (match) filters.push(match);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const { page, pageSize } = query;
  const [rows, [counted], counts] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(contactMessages).where(where),
    inboxCounts(db),
  ]);
  return {
    items: await withReplies(db, rows),
    total: counted?.n ?? 0,
    page,
    pageSize,
    unread: counts.messages,
  };
}

async function oneMessage(db: Database, id: string): Promise<AdminMessage> {
  const rows = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  const [message] = await withReplies(db, rows);
  if (!message) throw notFound('message');
  return message;
}

export async function updateMessage(
  db: Database,
  id: string,
  change: MessageUpdate,
): Promise<AdminMessage> {
  if (!isId(id)) throw notFound('message');
  const messageId = id.toLowerCase();
  const set: Record<string, unknown> = { updatedAt: new Date() };
  if (change.status) set.status = change.status;
  const markRead = change.read ?? (change.status ? true : undefined);
  if (markRead !== undefined)
    set.readAt = markRead ? sql`coalesce(${contactMessages.readAt}, now())` : null;
  await db.transaction(async (tx) => {
    const before = await lockedMessage(tx, messageId);
    const [updated] = await tx
      .update(contactMessages)
      .set(set)
      .where(eq(contactMessages.id, messageId))
      .returning();
    if (!updated) throw notFound('message');
    await recordAudit(tx, {
      action: 'message.update',
      target: { type: 'message', id: messageId, label: messageLabel(updated) },
      changes: changedFields(messageState(before), messageState(updated)),
    });
  });
  return oneMessage(db, messageId);
}

/** The message, locked for the change its transaction makes (and audits); 404 when none. */
async function lockedMessage(tx: Database, messageId: string): Promise<MessageRow> {
  const [row] = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId))
    .for('update');
  if (!row) throw notFound('message');
  return row;
}

/** What an admin changes of a message, as the audit log compares it. */
const messageState = (row: MessageRow) => ({ status: row.status, read: row.readAt !== null });

/** Who wrote a message and about what: its label in the audit log (never its text). */
const messageLabel = (row: MessageRow) => `${row.name} (${row.topic})`;

/**
 * Mails the reply through the outbox and keeps it with the message, which is then answered
 * (and read), all in one transaction: a reply is kept exactly when its mail is.
 */
export async function replyToMessage(
  db: Database,
  logger: Logger,
  input: { id: string; body: string; actor: string },
): Promise<AdminMessage> {
  if (!isId(input.id)) throw notFound('message');
  const messageId = input.id.toLowerCase();
  await db.transaction(async (tx) => {
    const before = await lockedMessage(tx, messageId);
    const [message] = await tx
      .update(contactMessages)
      .set({
        status: 'answered',
        readAt: sql`coalesce(${contactMessages.readAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(contactMessages.id, messageId))
      .returning();
    if (!message) throw notFound('message');
    const emailId = await queueEmail(
      tx,
      logger,
      messageReplyMail(message, input.body, textsIn(message.language)),
    );
    await tx
      .insert(contactReplies)
      .values({ messageId, body: input.body, actor: input.actor, emailId });
    await recordAudit(tx, {
      action: 'message.reply',
      target: { type: 'message', id: messageId, label: messageLabel(message) },
      changes: [
        ...changedFields(messageState(before), messageState(message)),
        { field: 'reply', before: null, after: auditValue(input.body) },
      ],
    });
  });
  return oneMessage(db, messageId);
}
