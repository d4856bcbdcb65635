// The rules every API answer follows: the error shape, body limits, JSON-only mutations and
// security headers. Probe routes are added to the real app, behind its real middleware.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@/server/http/errors';
import { SECURITY_HEADERS } from '@/server/http/security-headers';
import { validated } from '@/server/http/validation';
import { buildApp, recordingLogger, testEnv, type RecordedLog } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let test: TestDatabase;
let lines: RecordedLog[];
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  test = await createTestDatabase();
  const recording = recordingLogger();
  lines = recording.lines;
  app = buildApp(test.database, testEnv(), recording.logger);
  app.post('/api/probe/echo', validated('json', z.object({ note: z.string() })), (c) =>
    c.json(c.req.valid('json')),
  );
  app.get('/api/probe/explode', () => {
    throw new Error('secret detail from /srv/tress/orders.ts');
  });
  app.get('/api/probe/sold-out', () => {
    throw new AppError('OUT_OF_STOCK', 409, 'Only 2 left of 14 inch.', [
      { path: ['items', 0, 'quantity'], message: '2 available' },
    ]);
  });
});
afterAll(() => test.close());

const json = { 'Content-Type': 'application/json' };
const kB = 1024;

function expectSecurityHeaders(res: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(res.headers.get(name), name).toBe(value);
  }
}

describe('unknown auth paths', () => {
  it('answer 404 in GoTrue’s words, as a hosted project’s auth does (issue 28)', async () => {
    const res = await app.request('/auth/v1/nothing', { headers: json });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-sb-error-code')).toBe('not_found');
    expect(await res.json()).toEqual({
      code: 404,
      error_code: 'not_found',
      msg: 'No such auth endpoint: GET /auth/v1/nothing',
    });
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/x'],
    ['DELETE', '/api/orders/nope'],
    ['POST', '/auth/x'],
  ])('%s %s answers 404 NOT_FOUND naming the endpoint', async (method, path) => {
    const res = await app.request(path, {
      method,
      headers: json,
      body: method === 'GET' ? undefined : '{}',
    });

    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'NOT_FOUND',
      message: `No such API endpoint: ${method} ${path}`,
    });
  });
});

describe('request bodies', () => {
  it('accepts a JSON body just under 100 kB', async () => {
    const note = 'a'.repeat(99 * kB);
    const res = await app.request('/api/probe/echo', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ note }),
    });

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ note });
  });

  it('refuses a body over 100 kB announced by Content-Length with 413', async () => {
    const body = JSON.stringify({ note: 'a'.repeat(101 * kB) });
    const res = await app.request('/api/probe/echo', {
      method: 'POST',
      headers: { ...json, 'Content-Length': String(body.length) },
      body,
    });

    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    expectSecurityHeaders(res);
  });

  it('refuses a chunked body over 100 kB without Content-Length with 413', async () => {
    const chunk = new TextEncoder().encode('a'.repeat(16 * kB));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    // duplex is required by Node's fetch for streamed request bodies; DOM's RequestInit lacks it.
    const init = { method: 'POST', headers: json, body: stream, duplex: 'half' } as RequestInit;
    const res = await app.request('/api/probe/echo', init);

    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await app.request('/api/probe/echo', {
      method: 'POST',
      headers: json,
      body: '{"note": ',
    });

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'INVALID_JSON', message: expect.any(String) });
  });

  it('answers a body that breaks the schema with 400 VALIDATION_FAILED and the issues', async () => {
    const res = await app.request('/api/probe/echo', {
      method: 'POST',
      headers: json,
      body: '{"note": 12}',
    });

    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(body.issues).toEqual([
      expect.objectContaining({ path: ['note'], message: expect.any(String) }),
    ]);
  });

  it.each([
    ['form-encoded', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'note=hi'],
    ['multipart', { 'Content-Type': 'multipart/form-data; boundary=x' }, '--x--'],
    ['plain text', { 'Content-Type': 'text/plain' }, '{"note":"hi"}'],
    ['unlabelled', {}, undefined],
  ])(
    'refuses a %s POST to the API with 415',
    async (_kind, headers: Record<string, string>, body) => {
      const res = await app.request('/api/probe/echo', { method: 'POST', headers, body });

      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: expect.any(String),
      });
      expectSecurityHeaders(res);
    },
  );

  it('accepts application/json with a charset', async () => {
    const res = await app.request('/api/probe/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: '{"note":"hi"}',
    });

    expect(res.status).toBe(200);
  });
});

describe('errors', () => {
  it('turns an unknown error into 500 INTERNAL without stack or detail, and logs it', async () => {
    const res = await app.request('/api/probe/explode');

    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side.',
    });
    expect(text).not.toMatch(/secret|orders\.ts|at /);
    expectSecurityHeaders(res);
    const logged = lines.find((line) => line.msg === 'unhandled error');
    expect(JSON.stringify(logged)).toContain('secret detail from /srv/tress/orders.ts');
  });

  it('answers an AppError with its status, code, message and issues', async () => {
    const res = await app.request('/api/probe/sold-out');

    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Only 2 left of 14 inch.',
      issues: [{ path: ['items', 0, 'quantity'], message: '2 available' }],
    });
  });
});

describe('security headers and request logs', () => {
  it.each(['/api/health', '/api/x', '/api/probe/explode', '/shop'])(
    'are on the answer to GET %s',
    async (path) => {
      expectSecurityHeaders(await app.request(path));
    },
  );

  it('logs one JSON line per request with method, path, status, time, address and request id', async () => {
    const res = await app.request('/api/health', { headers: { 'X-Request-Id': 'probe-123' } });

    expect(res.headers.get('X-Request-Id')).toBe('probe-123');
    const line = lines.findLast((entry) => entry.msg === 'request');
    expect(line).toEqual({
      time: expect.any(String),
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/api/health',
      status: 200,
      ms: expect.any(Number),
      ip: 'unknown',
      requestId: 'probe-123',
    });
  });
});

describe('bodiless requests no cross-site page can forge', () => {
  it.each([
    ['a DELETE', 'DELETE', {}],
    ['a POST carrying a salon proof', 'POST', { 'X-Tress-Access': 'salon:x:y' }],
  ])(
    'lets %s through the JSON-only rule',
    async (_kind, method, headers: Record<string, string>) => {
      const res = await app.request('/api/probe/echo', { method, headers });
      expect(res.status).not.toBe(415);
    },
  );
});
