// GET /api/weekly-drop/events (product.md §10): Server-Sent Events of a drop's units — on every
// hold, release and order, only to the audience they concern, a snapshot after a reconnect
// (Last-Event-ID), a heartbeat, and streams ended cleanly at shutdown. On PGlite and PostgreSQL
// (where events travel through LISTEN/NOTIFY).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AdminDrop, DropInput } from '@/domain/drops';
import type { AppEnv } from '@/server/http/app-env';
import { weeklyDropRoutes } from '@/server/routes/weekly-drop';
import { createDrop } from '@/server/services/drops/admin';
import { DropEventHub } from '@/server/services/drops/events';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';
import { insertProduct, insertSalon, salonAccessFor } from '../../support/catalog-fixtures';
import { recordingLogger } from '../../support/server-app';
import { readSse, type SseReader } from '../../support/sse-reader';
import { asAdmin } from '../../support/audit-actor';

let fixture: AdminTestApp;
let publicDrop: AdminDrop;
let salonsDrop: AdminDrop;
let salonAccess: string;
const readers: SseReader[] = [];
const logger = recordingLogger().logger;

function input(audience: 'public' | 'salons', productId: number): DropInput {
  return {
    title: `${audience} drop`,
    audience,
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    items: [
      {
        productId,
        variant: null,
        dropPrice: 500,
        dropBusinessPrice: null,
        units: 10,
        perOrderLimit: 5,
      },
    ],
  };
}

beforeAll(async () => {
  fixture = await buildAdminTestApp({ env: { TRUST_PROXY: 'true' } });
  const comb = await insertProduct(fixture.db, { slug: 'sse-comb', stock: 50 });
  const clips = await insertProduct(fixture.db, { slug: 'sse-clips', stock: 50 });
  publicDrop = await asAdmin(() => createDrop(fixture.db, logger, input('public', comb)));
  salonsDrop = await asAdmin(() => createDrop(fixture.db, logger, input('salons', clips)));
  salonAccess = await salonAccessFor(fixture.db, await insertSalon(fixture.db));
});
afterAll(async () => {
  await Promise.all(readers.map((reader) => reader.close()));
  await fixture.close();
});

async function listen(path: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const response = await fixture.app.request(path, { headers });
  expect(response.headers.get('Content-Type')).toContain('text/event-stream');
  const reader = readSse(response);
  readers.push(reader);
  await reader.next((event) => event.event === 'ready');
  return reader;
}

let cartNumber = 0;
async function hold(itemId: number, quantity: number, access?: string) {
  cartNumber += 1;
  const response = await fixture.app.request('/api/weekly-drop/holds', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `192.0.2.${cartNumber}`,
      ...(access && { 'X-Tress-Access': access }),
    },
    body: JSON.stringify({
      itemId,
      quantity,
      cartId: `sse-cart-${String(cartNumber).padStart(8, '0')}`,
    }),
  });
  expect(response.status).toBe(201);
  const held = (await response.json()) as { hold: { id: string } };
  return { ...held, cartId: `sse-cart-${String(cartNumber).padStart(8, '0')}` };
}

describe('the drop events stream', () => {
  it('sends the new units left on every hold and release', async () => {
    const events = await listen('/api/weekly-drop/events?audience=public');
    const item = publicDrop.items[0]!;
    const held = await hold(item.id, 3);
    await events.next(
      (e) => e.event === 'units' && (e.data as { unitsLeft: number }).unitsLeft === 7,
    );
    await fixture.app.request(`/api/weekly-drop/holds/${held.hold.id}`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      // A hold is released by the cart that made it (issue 28).
      body: JSON.stringify({ cartId: held.cartId }),
    });
    const back = await events.next(
      (e) => e.event === 'units' && (e.data as { unitsLeft: number }).unitsLeft === 10,
    );
    expect(back.data).toEqual({ dropId: publicDrop.id, itemId: item.id, unitsLeft: 10 });
    expect(back.id).toMatch(/\S/);
  });

  it('sends the salons’ drop counts to salons only', async () => {
    const everyone = await listen('/api/weekly-drop/events?audience=salons');
    const salon = await listen('/api/weekly-drop/events?audience=salons', {
      'X-Tress-Access': salonAccess,
    });
    const publicOnly = await listen('/api/weekly-drop/events?audience=public');
    await hold(salonsDrop.items[0]!.id, 2, salonAccess);
    await salon.next(
      (e) =>
        e.event === 'units' && (e.data as { itemId: number }).itemId === salonsDrop.items[0]!.id,
    );
    // A public event afterwards proves the others were listening, and got no salons' count.
    await hold(publicDrop.items[0]!.id, 1);
    await publicOnly.next((e) => e.event === 'units');
    expect(everyone.events.filter((e) => e.event === 'units')).toEqual([]);
    expect(
      publicOnly.events.filter((e) => (e.data as { dropId?: string }).dropId === salonsDrop.id),
    ).toEqual([]);
  });

  it('sends every count when it opens, so a hold made before it listened is not missed', async () => {
    const item = publicDrop.items[0]!;
    const page = async () => {
      const answer = (await (await fixture.app.request('/api/weekly-drop')).json()) as {
        drop: { items: { id: number; unitsLeft: number }[] };
      };
      return answer.drop.items.find((candidate) => candidate.id === item.id)!.unitsLeft;
    };
    // The page is read; a hold lands before its stream opens.
    const read = await page();
    await hold(item.id, 2);
    const events = await listen('/api/weekly-drop/events?audience=public');
    const snapshot = await events.next(
      (e) => e.event === 'units' && (e.data as { itemId: number }).itemId === item.id,
    );
    expect(snapshot.data).toEqual({ dropId: publicDrop.id, itemId: item.id, unitsLeft: read - 2 });
  });

  it('resends every count after a reconnect (Last-Event-ID), as a missed event would have', async () => {
    const events = await listen('/api/weekly-drop/events?audience=public', {
      'Last-Event-ID': '1-1',
    });
    const snapshot = await events.next((e) => e.event === 'units');
    expect(snapshot.data).toMatchObject({ dropId: publicDrop.id, itemId: publicDrop.items[0]!.id });
  });

  it('sends a heartbeat with the server clock, and ends every stream at shutdown', async () => {
    const hub = new DropEventHub(fixture.database, logger);
    const app = new Hono<AppEnv>();
    app.route(
      '/api',
      weeklyDropRoutes({
        db: fixture.db,
        logger,
        events: hub,
        guard: async (_c, next) => next(),
        heartbeatMs: 50,
      }),
    );
    const response = await app.request('/api/weekly-drop/events');
    const events = readSse(response);
    readers.push(events);
    const beat = await events.next((e) => e.event === 'heartbeat');
    expect(Date.parse((beat.data as { now: string }).now)).not.toBeNaN();
    expect(hub.size).toBe(1);
    await hub.close();
    await expect(events.next(() => false)).rejects.toThrow(/stream ended/);
    expect(hub.size).toBe(0);
  });

  it('refuses an unknown audience with 400 before streaming', async () => {
    const response = await fixture.app.request('/api/weekly-drop/events?audience=x');
    expect(response.status).toBe(400);
  });
});
