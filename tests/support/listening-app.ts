// Serves a test's app on a real port, in-process: for clients that need a URL (supabase-js).
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from '../../src/server/http/app-env';

export type ListeningApp = { baseUrl: string; close(): Promise<void> };

export function listen(app: Hono<AppEnv>): Promise<ListeningApp> {
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) =>
        resolve({
          baseUrl: `http://127.0.0.1:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              if ('closeAllConnections' in server) server.closeAllConnections();
              server.close(() => done());
            }),
        }),
    );
  });
}
