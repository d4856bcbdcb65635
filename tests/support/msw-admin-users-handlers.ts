// The admins API and the audit log (issue 19), for the web suite, built against the contract in
// src/domain/admin-accounts.ts while the server's routes are being written: answers shaped by its
// types, POST's body checked with the same adminInviteSchema and the audit query with the same
// auditQuerySchema as the server (bad input → the same 400), and a 401 without a bearer token.
// Inviting and removing change a small store; a test file calls resetAdminUsers() before each
// test and installs the handlers with server.use(...adminUsersHandlers).
import { http, HttpResponse } from 'msw';
import {
  adminInviteSchema,
  auditQuerySchema,
  type AdminAccount,
  type AdminAccountList,
  type AuditEntry,
} from '@/domain/admin-accounts';
import * as ACCOUNT_ERROR_CODE from '@/domain/admin-error-codes';
import * as ERROR_CODE from '@/domain/error-codes';
import { PAID_ORDER } from './msw-admin-handlers';
import { BUNDLE } from './msw-catalog-handlers';
import { TEST_ADMIN, TEST_USER_ID } from './msw-handlers';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export const YOU: AdminAccount = {
  id: TEST_USER_ID,
  email: TEST_ADMIN.email,
  status: 'active',
  lastSignInAt: hoursAgo(0.5),
  twoFactor: true,
  invitedAt: null,
  you: true,
};

export const NOOR: AdminAccount = {
  id: '6f1d2c3b-1111-4a5b-8c6d-7e8f9a0b1c2d',
  email: 'noor@tress.test',
  status: 'active',
  lastSignInAt: '2026-03-02T09:15:00.000Z',
  twoFactor: false,
  invitedAt: '2026-02-27T12:00:00.000Z',
  you: false,
};

export const SAM: AdminAccount = {
  id: '9a8b7c6d-2222-4e5f-8a9b-0c1d2e3f4a5b',
  email: 'sam@tress.test',
  status: 'invited',
  lastSignInAt: null,
  twoFactor: false,
  invitedAt: hoursAgo(26),
  you: false,
};

const ADMIN_ACTOR = { actorId: TEST_USER_ID, actorEmail: TEST_ADMIN.email };

/** The newest rows, each of a kind the Activity tab shows differently; then older filler. */
export const AUDIT_ENTRIES: AuditEntry[] = [
  {
    id: 'a-1',
    at: '2026-03-10T14:30:00.000Z',
    ...ADMIN_ACTOR,
    action: 'order.status',
    targetType: 'order',
    targetId: PAID_ORDER.id,
    targetLabel: PAID_ORDER.number,
    changes: [{ field: 'status', before: 'paid', after: 'shipped' }],
  },
  {
    id: 'a-2',
    at: '2026-03-10T11:05:00.000Z',
    actorId: NOOR.id,
    actorEmail: NOOR.email,
    action: 'product.update',
    targetType: 'product',
    targetId: String(BUNDLE.id),
    targetLabel: BUNDLE.name,
    changes: [
      { field: 'price', before: '59.00', after: '54.00' },
      { field: 'description', before: null, after: 'Silky and full' },
    ],
  },
  {
    id: 'a-3',
    at: '2026-03-09T16:00:00.000Z',
    ...ADMIN_ACTOR,
    action: 'admin.invite',
    targetType: 'admin',
    targetId: SAM.id,
    targetLabel: SAM.email,
    changes: [{ field: 'invitedAt', before: null, after: '2026-03-09T16:00:00.000Z' }],
  },
  {
    id: 'a-4',
    at: '2026-03-09T08:00:00.000Z',
    ...ADMIN_ACTOR,
    action: 'image.upload',
    targetType: 'image',
    targetId: 'img-77',
    targetLabel: 'bundle-front.webp',
    changes: [],
  },
  {
    id: 'a-5',
    at: '2026-03-08T10:00:00.000Z',
    actorId: null,
    actorEmail: 'gone@tress.test',
    action: 'stock.recount',
    targetType: null,
    targetId: null,
    targetLabel: null,
    changes: [],
  },
  {
    id: 'a-6',
    at: '2026-03-07T10:00:00.000Z',
    ...ADMIN_ACTOR,
    action: 'invoice.issue',
    targetType: 'invoice',
    targetId: '41',
    targetLabel: 'TR-2026-0007',
    changes: [],
  },
  {
    id: 'a-7',
    at: '2026-03-06T10:00:00.000Z',
    ...ADMIN_ACTOR,
    action: 'batch.create',
    targetType: 'batch',
    targetId: '12',
    targetLabel: 'Batch 12',
    changes: [],
  },
  ...Array.from({ length: 18 }, (_, index): AuditEntry => ({
    id: `a-${index + 8}`,
    at: new Date(Date.UTC(2026, 1, 28 - index, 9)).toISOString(),
    actorId: NOOR.id,
    actorEmail: NOOR.email,
    action: 'auth.sign-in',
    targetType: 'session',
    targetId: `s-${index + 8}`,
    targetLabel: null,
    changes: [],
  })),
];

