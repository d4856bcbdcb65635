import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail, Paged } from '@/domain/admin';
import type { HairdresserApplication } from '@/domain/salons';
import {
  callAdmin,
  expectJson,
  insertApplication,
  orderInStatus,
} from '../../support/admin-fixtures';
import { insertOrderShop, type OrderShop } from '../../support/order-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';

// product.md §12, §14: admins decide hairdresser applications once; the salon is mailed its
// link on approval and a polite reason on rejection; the outbox shows every mail.
let fixture: AdminTestApp;
let app: AdminTestApp['app'];
let shop: OrderShop;
let token: string;
const db = () => fixture.db;

beforeAll(async () => {
  fixture = await buildAdminTestApp({ env: { ORDER_RATE_LIMIT_PER_MINUTE: '100000' } });
  ({ app, token } = fixture);
  shop = await insertOrderShop(db());
});
afterAll(() => fixture.close());

const decide = (id: string, verb: 'approve' | 'reject', body: unknown = {}) =>
  callAdmin(app, `/api/hairdressers/${id}/${verb}`, { method: 'POST', body, token });
const applications = (status = '') =>
  expectJson<HairdresserApplication[]>(callAdmin(app, `/api/hairdressers${status}`, { token }));
const outbox = (query = '') =>
  expectJson<Paged<OutboxMail>>(callAdmin(app, `/api/admin/outbox${query}`, { token }));

