import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { insertOrderShop, orderRequest, postOrder } from '../../support/order-fixtures';
import { recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// product.md §16: at most 20 order creations per minute per address, counted in the database so
// that every instance behind a load balancer enforces the same limit.
let test: TestDatabase;
let clock = new Date('2030-01-01T12:00:05Z');
const now = () => clock;
const env = testEnv({ TRUST_PROXY: 'true' });
let shopId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  shopId = (await insertOrderShop(test.database.db)).shampoo;
});
afterAll(() => test.close());

function instance(environment = env) {
  return createApp({
    database: test.database,
    env: environment,
    logger: recordingLogger().logger,
    now,
  });
}

function order(app: ReturnType<typeof instance>, address: string) {
  const body = orderRequest({ items: [{ productId: shopId, quantity: 1 }] });
  return {
    request: (path: string, init?: RequestInit) =>
      app.request(path, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), 'X-Forwarded-For': address },
      }),
    body,
  };
}

async function post(app: ReturnType<typeof instance>, address: string) {
  const { request, body } = order(app, address);
  return postOrder({ request }, body);
}

describe('the order rate limit', () => {
  it('answers the 21st order in a minute with 429 RATE_LIMITED and Retry-After', async () => {
    const app = instance();
    for (let i = 0; i < 20; i += 1) expect((await post(app, '203.0.113.7')).status).toBe(201);

    const refused = await post(app, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('55');
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Other shoppers are not affected.
    expect((await post(app, '198.51.100.1')).status).toBe(201);
  });

  it('holds across instances sharing the database', async () => {
    const [first, second] = [instance(), instance()];
    for (let i = 0; i < 10; i += 1) {
      expect((await post(first, '203.0.113.8')).status).toBe(201);
      expect((await post(second, '203.0.113.8')).status).toBe(201);
    }
    expect((await post(first, '203.0.113.8')).status).toBe(429);
    expect((await post(second, '203.0.113.8')).status).toBe(429);
  });

  it('counts again from the next minute', async () => {
    const app = instance();
    clock = new Date('2030-01-01T12:05:00Z');
    for (let i = 0; i < 21; i += 1) await post(app, '203.0.113.9');
    expect((await post(app, '203.0.113.9')).status).toBe(429);
    clock = new Date('2030-01-01T12:06:00Z');
    expect((await post(app, '203.0.113.9')).status).toBe(201);
  });

  it('cannot be escaped by writing left-most X-Forwarded-For entries behind one proxy', async () => {
    // The load balancer appends the address it saw (10.66.0.1); the rest is the client's own.
    const app = instance(testEnv({ TRUST_PROXY: '1' }));
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1)
      statuses.push((await post(app, `198.51.100.${i}, 10.66.0.1`)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('is raised with ORDER_RATE_LIMIT_PER_MINUTE', async () => {
    const app = instance(testEnv({ TRUST_PROXY: 'true', ORDER_RATE_LIMIT_PER_MINUTE: '30' }));
    let accepted = 0;
    for (let i = 0; i < 31; i += 1)
      if ((await post(app, '203.0.113.10')).status === 201) accepted += 1;
    expect(accepted).toBe(30);
  });
});
