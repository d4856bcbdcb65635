// Rate limits and logs key on the client address; X-Forwarded-For counts only behind a proxy.
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, recordingLogger, testEnv } from '../support/server-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

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

async function loggedAddress(trustProxy: 'true' | 'false', headers: Record<string, string>) {
  const { logger, lines } = recordingLogger();
  const app = buildApp(test.database, testEnv({ TRUST_PROXY: trustProxy }), logger);
  await app.request('/api/health', { headers }, fromSocket);
  return lines.find((line) => line.msg === 'request')?.ip;
}

describe('the client address', () => {
  it('is the socket address when TRUST_PROXY is off, whatever X-Forwarded-For claims', async () => {
    expect(await loggedAddress('false', { 'X-Forwarded-For': '203.0.113.9' })).toBe('10.0.0.7');
  });

  it('is the first X-Forwarded-For entry when TRUST_PROXY is on', async () => {
    expect(await loggedAddress('true', { 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' })).toBe(
      '203.0.113.9',
    );
  });

  it('falls back to the socket address behind a proxy that sent no X-Forwarded-For', async () => {
    expect(await loggedAddress('true', {})).toBe('10.0.0.7');
  });
});
