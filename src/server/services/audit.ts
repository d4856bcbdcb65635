// The audit log (issue 19): every admin mutation writes one row in the same transaction as the
// change (`recordAudit(tx, …)` inside the service's transaction), so a change without its row —
// or a row without its change — can never be committed. Who did it comes from the admin guard
// (`withAuditActor`, per request); sign-ins and factor changes name their user themselves.
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type {
  AuditAction,
  AuditChange,
  AuditEntry,
  AuditPage,
  AuditQuery,
  AuditTargetType,
} from '@/domain/admin-accounts';
import type { Database } from '../db/client';
import { containing, startingWith } from '../db/like-patterns';
import { auditLog } from '../db/schema';

export type AuditActor = { userId: string | null; email: string };

export type AuditRecord = {
  /** The resource, then what happened ('order.status', 'product.update'): one of AUDIT_ACTIONS. */
  action: AuditAction;
  target?: { type: AuditTargetType; id: string | number; label?: string | null | undefined };
  changes?: AuditChange[];
};

type Scope = { actor: AuditActor; written: number };
const scopes = new AsyncLocalStorage<Scope>();

/** Runs an admin request with its actor; what it records names them. */
export function withAuditActor<T>(
  actor: AuditActor,
  run: () => Promise<T>,
): Promise<{ result: T; written: number }> {
  const scope: Scope = { actor, written: 0 };
  return scopes.run(scope, async () => ({ result: await run(), written: scope.written }));
}

/**
 * Writes one audit row with `tx` — the transaction of the change it describes. The actor is the
 * admin of the request (or `actor`, for the auth server's own events); without either it throws:
 * an admin change must never go unrecorded.
 */
export async function recordAudit(
  tx: Database,
  record: AuditRecord,
  actor?: AuditActor,
): Promise<void> {
  const scope = scopes.getStore();
  const who = actor ?? scope?.actor;
  if (!who) throw new Error(`audit: no actor for ${record.action}`);
  await tx.insert(auditLog).values({
    actorId: who.userId,
    actorEmail: who.email,
    action: record.action,
    targetType: record.target?.type ?? null,
    targetId: record.target === undefined ? null : String(record.target.id),
    targetLabel: shorten(record.target?.label ?? null),
    changes: record.changes ?? [],
  });
  if (scope && !actor) scope.written += 1;
}

const VALUE_LENGTH = 120;

function shorten(value: string | null): string | null {
  if (value === null) return null;
  return value.length > VALUE_LENGTH ? `${value.slice(0, VALUE_LENGTH - 1)}…` : value;
}

/** A value as the log shows it: text, shortened; objects as JSON; absent as null. */
export function auditValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return shorten(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  return shorten(JSON.stringify(value));
}

/**
 * The fields whose value differs between `before` and `after` (compared as JSON), each with its
 * value before and after. `fields` limits and orders what is compared; by default every key of
 * either. `secret` fields show only that they changed.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  options: { fields?: readonly string[]; secret?: readonly string[] } = {},
): AuditChange[] {
  const keys =
    options.fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const field of keys) {
    const was = before?.[field];
    const is = after?.[field];
    if (JSON.stringify(was ?? null) === JSON.stringify(is ?? null)) continue;
    if (options.secret?.includes(field)) {
      changes.push({
        field,
        before: was == null ? null : 'hidden',
        after: is == null ? null : 'hidden (new)',
      });
      continue;
    }
    changes.push({ field, before: auditValue(was), after: auditValue(is) });
  }
  return changes;
}

/** GET /api/admin/audit: newest first, filtered, paged. */
export async function listAudit(db: Database, query: AuditQuery): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(ilike(auditLog.actorEmail, containing(query.actor)));
  if (query.action) {
    const action = query.action.toLowerCase();
    const prefix = or(eq(auditLog.action, action), ilike(auditLog.action, startingWith(`${action}.`)));
    if (prefix) conditions.push(prefix);
  }
  if (query.target) {
    const [type = '', ...rest] = query.target.split(':');
    conditions.push(eq(auditLog.targetType, type.trim().toLowerCase()));
    const id = rest.join(':').trim();
    if (id) conditions.push(eq(auditLog.targetId, id));
  }
  if (query.from) conditions.push(gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    const end = new Date(`${query.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(auditLog.at, end));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(
      (row): AuditEntry => ({
        id: String(row.id),
        at: row.at.toISOString(),
        actorId: row.actorId,
        actorEmail: row.actorEmail,
        action: row.action,
        targetType: (row.targetType as AuditTargetType | null) ?? null,
        targetId: row.targetId,
        targetLabel: row.targetLabel,
        changes: row.changes,
      }),
    ),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
