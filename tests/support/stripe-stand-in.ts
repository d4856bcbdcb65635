// A local stand-in for the part of Stripe's HTTP API the shop calls, so Stripe tests run offline
// and can assert exactly what the server sent. Point STRIPE_API_BASE at `baseUrl`.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Stripe's form encoding (a[b][0][c]=x) decoded into objects and arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export type RecordedStripeRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: { [key: string]: FormValue };
};

export type StripeStandIn = {
  baseUrl: string;
  requests: RecordedStripeRequest[];
  /** The next call answers with this Stripe error instead of a session or refund. */
  failNext(status: number, message: string): void;
  close(): Promise<void>;
};

export const CHECKOUT_PAGE = 'https://checkout.stripe.test/c/pay/';

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedStripeRequest[] = [];
  let failure: { status: number; message: string } | undefined;

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = decodeForm(Buffer.concat(chunks).toString('utf8'));
      const path = request.url ?? '';
      requests.push({ method: request.method ?? '', path, headers: request.headers, body });
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': 'req_standin',
        });
        response.end(JSON.stringify(json));
      };
      if (failure) {
        const { status, message } = failure;
        failure = undefined;
        return reply(status, { error: { type: 'api_error', message } });
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        return reply(200, checkoutSession(body));
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        return reply(200, refund(body));
      }
      reply(404, { error: { type: 'invalid_request_error', message: `No stand-in for ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    failNext: (status, message) => {
      failure = { status, message };
    },
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/** The fields of a Checkout Session the shop reads, echoing what was asked for. */
function checkoutSession(body: { [key: string]: FormValue }) {
  const id = `cs_test_${randomBytes(12).toString('hex')}`;
  return {
    id,
    object: 'checkout.session',
    mode: body.mode,
    url: `${CHECKOUT_PAGE}${id}`,
    status: 'open',
    payment_status: 'unpaid',
    client_reference_id: body.client_reference_id ?? null,
    metadata: body.metadata ?? {},
    success_url: body.success_url,
    cancel_url: body.cancel_url,
    currency: 'eur',
    amount_total: null,
  };
}

/**
 * A Refund as Stripe answers POST /v1/refunds (https://docs.stripe.com/api/refunds/create): of the
 * payment intent named, for the amount asked (the whole payment when none is).
 */
function refund(body: { [key: string]: FormValue }) {
  return {
    id: `re_${randomBytes(12).toString('hex')}`,
    object: 'refund',
    amount: Number(body.amount ?? 0),
    currency: 'eur',
    payment_intent: body.payment_intent ?? null,
    charge: null,
    metadata: body.metadata ?? {},
    reason: body.reason ?? null,
    status: 'succeeded',
    created: Math.floor(Date.now() / 1000),
  };
}

function decodeForm(text: string): { [key: string]: FormValue } {
  const root: { [key: string]: FormValue } = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = name.replace(/\]/g, '').split('[');
    let node: { [key: string]: FormValue } = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as { [key: string]: FormValue };
    });
  }
  return arraysFromIndexes(root) as { [key: string]: FormValue };
}

/** {"0": a, "1": b} → [a, b], recursively. */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysFromIndexes(v)] as const);
  if (entries.length > 0 && entries.every(([k], i) => k === String(i)))
    return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}
