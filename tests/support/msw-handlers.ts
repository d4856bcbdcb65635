import { http, HttpResponse } from 'msw';
import * as ERROR_CODE from '@/domain/error-codes';
import { boxBuilderHandlers } from './msw-box-builder-handlers';
import { cartHandlers } from './msw-cart-handlers';
import { checkoutHandlers, paymentHandlers } from './msw-checkout-handlers';
import { dropHandlers } from './msw-drop-handlers';
import { catalogHandlers } from './msw-catalog-handlers';
import { adminDropHandlers } from './msw-admin-drop-handlers';
import { adminHandlers } from './msw-admin-handlers';
import { supportHandlers } from './msw-support-handlers';

// Default answers for the web suite. Tests override one with server.use(...) when they need to.

export const TEST_ADMIN = { email: 'admin@tress.test', password: 'correct horse battery' } as const;
export const TEST_USER_ID = '3b0c6a6e-6f7e-4e53-9d5d-2f7c2f1d0a11';

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** A session shaped like the one a Supabase-compatible auth server answers a password grant with. */
export function makeAuthSession(email: string = TEST_ADMIN.email) {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + 3600;
  // A well-formed (unsigned) JWT: supabase-js may decode the claims, but never verifies them.
  const accessToken = [
    base64url({ alg: 'ES256', typ: 'JWT' }),
    base64url({
      sub: TEST_USER_ID,
      email,
      role: 'authenticated',
      aud: 'authenticated',
      iat: issuedAt,
      exp: expiresAt,
    }),
    'signature',
  ].join('.');
  return {
    access_token: accessToken,
    refresh_token: 'test-refresh-token',
    expires_in: 3600,
    expires_at: expiresAt,
    token_type: 'bearer',
    user: {
      id: TEST_USER_ID,
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '2025-01-01T00:00:00.000Z',
    },
  };
}

/** GET /api/health: what anyone is told (issue 28). */
export const HEALTHY = { status: 'ok', db: { latencyMs: 3.4 } };
/** GET /api/admin/health: what a signed-in admin is told besides. */
export const ADMIN_HEALTHY = {
  status: 'ok',
  db: { latencyMs: 3.4, driver: 'pglite', migration: '0001_foundation' },
};

export const defaultHandlers = [
  ...catalogHandlers,
  ...supportHandlers,
  http.get('*/api/health', () => HttpResponse.json(HEALTHY)),
  http.get('*/api/admin/health', ({ request }) =>
    /^Bearer .+/.test(request.headers.get('Authorization') ?? '')
      ? HttpResponse.json(ADMIN_HEALTHY)
      : HttpResponse.json(
          { code: ERROR_CODE.UNAUTHORIZED, message: 'Sign in as an admin to do this.' },
          { status: 401 },
        ),
  ),

  // Password sign-in of supabase-js (POST /auth/v1/token?grant_type=password).
  http.post('*/auth/v1/token', async ({ request }) => {
    const grantType = new URL(request.url).searchParams.get('grant_type');
    if (grantType !== 'password') {
      return HttpResponse.json(
        { code: 'unsupported_grant_type', message: 'Unsupported grant type' },
        { status: 400 },
      );
    }
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
    return HttpResponse.json(makeAuthSession(body.email));
  }),

  http.post('*/auth/v1/logout', () => new HttpResponse(null, { status: 204 })),
  ...adminHandlers,
  ...adminDropHandlers,
  ...checkoutHandlers,
  ...paymentHandlers,
  ...boxBuilderHandlers,
  ...dropHandlers,
  ...cartHandlers, // last, so a feature's own handler for a shared path wins
];
