// A local stand-in for the part of Mollie's v2 API the shop calls (issue 31), so Mollie tests run
// offline and can assert exactly what the server sent: a real HTTPS server on 127.0.0.1 that
// answers as Mollie's documentation describes (docs.mollie.com: create payment, get payment,
// create payment refund, handling errors): HAL+JSON resources, Bearer test_ keys, amounts as
// decimal strings, Idempotency-Key replays, and Mollie's error shape {status, title, detail,
// field?, _links.documentation}. Point MOLLIE_API_BASE (or createMollieProvider's apiBase) at
// `baseUrl`.
//
// Why HTTPS, and why certificates go unchecked while it runs: @mollie/api-client sends every
// request through its own https.Agent holding its own bundle of CA roots. It refuses an http://
// endpoint outright ("Protocol "http:" not supported") and, because the bundle replaces the
// trust store, no test certificate can be trusted either (NODE_EXTRA_CA_CERTS does not apply
// to an explicit `ca`). So the stand-in serves the throwaway certificate below and, from start
// to close, sets NODE_TLS_REJECT_UNAUTHORIZED=0 in this test process: nothing in a test run
// talks to a real TLS server, and close() puts the setting back.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';

export type MollieStatus =
  'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export type RecordedMollieRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The JSON body as sent; null for a GET. */
  body: Record<string, unknown> | null;
};

export type MollieStandIn = {
  /** https://127.0.0.1:<port>/v2/ — Mollie's own is https://api.mollie.com/v2/. */
  baseUrl: string;
  requests: RecordedMollieRequest[];
  /** The payment as GET /v2/payments/{id} answers it now; undefined when unknown. */
  payment(id: string): Record<string, unknown> | undefined;
  /** The refunds made on a payment, oldest first. */
  refunds(paymentId: string): Record<string, unknown>[];
  /** What the shopper (or the bank) did at Mollie: the payment's next status. */
  setStatus(id: string, status: MollieStatus, options?: { method?: string }): void;
  /**
   * The next `times` requests (to `path` only, when given) answer with this error; a 5xx
   * carries Retry-After: 0, so the client's own retries come at once.
   */
  failNext(status: number, detail: string, options?: { times?: number; path?: RegExp }): void;
  /** From now on requests are received and recorded but never answered (a hanging Mollie). */
  stall(): void;
  close(): Promise<void>;
};

/** Where the stand-in's checkout links point; nothing is ever fetched there. */
export const MOLLIE_CHECKOUT_PAGE = 'https://www.mollie.com/checkout/test-mode';

/** Methods the stand-in's profile has switched on (a subset of Mollie's). */
const ENABLED_METHODS = new Set(['ideal', 'bancontact', 'creditcard', 'paypal', 'banktransfer']);
const LOCALES = new Set(['en_US', 'en_GB', 'nl_NL', 'nl_BE', 'fr_FR', 'fr_BE', 'de_DE', 'de_AT']);

type StoredPayment = {
  id: string;
  createdAt: string;
  expiresAt: string;
  status: MollieStatus;
  statusAt: string | null;
  amount: number;
  refunded: number;
  description: string;
  method: string | null;
  metadata: unknown;
  locale: string | null;
  redirectUrl: string;
  cancelUrl: string | null;
  webhookUrl: string | null;
  refunds: Record<string, unknown>[];
};

type Answer = { status: number; body: unknown };