const state = {
  admins: [] as AdminAccount[],
  managedBy: 'shop' as AdminAccountList['managedBy'],
  instructions: null as string | null,
  mfa: 'required' as AdminAccountList['mfa'],
};

/** Back to the three admins above, managed by the shop, two-factor required. */
export function resetAdminUsers() {
  state.admins = [structuredClone(YOU), structuredClone(NOOR), structuredClone(SAM)];
  state.managedBy = 'shop';
  state.instructions = null;
  state.mfa = 'required';
}
resetAdminUsers();

const problem = (status: number, code: string, message: string, extra: object = {}) =>
  HttpResponse.json({ code, message, ...extra }, { status });
const unauthorized = () => problem(401, ERROR_CODE.UNAUTHORIZED, 'Sign in first');
const hasBearer = (request: Request) =>
  /^Bearer .+/.test(request.headers.get('Authorization') ?? '');

/** The audit query's filters as the server applies them (see GET /api/admin/audit). */
function matches(entry: AuditEntry, query: ReturnType<typeof auditQuerySchema.parse>): boolean {
  const day = entry.at.slice(0, 10);
  const [type, id] = (query.target ?? '').split(':');
  return (
    (!query.actor || entry.actorEmail.includes(query.actor.toLowerCase())) &&
    (!query.action ||
      entry.action === query.action ||
      entry.action.startsWith(`${query.action}.`)) &&
    (!type || (entry.targetType === type && (!id || entry.targetId === id))) &&
    (!query.from || day >= query.from) &&
    (!query.to || day <= query.to)
  );
}

export const adminUsersHandlers = [
  http.get('*/api/admin/users', ({ request }) => {
    if (!hasBearer(request)) return unauthorized();
    const { admins, managedBy, instructions, mfa } = state;
    return HttpResponse.json({ admins, managedBy, instructions, mfa } satisfies AdminAccountList);
  }),
  http.post('*/api/admin/users', async ({ request }) => {
    if (!hasBearer(request)) return unauthorized();
    const body = adminInviteSchema.safeParse(await request.json());
    if (!body.success) {
      return problem(400, ERROR_CODE.VALIDATION_FAILED, 'Not valid', {
        issues: body.error.issues,
      });
    }
    if (state.admins.some((admin) => admin.email === body.data.email)) {
      return problem(
        409,
        ACCOUNT_ERROR_CODE.ACCOUNT_EXISTS,
        'That address already has an account.',
      );
    }
    const invited: AdminAccount = {
      id: crypto.randomUUID(),
      email: body.data.email,
      status: 'invited',
      lastSignInAt: null,
      twoFactor: false,
      invitedAt: new Date().toISOString(),
      you: false,
    };
    state.admins = [...state.admins, invited];
    return HttpResponse.json(invited, { status: 201 });
  }),
  http.delete('*/api/admin/users/:id', ({ request, params }) => {
    if (!hasBearer(request)) return unauthorized();
    const admin = state.admins.find((candidate) => candidate.id === params.id);
    if (!admin) return problem(404, ERROR_CODE.NOT_FOUND, 'There is no such admin.');
    if (admin.you) {
      return problem(
        409,
        ACCOUNT_ERROR_CODE.CANNOT_REMOVE_SELF,
        'You cannot remove your own account.',
      );
    }
    if (state.admins.length === 1) {
      return problem(409, ACCOUNT_ERROR_CODE.LAST_ADMIN, 'The shop needs at least one admin.');
    }
    state.admins = state.admins.filter((candidate) => candidate.id !== admin.id);
    return HttpResponse.json({ id: admin.id });
  }),
  http.get('*/api/admin/audit', ({ request }) => {
    if (!hasBearer(request)) return unauthorized();
    const query = auditQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) {
      return problem(400, ERROR_CODE.VALIDATION_FAILED, 'Not valid', {
        issues: query.error.issues,
      });
    }
    const { page, pageSize } = query.data;
    const found = AUDIT_ENTRIES.filter((entry) => matches(entry, query.data));
    return HttpResponse.json({
      items: found.slice((page - 1) * pageSize, page * pageSize),
      total: found.length,
      page,
      pageSize,
    });
  }),
];

/** Admins managed in the Supabase dashboard, with what to do there. */
export function manageAdminsInSupabase(instructions: string) {
  state.managedBy = 'supabase';
  state.instructions = instructions;
}

export function setAdminMfa(mode: AdminAccountList['mfa']) {
  state.mfa = mode;
}
