// A typed client for the server app in tests: the path, the body and who calls, and back comes
// { status, headers, body } with the body read once, through a domain zod schema when the answer
// has one, or typed by the caller when it has only a TS interface. The one cast is in `read`.
//
//   const shop = api(app, { access });
//   const { body } = await shop.get<Product>(`/api/products/${id}`, { status: 200 });
//   await api(app, { token }).put('/api/config', { orderExpiryMinutes: 45 }, { status: 400 });
//
// Tests whose point is the raw HTTP exchange (malformed bodies, headers, caching) call
// `app.request` themselves.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { z } from 'zod';

/** Anything that answers like a Hono app: the app itself, or a wrapper of it. */
export type RequestingApp = {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
};

/** Who calls, and with which extra headers. */
export type Caller = {
  /** An access token, sent as `Authorization: Bearer …`. */
  token?: string;
  /** A salon's or friends-and-family proof, sent as `X-Tress-Access`. */
  access?: string;
  headers?: Record<string, string>;
};

export type CallOptions<T> = Caller & {
  /** The status the answer must have; the test fails with the body otherwise. */
  status?: number;
  /** Reads the body through this schema (the test fails if it does not match). */
  schema?: z.ZodType<T>;
};

/** An error answer's body: the server's problem shape. */
export type ApiProblem = {
  code: string;
  message: string;
  issues?: { path: (string | number)[]; message: string }[];
  lines?: unknown[];
};

export type ApiAnswer<T> = {
  status: number;
  headers: Headers;
  /** The body parsed as JSON (undefined when empty; the raw text when it is not JSON). */
  body: T;
  /** The body as sent. */
  text: string;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function call<T>(
  app: RequestingApp,
  method: Method,
  path: string,
  payload: unknown,
  caller: Caller,
  options: CallOptions<T>,
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  const token = options.token ?? caller.token;
  const access = options.access ?? caller.access;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (access) headers['X-Tress-Access'] = access;
  let body: BodyInit | undefined;
  if (payload instanceof FormData) body = payload;
  else if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  Object.assign(headers, caller.headers, options.headers);
  const response = await app.request(path, { method, headers, body });
  const text = await response.text();
  if (options.status !== undefined) expect(response.status, text).toBe(options.status);
  return { status: response.status, headers: response.headers, body: read(text, options), text };
}

function read<T>(text: string, options: CallOptions<T>): T {
  let parsed: unknown = undefined;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (options.schema) return options.schema.parse(parsed);
  // The caller names the answer's interface; the server's own tests check its shape.
  return parsed as T;
}

export type ApiClient = ReturnType<typeof api>;

/** A client for `app`, calling as `caller` unless a call says otherwise. */
export function api(app: RequestingApp, caller: Caller = {}) {
  return {
    get: <T = unknown>(path: string, options: CallOptions<T> = {}) =>
      call<T>(app, 'GET', path, undefined, caller, options),
    post: <T = unknown>(path: string, body?: unknown, options: CallOptions<T> = {}) =>
      call<T>(app, 'POST', path, body, caller, options),
    put: <T = unknown>(path: string, body?: unknown, options: CallOptions<T> = {}) =>
      call<T>(app, 'PUT', path, body, caller, options),
    patch: <T = unknown>(path: string, body?: unknown, options: CallOptions<T> = {}) =>
      call<T>(app, 'PATCH', path, body, caller, options),
    delete: <T = unknown>(path: string, options: CallOptions<T> = {}) =>
      call<T>(app, 'DELETE', path, undefined, caller, options),
    /** The same client calling as someone else (headers merge, token/access replace). */
    as: (other: Caller) =>
      api(app, {
        ...caller,
        ...other,
        headers: { ...caller.headers, ...other.headers },
      }),
  };
}

/** A fresh Idempotency-Key header, as the checkout page sends with each order. */
export function idempotencyKey(key: string = randomUUID()): Record<string, string> {
  return { 'Idempotency-Key': key };
}