export async function startMollieStandIn(): Promise<MollieStandIn> {
  const requests: RecordedMollieRequest[] = [];
  const payments = new Map<string, StoredPayment>();
  /** Idempotency-Key → the first answer, replayed for the same key on the same path. */
  const replays = new Map<string, Answer>();
  let failures: { status: number; detail: string; times: number; path?: RegExp } | undefined;
  let stalled = false;
  let origin = '';

  const server: Server = createServer({ key: KEY, cert: CERTIFICATE }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = (request.url ?? '').split('?')[0] ?? '';
      const method = request.method ?? '';
      let body: Record<string, unknown> | null = null;
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      requests.push({ method, path, headers: request.headers, body });
      if (stalled) return;
      if (failures && (!failures.path || failures.path.test(path))) {
        const { status, detail } = failures;
        failures.times -= 1;
        if (failures.times <= 0) failures = undefined;
        return send(response, { status, body: problem(status, detail) }, status >= 500);
      }
      if (!/^Bearer test_\w+$/.test(request.headers.authorization ?? ''))
        return send(response, {
          status: 401,
          body: problem(
            401,
            'Missing authentication, or failed to authenticate',
            undefined,
            AUTH_DOCS,
          ),
        });

      const key = request.headers['idempotency-key'];
      const replayKey = typeof key === 'string' && method === 'POST' ? `${path} ${key}` : null;
      const earlier = replayKey ? replays.get(replayKey) : undefined;
      if (earlier) return send(response, earlier);
      const answer = route(method, path, body ?? {});
      // Mollie keeps the answer to a key, success or not, and replays it for the same key.
      if (replayKey && answer.status < 500) replays.set(replayKey, answer);
      send(response, answer);
    });
  });

  function route(method: string, path: string, body: Record<string, unknown>): Answer {
    if (method === 'POST' && path === '/v2/payments') return createPayment(body);
    const single = /^\/v2\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && single) {
      const payment = payments.get(single[1] ?? '');
      return payment
        ? { status: 200, body: paymentResource(payment) }
        : notFound(`No payment exists with token ${single[1]}.`);
    }
    const refunds = /^\/v2\/payments\/([^/]+)\/refunds$/.exec(path);
    if (method === 'POST' && refunds) return createRefund(refunds[1] ?? '', body);
    return notFound(`The resource ${method} ${path} does not exist in the stand-in.`);
  }

  function createPayment(body: Record<string, unknown>): Answer {
    const amount = amountIn(body.amount);
    if (typeof amount === 'string') return invalid(amount, 'amount');
    if (amount < 1) return invalid('The amount is lower than the minimum', 'amount');
    if (typeof body.description !== 'string' || body.description.trim() === '')
      return invalid('The description is required', 'description');
    if (!isUrl(body.redirectUrl)) return invalid('The redirect URL is invalid', 'redirectUrl');
    if (body.cancelUrl !== undefined && !isUrl(body.cancelUrl))
      return invalid('The cancel URL is invalid', 'cancelUrl');
    if (body.webhookUrl !== undefined && !isUrl(body.webhookUrl))
      return invalid('The webhook URL is invalid', 'webhookUrl');
    if (body.method !== undefined && body.method !== null) {
      const methods = Array.isArray(body.method) ? body.method : [body.method];
      if (!methods.every((m) => typeof m === 'string' && ENABLED_METHODS.has(m)))
        return invalid('The payment method is invalid', 'method');
    }
    if (body.locale !== undefined && !(typeof body.locale === 'string' && LOCALES.has(body.locale)))
      return invalid('The locale is invalid', 'locale');

    const now = new Date();
    const payment: StoredPayment = {
      id: `tr_${token()}`,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
      status: 'open',
      statusAt: null,
      amount,
      refunded: 0,
      description: body.description,
      method: typeof body.method === 'string' ? body.method : null,
      metadata: body.metadata ?? null,
      locale: typeof body.locale === 'string' ? body.locale : null,
      redirectUrl: body.redirectUrl,
      cancelUrl: typeof body.cancelUrl === 'string' ? body.cancelUrl : null,
      webhookUrl: typeof body.webhookUrl === 'string' ? body.webhookUrl : null,
      refunds: [],
    };
    payments.set(payment.id, payment);
    return { status: 201, body: paymentResource(payment) };
  }

  function createRefund(paymentId: string, body: Record<string, unknown>): Answer {
    const payment = payments.get(paymentId);
    if (!payment) return notFound(`No payment exists with token ${paymentId}.`);
    const amount = amountIn(body.amount);
    if (typeof amount === 'string') return invalid(amount, 'amount');
    if (amount < 1) return invalid('The amount is lower than the minimum', 'amount');
    if (payment.status !== 'paid')
      return invalid(`The payment ${payment.id} is not paid and cannot be refunded`, undefined);
    if (amount > payment.amount - payment.refunded)
      return invalid(
        `The amount is higher than the amount that remains to be refunded (€${centsText(payment.amount - payment.refunded)})`,
        'amount',
      );
    payment.refunded += amount;
    const id = `re_${token()}`;
    const refund = {
      resource: 'refund',
      id,
      mode: 'test',
      amount: euros(amount),
      settlementAmount: { currency: 'EUR', value: `-${centsText(amount)}` },
      status: 'pending',
      description: typeof body.description === 'string' ? body.description : '',
      metadata: body.metadata ?? null,
      paymentId,
      createdAt: new Date().toISOString(),
      _links: {
        self: hal(`${origin}/v2/payments/${paymentId}/refunds/${id}`),
        payment: hal(`${origin}/v2/payments/${paymentId}`),
        documentation: page('https://docs.mollie.com/reference/create-refund'),
      },
    };
    payment.refunds.push(refund);
    return { status: 201, body: refund };
  }

  function paymentResource(payment: StoredPayment) {
    const paid = payment.status === 'paid';
    const timestamp: Record<string, string> = {};
    const at = payment.statusAt;
    if (at && payment.status === 'paid') timestamp.paidAt = at;
    if (at && payment.status === 'canceled') timestamp.canceledAt = at;
    if (at && payment.status === 'failed') timestamp.failedAt = at;
    if (at && payment.status === 'expired') timestamp.expiredAt = at;
    return {
      resource: 'payment',
      id: payment.id,
      mode: 'test',
      createdAt: payment.createdAt,
      status: payment.status,
      isCancelable: false,
      ...(payment.status === 'open' ? { expiresAt: payment.expiresAt } : {}),
      ...timestamp,
      amount: euros(payment.amount),
      ...(paid
        ? {
            amountRefunded: euros(payment.refunded),
            amountRemaining: euros(payment.amount - payment.refunded),
            settlementAmount: euros(payment.amount),
          }
        : {}),
      description: payment.description,
      method: payment.method,
      metadata: payment.metadata,
      locale: payment.locale,
      profileId: 'pfl_standin01',
      sequenceType: 'oneoff',
      redirectUrl: payment.redirectUrl,
      cancelUrl: payment.cancelUrl,
      webhookUrl: payment.webhookUrl,
      _links: {
        self: hal(`${origin}/v2/payments/${payment.id}`),
        // Mollie links its checkout only while the shopper can still pay.
        ...(payment.status === 'open'
          ? {
              checkout: page(
                `${MOLLIE_CHECKOUT_PAGE}?method=${payment.method ?? 'select'}&token=${payment.id.slice(3)}`,
              ),
            }
          : {}),
        dashboard: page(`https://my.mollie.com/dashboard/payments/${payment.id}`),
        ...(payment.refunds.length > 0
          ? { refunds: hal(`${origin}/v2/payments/${payment.id}/refunds`) }
          : {}),
        documentation: page('https://docs.mollie.com/reference/get-payment'),
      },
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;
  const releaseTls = skipCertificateChecks();

  return {
    baseUrl: `${origin}/v2/`,
    requests,
    payment: (id) => {
      const payment = payments.get(id);
      return payment && paymentResource(payment);
    },
    refunds: (paymentId) => payments.get(paymentId)?.refunds ?? [],
    setStatus: (id, status, options = {}) => {
      const payment = payments.get(id);
      if (!payment) throw new Error(`The stand-in has no payment ${id}`);
      payment.status = status;
      payment.statusAt = new Date().toISOString();
      // A payment created without a method gets the one the shopper chose at Mollie.
      if (options.method) payment.method = options.method;
      else if (status === 'paid' && payment.method === null) payment.method = 'ideal';
    },
    failNext: (status, detail, { times = 1, path } = {}) => {
      failures = { status, detail, times, ...(path ? { path } : {}) };
    },
    stall: () => {
      stalled = true;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      releaseTls();
    },
  };
}

function send(response: ServerResponse, answer: Answer, retryNow = false) {
  response.writeHead(answer.status, {
    'Content-Type': 'application/hal+json',
    ...(retryNow ? { 'Retry-After': '0' } : {}),
  });
  response.end(JSON.stringify(answer.body));
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized Request',
  404: 'Not Found',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};
const ERROR_DOCS = 'https://docs.mollie.com/overview/handling-errors';
const AUTH_DOCS = 'https://docs.mollie.com/overview/authentication';

/** Mollie's error body: https://docs.mollie.com/overview/handling-errors. */
function problem(status: number, detail: string, field?: string, docs = ERROR_DOCS) {
  return {
    status,
    title: TITLES[status] ?? 'Error',
    detail,
    ...(field ? { field } : {}),
    _links: { documentation: page(docs) },
  };
}

const invalid = (detail: string, field: string | undefined): Answer => ({
  status: 422,
  body: problem(422, detail, field),
});
const notFound = (detail: string): Answer => ({ status: 404, body: problem(404, detail) });

/** Cents from Mollie's amount object, or what is wrong with it. */
function amountIn(value: unknown): number | string {
  if (typeof value !== 'object' || value === null) return 'The amount is required';
  const { currency, value: text } = value as Record<string, unknown>;
  if (currency !== 'EUR') return 'The currency is invalid or not supported';
  // Exactly two decimals for euros, as a string: "10.00", never 10 or "10.0".
  if (typeof text !== 'string' || !/^\d{1,10}\.\d{2}$/.test(text))
    return 'The amount contains an invalid value';
  const [whole = '0', fraction = '00'] = text.split('.');
  return Number(whole) * 100 + Number(fraction);
}

function centsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
const euros = (cents: number) => ({ currency: 'EUR', value: centsText(cents) });
const hal = (href: string) => ({ href, type: 'application/hal+json' });
const page = (href: string) => ({ href, type: 'text/html' });
const token = () => randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10);

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Counts open stand-ins, so two in one file restore the setting once, after the last. */
let openStandIns = 0;
let previousSetting: string | undefined;

