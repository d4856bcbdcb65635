// Serves a test's app on a real port, in-process: for clients that need a URL (supabase-js),
// and that client.
import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from '@/server/app';
import { EMBEDDED_ANON_KEY } from '@/server/auth/constants';
import type { ShopDatabase } from '@/server/db/client';
import type { AppEnv } from '@/server/http/app-env';
import { recordingLogger, testEnv } from './server-app';

export type ListeningApp = { baseUrl: string; close(): Promise<void> };

export function listen(app: Hono<AppEnv>): Promise<ListeningApp> {
  return listenAt(() => app);
}

/**
 * Builds the app once its address is known, for apps whose links must point back at them
 * (SITE_URL): `listenAt((baseUrl) => buildApp(db, testEnv({ SITE_URL: baseUrl })))`.
 */
export function listenAt(build: (baseUrl: string) => Hono<AppEnv>): Promise<ListeningApp> {
  let app: Hono<AppEnv> | undefined;
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: (request, env) => {
          if (!app) return new Response('starting', { status: 503 });
          return app.fetch(request, env);
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      (info: AddressInfo) => {
        const baseUrl = `http://127.0.0.1:${info.port}`;
        app = build(baseUrl);
        resolve({
          baseUrl,
          close: () =>
            new Promise<void>((done) => {
              if ('closeAllConnections' in server) server.closeAllConnections();
              server.close(() => done());
            }),
        });
      },
    );
  });
}

/**
 * The shop on a real port as its auth tests want it: SITE_URL is its own address (so mailed links
 * and the tokens' `iss` point back at it), sign-ins are not limited per address unless `env`
 * says so, and the shop's clock is `now` (links, codes, back-offs, rate-limit windows).
 */
export function listenAsShop(
  database: ShopDatabase,
  options: { env?: Record<string, string>; now?: () => Date } = {},
): Promise<ListeningApp> {
  return listenAt((baseUrl) =>
    createApp({
      database,
      env: testEnv({ SITE_URL: baseUrl, SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000', ...options.env }),
      logger: recordingLogger().logger,
      ...(options.now ? { now: options.now } : {}),
    }),
  );
}

/** The real supabase-js client of the embedded auth at `baseUrl`, keeping nothing between calls. */
export function embeddedAuthClient(baseUrl: string): SupabaseClient {
  return createClient(baseUrl, EMBEDDED_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
