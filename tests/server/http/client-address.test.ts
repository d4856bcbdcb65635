// Rate limits and logs key on the client address; X-Forwarded-For counts only behind a proxy,
// and then only as far as the trusted proxies wrote it (product.md §16).
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddressFrom } from '@/server/http/client-address';
import { buildApp, recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.close());

// What @hono/node-server passes the app for a connection from 10.0.0.7. Only the socket's
// address is read, hence the narrow stand-in.
const fromSocket = {
  incoming: { socket: { remoteAddress: '10.0.0.7' } } as unknown as IncomingMessage,
};

async function loggedAddress(trustProxy: string, headers: Record<string, string>) {
  const { logger, lines } = recordingLogger();
  const app = buildApp(test.database, testEnv({ TRUST_PROXY: trustProxy }), logger);
  await app.request('/api/health', { headers }, fromSocket);
  return lines.find((line) => line.msg === 'request')?.ip;
}

describe('the client address', () => {
  it('is the socket address when TRUST_PROXY is off, whatever X-Forwarded-For claims', async () => {
    expect(await loggedAddress('false', { 'X-Forwarded-For': '203.0.113.9' })).toBe('10.0.0.7');
  });

  it('is the entry our one proxy appended (the right-most) with TRUST_PROXY=true', async () => {
    expect(await loggedAddress('true', { 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' })).toBe(
      '10.0.0.1',
    );
    expect(await loggedAddress('1', { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9' })).toBe(
      '203.0.113.9',
    );
  });

  it('falls back to the socket address behind a proxy that sent no X-Forwarded-For', async () => {
    expect(await loggedAddress('true', {})).toBe('10.0.0.7');
  });
});

describe('counting trusted proxy hops from the right of X-Forwarded-For', () => {
  const socket = '10.0.0.7';

  it('ignores the header with no trusted hops', () => {
    expect(clientAddressFrom('203.0.113.9', socket, 0)).toBe(socket);
  });

  it('takes the N-th entry from the right with N hops, never what the client wrote left of it', () => {
    const header = 'spoofed-by-client, 203.0.113.9, 10.1.0.2';
    expect(clientAddressFrom(header, socket, 1)).toBe('10.1.0.2');
    expect(clientAddressFrom(header, socket, 2)).toBe('203.0.113.9');
  });

  it('takes the left-most entry when there are fewer entries than hops', () => {
    expect(clientAddressFrom('203.0.113.9', socket, 2)).toBe('203.0.113.9');
  });

  it('skips empty entries, as proxy-aware servers parse the header', () => {
    expect(clientAddressFrom('198.51.100.1, , 203.0.113.9 ,', socket, 1)).toBe('203.0.113.9');
    expect(clientAddressFrom(' , ', socket, 1)).toBe(socket);
  });

  it('is the socket address when the header is missing, or "unknown" without a socket', () => {
    expect(clientAddressFrom(undefined, socket, 1)).toBe(socket);
    expect(clientAddressFrom(undefined, undefined, 1)).toBe('unknown');
  });
});
