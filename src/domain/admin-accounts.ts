// Admin accounts (issue 19): who the admins are, inviting and removing them, when a change needs
// a fresh sign-in, and the audit log every admin mutation writes. The API contract of
// /api/admin/users and /api/admin/audit.
import { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE, type Paged } from './admin';
import { queryInteger, text } from './schema-blocks';

/** A sensitive change needs a sign-in or a factor verification this recent (token iat/amr). */
export const REAUTHENTICATION_SECONDS = 10 * 60;

/** An invitation link works once, within this time. */
export const INVITATION_SECONDS = 48 * 60 * 60;

/**
 * Whether every admin must use a second factor before any admin page or API works for them
 * (ADMIN_MFA; `required` by default in production, `optional` elsewhere).
 */
export const ADMIN_MFA_MODES = ['required', 'optional'] as const;
export type AdminMfaMode = (typeof ADMIN_MFA_MODES)[number];

// ---------------------------------------------------------------------------------------------
// Admins

/** POST /api/admin/users: invite someone to be an admin. */
export const adminInviteSchema = z
  .object({
    email: text({ error: 'Enter an email address' })
      .trim()
      .toLowerCase()
      .max(254, 'Use at most 254 characters')
      .pipe(z.email('Enter a valid email address')),
  })
  .strict();
export type AdminInvite = z.output<typeof adminInviteSchema>;

/** One admin in GET /api/admin/users. */
export interface AdminAccount {
  id: string;
  email: string;
  /** `invited`: the invitation was sent and no password has been chosen yet. */
  status: 'active' | 'invited';
  /** ISO time; null until the first sign-in. */
  lastSignInAt: string | null;
  /** Whether the admin signs in with a verified second factor. */
  twoFactor: boolean;
  /** ISO time the invitation was sent; null for accounts not made by invitation. */
  invitedAt: string | null;
  /** The admin asking. */
  you: boolean;
}

export interface AdminAccountList {
  admins: AdminAccount[];
  /** Where admins are managed: here, or in the Supabase dashboard (with what to do there). */
  managedBy: 'shop' | 'supabase';
  /** Set when admins cannot be invited or removed from the shop: what to do instead. */
  instructions: string | null;
  mfa: AdminMfaMode;
}

// ---------------------------------------------------------------------------------------------
// Audit log

/** What an audit row's target is; the Activity page links each kind to its page. */
export const AUDIT_TARGET_TYPES = [
  'order',
  'product',
  'image',
  'salon',
  'offer',
  'drop',
  'suggestion',
  'message',
  'settings',
  'batch',
  'invoice',
  'partner',
  'admin',
  'factor',
  'session',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * Every action the audit log records, each a resource and what happened to it. The server's
 * recordAudit takes only these, and the Activity page words each of them (a record typed over
 * this list), so a new action is named in both places or neither compiles.
 */
export const AUDIT_ACTIONS = [
  'order.status',
  'order.refund',
  'product.create',
  'product.update',
  'product.archive',
  'product.restore',
  'image.upload',
  'salon.approve',
  'salon.reject',
  'salon.link-rotate',
  'settings.update',
  'settings.friends-family-key-rotate',
  'suggestion.update',
  'message.update',
  'message.reply',
  'offer.create',
  'offer.update',
  'offer.end',
  'drop.create',
  'drop.update',
  'drop.end',
  'drop-list.remove',
  'partner.rate',
  'partner.payout',
  'invoice.issue',
  'invoice.paid',
  'batch.create',
  'batch.advance',
  'batch.cancel',
  'admin.invite',
  'admin.reinvite',
  'admin.remove',
  'auth.sign-in',
  'auth.sign-in-failure',
  'auth.password-change',
  'auth.invitation-accept',
  'factor.enrol',
  'factor.verify',
  'factor.wrong-code',
  'factor.remove',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One field a change touched: its value before and after, shortened, never a secret. */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface AuditEntry {
  id: string;
  /** ISO time. */
  at: string;
  /** Null when the actor's account has since been removed (the email stays). */
  actorId: string | null;
  actorEmail: string;
  /** A dotted name: 'order.status', 'product.update', 'admin.invite', 'auth.sign-in'… */
  action: string;
  targetType: AuditTargetType | null;
  targetId: string | null;
  /** A short label for the target (a product's name, an order's number), as it was then. */
  targetLabel: string | null;
  changes: AuditChange[];
}

const isoDay = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Not a real date');
const filterText = text().trim().max(200, 'Use at most 200 characters').optional();

/**
 * GET /api/admin/audit. `actor`: part of an email; `action`: an action or its first part
 * ('order' matches 'order.status'); `target`: 'type' or 'type:id'; `from`/`to`: whole days (UTC),
 * both included. Newest first.
 */
export const auditQuerySchema = z
  .object({
    actor: filterText,
    action: filterText,
    target: filterText,
    from: isoDay.optional(),
    to: isoDay.optional(),
    page: queryInteger().min(1).max(10_000).default(1),
    pageSize: queryInteger().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_DEFAULT_PAGE_SIZE),
  })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The first day must not be after the last day',
    path: ['from'],
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export type AuditPage = Paged<AuditEntry>;
