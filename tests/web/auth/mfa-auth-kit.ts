import { http, HttpResponse } from 'msw';
import { TEST_ADMIN, TEST_USER_ID } from '../../support/msw-handlers';
import { server } from '../../support/msw-server';

// A stand-in for the auth server's two-factor endpoints (/auth/v1/factors…, GET/PUT /user and
// the token grants), keeping one admin's factors and session level the way GoTrue does, so the
// real supabase-js drives the pages against it.

/** The code the stand-in's authenticator app shows right now. */
export const RIGHT_CODE = '123456';
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
export const TOTP_URI = `otpauth://totp/Tress:${encodeURIComponent(TEST_ADMIN.email)}?secret=${TOTP_SECRET}&issuer=Tress`;

interface StoredFactor {
  id: string;
  friendly_name: string;
  factor_type: 'totp';
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
}

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

let nextId = 1;
function uuid(): string {
  const number = String(nextId++).padStart(12, '0');
  return `5f0c6a6e-6f7e-4e53-9d5d-${number}`;
}

export interface FakeAuth {
  factors: StoredFactor[];
  aal: 'aal1' | 'aal2';
  /** When the admin last proved who they are (seconds): a sign-in or a verified code. */
  provedAt: number;
  verifyAttempts: { factorId: string; code: string }[];
  removed: string[];
  enrolled: string[];
  passwordChanges: unknown[];
  signIns: number;
  /** Reauthentication codes mailed (GET /reauthenticate). */
  codesSent: number;
}

/** The code the stand-in "mails" for a password change from an old sign-in. */
export const MAILED_CODE = '246810';