describe('hairdresser applications', () => {
  it('lists pending applications by default, with every field', async () => {
    const id = await insertApplication(db(), {
      salonName: 'Krullen & Co',
      email: 'hallo@krullen.example',
    });
    const pending = await applications();
    expect(pending.map((application) => application.id)).toEqual([shop.pendingSalon, id]);
    expect(pending[1]).toEqual({
      id,
      salon_name: 'Krullen & Co',
      address: expect.any(String),
      postcode: '3511 AA',
      city: 'Utrecht',
      country: 'NL',
      email: 'hallo@krullen.example',
      phone: expect.any(String),
      status: 'pending',
      business_registration: '12345678',
      specialities: ['braids', 'wigs'],
      chairs: 4,
      instagram: '@kapsalon.nieuw',
      vat_number: null,
      website: null,
      created_at: expect.any(String),
      decided_at: null,
      rejection_reason: null,
      link: null,
      friends_family: false,
    });
    const approved = await applications('?status=approved');
    expect(approved.map((a) => a.id)).toContain(shop.salon);
    // Each approved salon's own link, with the key its access was given — never the
    // friends-and-family salon's: that id is no salon's access.
    const [, , key] = shop.salonAccess.split(':');
    expect(approved.find((a) => a.id === shop.salon)?.link).toBe(
      `/?salonId=${shop.salon}&key=${key ?? ''}`,
    );
    expect(approved.find((a) => a.id === shop.friendsFamilySalon)).toMatchObject({
      link: null,
      friends_family: true,
    });
    expect((await applications('?status=all')).length).toBeGreaterThan(pending.length);
    await expectJson(callAdmin(app, '/api/hairdressers?status=maybe', { token }), 400);
  });

  it('approving mails the salon its link; the link then gives business prices', async () => {
    const id = await insertApplication(db(), { email: 'approved@salon.example' });
    expect((await app.request(`/api/hairdressers/${id}`)).status).toBe(404);

    const approved = await expectJson<HairdresserApplication>(decide(id, 'approve'));
    expect(approved).toMatchObject({ id, status: 'approved', rejection_reason: null });
    expect(approved.decided_at).not.toBeNull();

    const mails = await outbox('?q=approved@salon.example');
    expect(mails.items).toHaveLength(1);
    expect(mails.items[0]).toMatchObject({
      to: 'approved@salon.example',
      kind: 'hairdresser-approved',
      orderId: null,
      sentAt: null,
    });
    const link = approved.link ?? '';
    expect(link).toMatch(new RegExp(`^/\\?salonId=${id}&key=[A-Za-z0-9_-]{43}$`));
    expect(mails.items[0]?.body).toContain(`http://localhost:3000${link}`);
    expect((await applications('?status=approved')).find((a) => a.id === id)?.link).toBe(link);

    const details = await app.request(`/api/hairdressers/${id}`);
    expect(details.status).toBe(200);
    expect(JSON.stringify(await details.json())).not.toContain('key');
    const key = new URLSearchParams(link.slice(1)).get('key') ?? '';
    const priceWith = async (access: string) =>
      (
        (await (
          await app.request(`/api/products/${shop.wig}`, { headers: { 'X-Tress-Access': access } })
        ).json()) as { business_price: number | null }
      ).business_price;
    expect(await priceWith(`salon:${id}:${key}`)).toBe(20000);
    expect(await priceWith(`salon:${id}`)).toBeNull();
  });

  it('a new link replaces the old one at once, for approved salons only', async () => {
    const id = await insertApplication(db(), { email: 'renewed@salon.example' });
    const approved = await expectJson<HairdresserApplication>(decide(id, 'approve'));
    const renew = (salonId: string) =>
      callAdmin(app, `/api/hairdressers/${salonId}/link`, { method: 'POST', token });
    const renewed = await expectJson<HairdresserApplication>(renew(id));
    expect(renewed.link).toMatch(new RegExp(`^/\\?salonId=${id}&key=[A-Za-z0-9_-]{43}$`));
    expect(renewed.link).not.toBe(approved.link);
    expect((await applications('?status=approved')).find((a) => a.id === id)?.link).toBe(
      renewed.link,
    );
    const keyOf = (link: string | null) => new URLSearchParams((link ?? '').slice(1)).get('key');
    const validate = async (key: string | null) =>
      (await (
        await app.request('/api/access/validate', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ access: 'salon', salonId: id, key }),
        })
      ).json()) as { valid: boolean };
    expect((await validate(keyOf(approved.link))).valid).toBe(false);
    expect((await validate(keyOf(renewed.link))).valid).toBe(true);

    expect((await expectJson<{ code: string }>(renew(shop.pendingSalon), 409)).code).toBe(
      'NOT_APPROVED',
    );
    await expectJson(renew('00000000-0000-4000-8000-000000000000'), 404);
    await expectJson(renew('not-a-uuid'), 404);
    const anonymous = await callAdmin(app, `/api/hairdressers/${id}/link`, {
      method: 'POST',
      body: {},
    });
    expect(anonymous.status).toBe(401);
  });

  it('no public answer carries a salon key', async () => {
    const [, , key] = shop.salonAccess.split(':');
    for (const path of ['/api/salons', `/api/hairdressers/${shop.salon}`, '/api/settings']) {
      const text = await (await app.request(path)).text();
      expect(text, path).not.toContain(key);
      expect(text, path).not.toMatch(/access_?key|sealed/i);
    }
    const settings = (await (await app.request('/api/settings')).json()) as object;
    expect(settings).not.toHaveProperty('friendsFamilySalonId');
  });

  it('rejecting needs a reason of 3–500 characters and mails it politely', async () => {
    const id = await insertApplication(db(), { email: 'rejected@salon.example' });
    for (const body of [{}, { reason: 'no' }, { reason: 'x'.repeat(501) }]) {
      await expectJson(decide(id, 'reject', body), 400);
    }
    const rejected = await expectJson<HairdresserApplication>(
      decide(id, 'reject', { reason: 'We could not verify the business registration number.' }),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejection_reason: 'We could not verify the business registration number.',
    });
    const mail = (await outbox('?q=rejected@salon.example')).items[0];
    expect(mail).toMatchObject({ kind: 'hairdresser-rejected', subject: 'Your Tress application' });
    expect(mail?.body).toContain('We could not verify the business registration number.');
    expect(mail?.body).not.toContain('salonId');
  });

  it('a decision is made once: deciding again is 409 ALREADY_DECIDED and mails nothing', async () => {
    const id = await insertApplication(db(), { email: 'twice@salon.example' });
    await expectJson(decide(id, 'approve'));
    for (const [verb, body] of [
      ['approve', {}],
      ['reject', { reason: 'Changed our mind' }],
    ] as const) {
      const answer = await expectJson<{ code: string }>(decide(id, verb, body), 409);
      expect(answer.code).toBe('ALREADY_DECIDED');
    }
    expect((await outbox('?q=twice@salon.example')).total).toBe(1);
    expect((await applications('?status=approved')).find((a) => a.id === id)?.status).toBe(
      'approved',
    );
  });

  it('two admins approving at once: one wins, one mail', async () => {
    const id = await insertApplication(db(), { email: 'race@salon.example' });
    const answers = await Promise.all([
      decide(id, 'approve'),
      decide(id, 'approve'),
      decide(id, 'approve'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await outbox('?q=race@salon.example')).total).toBe(1);
  });

  it('unknown applications are 404', async () => {
    await expectJson(decide('00000000-0000-4000-8000-000000000000', 'approve'), 404);
    await expectJson(decide('nope', 'reject', { reason: 'Not a salon' }), 404);
  });
});

describe('the mail outbox', () => {
  it('lists mails newest first with their body, searchable and paged', async () => {
    const order = await orderInStatus(
      app,
      db(),
      'pending_payment',
      [{ productId: shop.shampoo, quantity: 1 }],
      {
        customer: { name: 'Outbox Test', email: 'outbox@example.com' },
      },
    );
    const all = await outbox();
    expect(all.items[0]).toEqual({
      id: expect.any(String),
      to: 'outbox@example.com',
      subject: `Your Tress order ${order.number}`,
      kind: 'order-confirmation',
      orderId: order.id,
      createdAt: expect.any(String),
      sentAt: null,
      body: expect.stringContaining(order.number),
    });
    const times = all.items.map((mail) => mail.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const paged = await outbox('?pageSize=1&page=2');
    expect(paged).toMatchObject({ total: all.total, page: 2, pageSize: 1 });
    expect(paged.items[0]?.id).toBe(all.items[1]?.id);
    expect(
      (await outbox('?q=order-confirmation')).items.every(
        (mail) => mail.kind === 'order-confirmation',
      ),
    ).toBe(true);
  });
});