function skipCertificateChecks(): () => void {
  if (openStandIns === 0) previousSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  openStandIns += 1;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openStandIns -= 1;
    if (openStandIns > 0) return;
    if (previousSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousSetting;
  };
}

// A throwaway self-signed certificate for 127.0.0.1, made for this stand-in alone (valid until
// 2126). It protects nothing: the stand-in only ever listens on the loopback address in tests.
const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgQ5VpcpHr2MP28IRw
0OQADW0xlF9WaJOoSDA5YDqRuI2hRANCAASkVlslMNvjjVr3JSnvc+y96WqmvUCm
BD3SIX1dlSoo5qL+gK1aiLZ1oPm5dJa8iV80tdimY7esC8qgPgIPoP80
-----END PRIVATE KEY-----
`;
const CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBwTCCAWegAwIBAgIUIoucYybpSFRQffRqbvKuv+a/9u8wCgYIKoZIzj0EAwIw
JzElMCMGA1UEAwwcTW9sbGllIHN0YW5kLWluICh0ZXN0cyBvbmx5KTAgFw0yNjEx
MjcyMTEzMTZaGA8yMTI2MTEwMzIxMTMxNlowJzElMCMGA1UEAwwcTW9sbGllIHN0
YW5kLWluICh0ZXN0cyBvbmx5KTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABKRW
WyUw2+ONWvclKe9z7L3paqa9QKYEPdIhfV2VKijmov6ArVqItnWg+bl0lryJXzS1
2KZjt6wLyqA+Ag+g/zSjbzBtMB0GA1UdDgQWBBTpRe3k2OhW01Fmn6RcnctwU0JA
OTAfBgNVHSMEGDAWgBTpRe3k2OhW01Fmn6RcnctwU0JAOTAPBgNVHRMBAf8EBTAD
AQH/MBoGA1UdEQQTMBGHBH8AAAGCCWxvY2FsaG9zdDAKBggqhkjOPQQDAgNIADBF
AiB6j51b7p3RuGSdu1MK0jXSsHFfPVFDvRFjZkQZP1Iu4wIhAKjaEMdyKrKBsJsN
59bSoq8xmTQRaa8jxIU7SSOCP/Wc
-----END CERTIFICATE-----
`;