/** Installs the stand-in; `withFactor` gives the admin a verified authenticator app already. */
export function fakeAuthServer({
  withFactor = false,
  passwordNeedsCode = false,
  oneCodeAMinute = false,
}: {
  withFactor?: boolean;
  /** The sign-in is over a day old: a password change needs a mailed code (GoTrue's nonce). */
  passwordNeedsCode?: boolean;
  /** A second code within the minute is refused (GoTrue's one mail a minute). */
  oneCodeAMinute?: boolean;
} = {}): FakeAuth {
  const now = () => Math.floor(Date.now() / 1000);
  const state: FakeAuth = {
    factors: withFactor
      ? [
          {
            id: uuid(),
            friendly_name: 'Authenticator app',
            factor_type: 'totp',
            status: 'verified',
            created_at: '2026-03-02T09:00:00.000Z',
            updated_at: '2026-03-02T09:00:00.000Z',
          },
        ]
      : [],
    aal: 'aal1',
    provedAt: 0,
    verifyAttempts: [],
    removed: [],
    enrolled: [],
    passwordChanges: [],
    signIns: 0,
    codesSent: 0,
  };

  const user = () => ({
    id: TEST_USER_ID,
    email: TEST_ADMIN.email,
    aud: 'authenticated',
    role: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '2025-01-01T00:00:00.000Z',
    ...(state.factors.length > 0 ? { factors: state.factors } : {}),
  });

  const session = () => {
    const issuedAt = now();
    const accessToken = [
      base64url({ alg: 'ES256', typ: 'JWT' }),
      base64url({
        sub: TEST_USER_ID,
        email: TEST_ADMIN.email,
        role: 'authenticated',
        aud: 'authenticated',
        aal: state.aal,
        amr: [{ method: state.aal === 'aal2' ? 'totp' : 'password', timestamp: state.provedAt }],
        iat: issuedAt,
        exp: issuedAt + 3600,
      }),
      'signature',
    ].join('.');
    return {
      access_token: accessToken,
      refresh_token: `refresh-${issuedAt}-${state.aal}`,
      expires_in: 3600,
      expires_at: issuedAt + 3600,
      token_type: 'bearer',
      user: user(),
    };
  };

  const hasVerified = () => state.factors.some((factor) => factor.status === 'verified');

  server.use(
    http.post('*/auth/v1/token', async ({ request }) => {
      const grant = new URL(request.url).searchParams.get('grant_type');
      if (grant === 'refresh_token') return HttpResponse.json(session());
      const body = (await request.json()) as { email?: string; password?: string };
      if (body.email !== TEST_ADMIN.email || body.password !== TEST_ADMIN.password) {
        return HttpResponse.json(
          {
            code: 'invalid_credentials',
            error_code: 'invalid_credentials',
            msg: 'Invalid login credentials',
          },
          { status: 400 },
        );
      }
      state.signIns += 1;
      state.aal = 'aal1';
      state.provedAt = now();
      return HttpResponse.json(session());
    }),
    http.get('*/auth/v1/user', () => HttpResponse.json(user())),
    http.put('*/auth/v1/user', async ({ request }) => {
      const body = (await request.json()) as { password?: string; nonce?: string };
      if (passwordNeedsCode && body.password !== undefined && body.nonce === undefined)
        return gotrueError(
          400,
          'reauthentication_needed',
          'Password update requires reauthentication',
        );
      if (passwordNeedsCode && body.nonce !== undefined && body.nonce !== MAILED_CODE)
        return gotrueError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
      state.passwordChanges.push(body);
      return HttpResponse.json(user());
    }),
    http.get('*/auth/v1/reauthenticate', () => {
      if (oneCodeAMinute && state.codesSent > 0)
        return gotrueError(
          429,
          'over_email_send_rate_limit',
          'For security purposes, you can only request this after 42 seconds.',
        );
      state.codesSent += 1;
      return HttpResponse.json({});
    }),
    http.post('*/auth/v1/factors', async ({ request }) => {
      const body = (await request.json()) as { friendly_name?: string; factor_type?: string };
      if (hasVerified() && state.aal !== 'aal2') {
        return HttpResponse.json(
          {
            code: 'insufficient_aal',
            error_code: 'insufficient_aal',
            msg: 'AAL2 required to enroll a new factor',
          },
          { status: 422 },
        );
      }
      const factor: StoredFactor = {
        id: uuid(),
        friendly_name: body.friendly_name ?? '',
        factor_type: 'totp',
        status: 'unverified',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      };
      state.factors.push(factor);
      state.enrolled.push(factor.friendly_name);
      return HttpResponse.json({
        id: factor.id,
        type: 'totp',
        friendly_name: factor.friendly_name,
        totp: {
          qr_code: '<svg xmlns="http://www.w3.org/2000/svg"/>',
          secret: TOTP_SECRET,
          uri: TOTP_URI,
        },
      });
    }),
    http.post('*/auth/v1/factors/:id/challenge', () =>
      HttpResponse.json({ id: uuid(), type: 'totp', expires_at: now() + 300 }),
    ),
    http.post('*/auth/v1/factors/:id/verify', async ({ params, request }) => {
      const factorId = String(params.id);
      const { code } = (await request.json()) as { code: string };
      state.verifyAttempts.push({ factorId, code });
      const factor = state.factors.find((candidate) => candidate.id === factorId);
      if (!factor) {
        return HttpResponse.json(
          {
            code: 'mfa_factor_not_found',
            error_code: 'mfa_factor_not_found',
            msg: 'Factor not found',
          },
          { status: 404 },
        );
      }
      if (code !== RIGHT_CODE) {
        return HttpResponse.json(
          {
            code: 'mfa_verification_failed',
            error_code: 'mfa_verification_failed',
            msg: 'Invalid TOTP code entered',
          },
          { status: 422 },
        );
      }
      factor.status = 'verified';
      state.aal = 'aal2';
      state.provedAt = now();
      return HttpResponse.json(session());
    }),
    http.delete('*/auth/v1/factors/:id', ({ params }) => {
      const factorId = String(params.id);
      const factor = state.factors.find((candidate) => candidate.id === factorId);
      if (!factor) {
        return HttpResponse.json(
          {
            code: 'mfa_factor_not_found',
            error_code: 'mfa_factor_not_found',
            msg: 'Factor not found',
          },
          { status: 404 },
        );
      }
      if (hasVerified() && state.aal !== 'aal2') {
        return HttpResponse.json(
          {
            code: 'insufficient_aal',
            error_code: 'insufficient_aal',
            msg: 'AAL2 required to unenroll verified factor',
          },
          { status: 422 },
        );
      }
      state.factors = state.factors.filter((candidate) => candidate.id !== factorId);
      state.removed.push(factorId);
      return HttpResponse.json({ id: factorId });
    }),
  );
  return state;
}

/** An error as GoTrue answers a client that names no API version (the stand-in's form). */
function gotrueError(status: number, code: string, message: string) {
  return HttpResponse.json({ code: status, error_code: code, msg: message }, { status });
}
