// The embedded Supabase-compatible auth server under /auth/v1 (product.md §2 "Auth"): the subset
// of GoTrue's HTTP API that supabase-js uses for password sign-in, refresh, user, sign-out,
// recovery, TOTP factors (issue 19), reauthentication codes, resend and identities, and JWKS. Mounted only when no real Supabase project is configured.
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import { EMBEDDED_ANON_KEY } from './constants';
import type { EmbeddedAuth } from './embedded-auth';
import { accountRoutes } from './account-routes';
import { factorRoutes } from './factor-routes';
import { GoTrueError, gotrueErrorHandler, gotrueHeaders } from './gotrue-errors';
import { recoveryRoutes } from './recovery-routes';
import { sameSecret } from './sessions';
import { loadPublicKeys } from './signing-keys';
import { tokenRoutes } from './token-routes';
import { userRoutes } from './user-routes';

/**
 * Calls supabase-js makes with the anon key. The rest (the mailed link GET /verify, the key
 * set, settings, health) are opened by browsers and verifiers that send none, and paths we do
 * not have fall through to the shop's 404.
 */
const KEYED = new Set([
  'POST /token',
  'GET /user',
  'PUT /user',
  'POST /logout',
  'POST /recover',
  'POST /verify',
  'POST /factors',
  'GET /reauthenticate',
  'POST /resend',
  'POST /signup',
]);

/** The MFA calls on one factor (issue 19) and unlinking an identity, keyed like the rest. */
const KEYED_FACTOR =
  /^(POST \/factors\/[^/]+\/(challenge|verify)|DELETE \/factors\/[^/]+|DELETE \/user\/identities\/[^/]+)$/;

export function authServer(auth: EmbeddedAuth): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(gotrueHeaders);
  app.use(requireAnonKey);
  app.get('/health', (c) => c.json({ name: 'GoTrue', description: 'Tress embedded auth' }));
  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: true,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
  // GoTrue's discovery document (issue 28): where a verifier finds the keys of this issuer.
  app.get('/.well-known/openid-configuration', (c) =>
    c.json({ issuer: auth.issuer, jwks_uri: `${auth.issuer}/.well-known/jwks.json` }),
  );
  // Sign-up is closed (accounts are made by the shop's admins): GoTrue's answer when it is.
  app.post('/signup', () => {
    throw new GoTrueError(422, 'signup_disabled', 'Signups not allowed for this instance');
  });
  app.get('/.well-known/jwks.json', async (c) => {
    const keys = await loadPublicKeys(auth.db);
    // Rebuilt field by field: only the public parameters of an EC key can ever leave.
    return c.json({
      keys: keys.map(({ jwk }) => ({
        kty: jwk.kty,
        crv: jwk.crv,
        x: jwk.x,
        y: jwk.y,
        kid: jwk.kid,
        alg: 'ES256',
        use: 'sig',
      })),
    });
  });
  app.route('/', tokenRoutes(auth));
  app.route('/', userRoutes(auth));
  app.route('/', recoveryRoutes(auth));
  app.route('/', factorRoutes(auth));
  app.route('/', accountRoutes(auth));
  // Anything else under /auth/v1 is no endpoint of ours; said as GoTrue says it.
  app.all('*', (c) => {
    throw new GoTrueError(404, 'not_found', `No such auth endpoint: ${c.req.method} ${c.req.path}`);
  });
  app.onError(gotrueErrorHandler(auth.logger));
  return app;
}

/** supabase-js sends the anon key as `apikey`; like Supabase's gateway, refuse calls without it. */
const requireAnonKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = c.req.path.replace(/^\/auth\/v1/, '');
  const call = `${c.req.method} ${path}`;
  if (!KEYED.has(call) && !KEYED_FACTOR.test(call)) return next();
  const key = c.req.header('apikey');
  if (!key || !sameSecret(key, EMBEDDED_ANON_KEY))
    throw new GoTrueError(401, 'no_api_key', 'No valid API key found in request');
  return next();
};
