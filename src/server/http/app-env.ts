// The Hono environment shared by the app and its middleware.
import type { HttpBindings } from '@hono/node-server';

export type AppEnv = {
  // Absent under app.request() in tests, which has no socket.
  Bindings: Partial<HttpBindings>;
  Variables: {
    /** Who is asking: the address rate limits and logs use (see client-address.ts). */
    clientAddress: string;
    /** Set by hono/request-id from a valid X-Request-Id, or generated; echoed in the answer. */
    requestId: string;
  };
};
