import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '@/domain/admin';
import {
  nextBatchStatus,
  type BatchableOrder,
  type BatchChanged,
  type BatchDetail,
  type BatchOrder,
  type BatchStatus,
  type BatchSummary,
} from '@/domain/batches';
import { server } from '../../support/msw-server';
import { openAsAdmin } from './admin-test-kit';

// Issue 16: /batch-processing → Batches. An admin makes a batch from the paid orders and orders
// on invoice waiting (all up to a day, or chosen), opens it, downloads its purchase list,
// advances it step by step (each behind a confirmation; tracking numbers with the shipped step),
// cancels it while open, and prints an order's packing list.

// 10:00 on 15 April 2026 in Amsterdam.
const NOW = new Date('2026-04-15T08:00:00.000Z');
const ADMIN = 'admin@tress.test';

const WAITING: BatchableOrder[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    number: 'TR-000101',
    status: 'paid',
    customerName: 'Ama Mensah',
    deliveryPlace: 'Prinsengracht 263, 1016 GV Amsterdam',
    total: 4500,
    placedAt: '2026-04-14T09:00:00.000Z',
    units: 3,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    number: 'TR-000102',
    status: 'awaiting_invoice',
    customerName: 'Studio Krul',
    deliveryPlace: 'Studio Krul, Utrecht',
    total: 12000,
    placedAt: '2026-04-15T07:00:00.000Z',
    units: 5,
  },
];

const asBatchOrder = (order: BatchableOrder): BatchOrder => ({
  id: order.id,
  number: order.number,
  status: order.status,
  customerName: order.customerName,
  deliveryPlace: order.deliveryPlace,
  total: order.total,
  placedAt: order.placedAt,
  carrier: null,
  trackingNumber: null,
});

/** A small batches API answering from one copy of the data, and what the app sent it. */
function batchesApi(options: { waiting?: BatchableOrder[]; batches?: BatchDetail[] } = {}) {
  let waiting = structuredClone(options.waiting ?? WAITING);
  const batches = new Map((options.batches ?? []).map((batch) => [batch.batch.id, batch]));
  const sent: { method: string; url: URL; body: unknown }[] = [];
  let nextId = 7;
  const summary = (detail: BatchDetail): BatchSummary => ({
    id: detail.batch.id,
    status: detail.batch.status,
    createdBy: detail.batch.createdBy,
    createdAt: detail.batch.createdAt,
    updatedAt: detail.batch.updatedAt,
    orders: detail.orders.length,
    units: detail.purchaseList.items.reduce((sum, line) => sum + line.units, 0),
    total: detail.orders.reduce((sum, order) => sum + order.total, 0),
  });
  const step = (detail: BatchDetail, to: BatchStatus) => {
    detail.batch.events.push({
      fromStatus: detail.batch.status,
      toStatus: to,
      actor: ADMIN,
      at: NOW.toISOString(),
    });
    detail.batch.status = to;
  };
  const notFound = () =>
    HttpResponse.json({ code: 'NOT_FOUND', message: 'There is no such batch.' }, { status: 404 });
  server.use(
    http.get('*/api/batches', () =>
      HttpResponse.json({ items: [...batches.values()].reverse().map(summary) }),
    ),
    http.get('*/api/batch-orders', ({ request }) => {
      sent.push({ method: 'GET', url: new URL(request.url), body: undefined });
      return HttpResponse.json({ items: waiting, total: waiting.length });
    }),
    http.post('*/api/batches', async ({ request }) => {
      const body = (await request.json()) as { orderIds?: string[]; upTo?: string };
      sent.push({ method: 'POST', url: new URL(request.url), body });
      const taken = body.orderIds
        ? waiting.filter((order) => body.orderIds?.includes(order.id))
        : waiting;
      waiting = waiting.filter((order) => !taken.includes(order));
      const id = nextId++;
      const detail: BatchDetail = {
        batch: {
          id,
          status: 'open',
          createdBy: ADMIN,
          createdAt: NOW.toISOString(),
          updatedAt: NOW.toISOString(),
          events: [{ fromStatus: null, toStatus: 'open', actor: ADMIN, at: NOW.toISOString() }],
        },
        orders: taken.map(asBatchOrder),
        purchaseList: {
          batchId: id,
          items: [
            {
              productId: 3,
              name: 'Repair Shampoo',
              variant: null,
              units: 4,
              orders: taken.map((o) => o.number),
            },
          ],
        },
      };
      batches.set(id, detail);
      return HttpResponse.json({ id, status: 'open', orders: detail.orders }, { status: 201 });
    }),
    http.get('*/api/batches/:id', ({ params }) => {
      const detail = batches.get(Number(params.id));
      return detail ? HttpResponse.json(detail) : notFound();
    }),
    http.post('*/api/batches/:id/advance', async ({ params, request }) => {
      const body = (await request.json()) as {
        status?: string;
        tracking?: { orderId: string; carrier?: string; trackingNumber?: string }[];
      };
      sent.push({ method: 'POST', url: new URL(request.url), body });
      const detail = batches.get(Number(params.id));
      if (!detail) return notFound();
      const next = nextBatchStatus(detail.batch.status);
      if (!next || (body.status && body.status !== next)) {
        return HttpResponse.json(
          { code: 'INVALID_TRANSITION', message: 'Another admin moved this batch on.' },
          { status: 409 },
        );
      }
      step(detail, next);
      const skipped: BatchChanged['skipped'] = [];
      for (const order of detail.orders) {
        if (order.status === 'cancelled')
          skipped.push({ number: order.number, status: 'cancelled' });
        else if (next === 'received') order.status = 'processing';
        else if (next === 'shipped') {
          order.status = 'shipped';
          const parcel = body.tracking?.find((item) => item.orderId === order.id);
          order.carrier = (parcel?.carrier as BatchOrder['carrier']) ?? null;
          order.trackingNumber = parcel?.trackingNumber ?? null;
        }
      }
      const changed: BatchChanged = { id: detail.batch.id, status: next, skipped, detail };
      return HttpResponse.json(changed);
    }),
    http.post('*/api/batches/:id/cancel', ({ params, request }) => {
      sent.push({ method: 'POST', url: new URL(request.url), body: undefined });
      const detail = batches.get(Number(params.id));
      if (!detail) return notFound();
      step(detail, 'cancelled');
      detail.purchaseList.items = [];
      waiting = [...waiting, ...WAITING.filter((o) => detail.orders.some((b) => b.id === o.id))];
      return HttpResponse.json({ id: detail.batch.id, status: 'cancelled', skipped: [], detail });
    }),
  );
  return sent;
}

/** A batch already made, in `status`, holding both waiting orders. */
function existingBatch(
  status: BatchStatus,
  orderStatus: BatchOrder['status'] = 'paid',
): BatchDetail {
  const steps: BatchStatus[] = ['open', 'ordered', 'received', 'shipped'];
  const reached = steps.slice(0, steps.indexOf(status) + 1);
  return {
    batch: {
      id: 4,
      status,
      createdBy: 'ops@tress.test',
      createdAt: '2026-04-14T12:00:00.000Z',
      updatedAt: '2026-04-14T12:00:00.000Z',
      events: reached.map((to, index) => ({
        fromStatus: index === 0 ? null : (reached[index - 1] ?? null),
        toStatus: to,
        actor: 'ops@tress.test',
        at: `2026-04-14T1${2 + index}:00:00.000Z`,
      })),
    },
    orders: WAITING.map((order) => ({ ...asBatchOrder(order), status: orderStatus })),
    purchaseList: {
      batchId: 4,
      items: [
        {
          productId: 1,
          name: 'Body Wave Bundle',
          variant: '16 inch',
          units: 3,
          orders: ['TR-000101', 'TR-000102'],
        },
        {
          productId: 3,
          name: 'Repair Shampoo',
          variant: null,
          units: 5,
          orders: ['TR-000102'],
        },
      ],
    },
  };
}

beforeEach(() => {
  // Only Date: sign-in, timers and rendering run as usual.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('admin batches', () => {
  it('says so when there are no batches and no orders waiting', async () => {
    batchesApi({ waiting: [] });
    await openAsAdmin('/batch-processing');
    expect(await screen.findByText('No batches yet')).toBeInTheDocument();
    expect(await screen.findByText('No orders are waiting for a batch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create batch (0 orders)' })).toBeDisabled();
    expect(
      screen.getByText(/A batch takes paid orders and orders on invoice that are not in a batch/),
    ).toBeInTheDocument();
  });

  it('makes a batch of every order placed up to today, then opens it', async () => {
    const sent = batchesApi();
    const user = userEvent.setup();
    const { router } = await openAsAdmin('/batch-processing');
    const date = screen.getByLabelText('Placed up to and including (Amsterdam time)');
    expect(date).toHaveValue('2026-04-15');
    const table = await screen.findByRole('table', { name: 'Orders the new batch will take' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(sent.find((request) => request.method === 'GET')?.url.search).toBe('?upTo=2026-04-15');
    expect(screen.getByText('2 orders · 8 units · €165.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create batch (2 orders)' }));
    expect(await screen.findByRole('heading', { name: 'Batch #7' })).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ upTo: '2026-04-15' });
    expect(router.state.location.search).toBe('?batch=7');
    const orders = screen.getByRole('table', { name: 'Orders in the batch' });
    expect(within(orders).getByRole('row', { name: /TR-000101/ })).toHaveTextContent('Ama Mensah');

    await user.click(screen.getByRole('link', { name: 'All batches' }));
    const list = await screen.findByRole('table', {
      name: 'Batches of supplier orders, newest first',
    });
    expect(within(list).getByRole('row', { name: /Batch #7/ })).toHaveTextContent(
      /Open\s*2\s*4\s*€165.00/,
    );
  });

  it('says a batch of everything takes more orders than the list shows', async () => {
    batchesApi();
    server.use(
      http.get('*/api/batch-orders', () => HttpResponse.json({ items: WAITING, total: 612 })),
    );
    const user = userEvent.setup();
    await openAsAdmin('/batch-processing');
    expect(
      await screen.findByText(
        'Showing the 2 oldest of 612 waiting orders. The batch takes all 612.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create batch (612 orders)' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Choose orders' }));
    expect(await screen.findByText(/To take them all, choose/)).toBeInTheDocument();
  });

  it('makes a batch of the orders chosen one by one', async () => {
    const sent = batchesApi();
    const user = userEvent.setup();
    await openAsAdmin('/batch-processing');
    await user.click(screen.getByRole('radio', { name: 'Choose orders' }));
    const create = screen.getByRole('button', { name: 'Create batch (0 orders)' });
    expect(create).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Choose order TR-000102' }));
    await user.click(screen.getByRole('button', { name: 'Create batch (1 order)' }));
    await screen.findByRole('heading', { name: 'Batch #7' });
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      orderIds: ['22222222-2222-4222-8222-222222222222'],
    });
  });

  it('shows why a batch was not made', async () => {
    batchesApi();
    server.use(
      http.post('*/api/batches', () =>
        HttpResponse.json(
          {
            code: 'ORDER_NOT_BATCHABLE',
            message: 'Already in another batch: TR-000101. Reload the list and choose again.',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openAsAdmin('/batch-processing');
    await user.click(await screen.findByRole('button', { name: 'Create batch (2 orders)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The batch was not created. Already in another batch: TR-000101.',
    );
  });

  it('shows a batch: its steps with who and when, its orders and its purchase list', async () => {
    batchesApi({ batches: [existingBatch('ordered')] });
    await openAsAdmin('/batch-processing?batch=4');
    await screen.findByRole('heading', { name: 'Batch #4' });
    const steps = within(screen.getByRole('list', { name: 'Batch progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^✓Open \(done\).*ops@tress\.test$/),
      expect.stringMatching(/^✓Ordered from supplier \(done\).*ops@tress\.test$/),
      expect.stringMatching(/^3Received \(to do\)Not yet$/),
      expect.stringMatching(/^4Shipped \(to do\)Not yet$/),
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    const list = screen.getByRole('table', {
      name: 'Purchase list: units per product and variant',
    });
    expect(within(list).getByRole('row', { name: /Body Wave Bundle/ })).toHaveTextContent(
      /16 inch\s*3\s*TR-000101, TR-000102/,
    );
    // Ordered from the supplier: too late to cancel.
    expect(screen.queryByRole('button', { name: 'Cancel batch' })).not.toBeInTheDocument();
  });

  it('says so for a batch that does not exist', async () => {
    batchesApi();
    await openAsAdmin('/batch-processing?batch=99');
    expect(await screen.findByText('No such batch')).toBeInTheDocument();
  });

  it('takes each step behind a confirmation, shipping with the tracking numbers given', async () => {
    const sent = batchesApi({ batches: [existingBatch('received', 'processing')] });
    const user = userEvent.setup();
    await openAsAdmin('/batch-processing?batch=4');
    await user.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batch #4: shipped?' });
    expect(dialog).toHaveTextContent('shipping mail');
    await user.selectOptions(within(dialog).getByLabelText('Carrier for TR-000101'), 'PostNL');
    const number = within(dialog).getByLabelText('Tracking number for TR-000101');
    await user.type(number, '3S<1>');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    // The shared schema refuses what the server would, without asking it.
    expect(number).toHaveAccessibleDescription('Use only letters, digits, spaces and dashes');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.clear(number);
    await user.type(number, '3SABC123');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      status: 'shipped',
      tracking: [
        {
          orderId: '11111111-1111-4111-8111-111111111111',
          carrier: 'PostNL',
          trackingNumber: '3SABC123',
        },
      ],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Batch #4 is now shipped.');
    const orders = screen.getByRole('table', { name: 'Orders in the batch' });
    expect(within(orders).getByRole('row', { name: /TR-000101/ })).toHaveTextContent(
      /Shipped.*PostNL 3SABC123/,
    );
    expect(screen.queryByRole('button', { name: /^Mark as/ })).not.toBeInTheDocument();
  });

  it('names the orders a step left alone, and shows a refused step in the dialog', async () => {
    const batch = existingBatch('ordered');
    const first = batch.orders[0];
    if (first) first.status = 'cancelled';
    batchesApi({ batches: [batch] });
    const user = userEvent.setup();
    await openAsAdmin('/batch-processing?batch=4');
    await user.click(await screen.findByRole('button', { name: 'Mark as received' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as received' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Left alone (changed meanwhile): TR-000101 (cancelled).',
    );

    server.use(
      http.post('*/api/batches/:id/advance', () =>
        HttpResponse.json(
          { code: 'INVALID_TRANSITION', message: 'Batch #4 changed while you were looking at it.' },
          { status: 409 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent('changed while you were');
  });

  it('cancels an open batch after asking, and its orders wait again', async () => {
    const sent = batchesApi({ batches: [existingBatch('open')], waiting: [] });
    const user = userEvent.setup();
    await openAsAdmin('/batch-processing?batch=4');
    await user.click(await screen.findByRole('button', { name: 'Cancel batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Batch #4?' });
    expect(dialog).toHaveTextContent('Its 2 orders go back to the orders waiting for a batch.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel batch' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Batch #4 is now cancelled.');
    expect(sent.some((request) => request.url.pathname === '/api/batches/4/cancel')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel batch' })).not.toBeInTheDocument();
    expect(screen.getByText(/its orders went back to the orders waiting/)).toBeInTheDocument();
  });

  it('downloads the purchase list as CSV with the admin’s bearer token', async () => {
    batchesApi({ batches: [existingBatch('open')] });
    const requests: Headers[] = [];
    server.use(
      http.get('*/api/batch-processing/:file', ({ request, params }) => {
        requests.push(request.headers);
        expect(params.file).toBe('4.csv');
        return new HttpResponse('\uFEFFProduct id,Product\r\n1,Body Wave Bundle\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="batch-4-purchase-list.csv"',
          },
        });
      }),
    );
    const files: Blob[] = [];
    const createObjectURL = vi.fn((file: Blob) => {
      files.push(file);
      return 'blob:batch';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    try {
      const user = userEvent.setup();
      await openAsAdmin('/batch-processing?batch=4');
      await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(requests[0]?.get('Authorization')).toMatch(/^Bearer /);
      expect(clicked[0]?.download).toBe('batch-4-purchase-list.csv');
      expect(await files[0]?.text()).toContain('Body Wave Bundle');
    } finally {
      click.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('prints a packing list: the order, its customer and place, each product with a tick box', async () => {
    batchesApi({ batches: [existingBatch('received', 'processing')] });
    const order: AdminOrderDetail = {
      id: WAITING[0]?.id ?? '',
      number: 'TR-000101',
      status: 'processing',
      tier: 'client',
      createdAt: '2026-04-14T09:00:00.000Z',
      expiresAt: null,
      paidAt: '2026-04-14T09:01:00.000Z',
      customer: { name: 'Ama Mensah', email: 'ama@example.com', phone: null },
      delivery: { method: 'home', place: 'Prinsengracht 263, 1016 GV Amsterdam' },
      payment: { method: 'card', payments: [] },
      lines: [
        {
          productId: 1,
          variant: '16 inch',
          name: 'Body Wave Bundle',
          quantity: 2,
          unitPrice: 1000,
          lineTotal: 2000,
        },
        {
          type: 'box',
          size: 'small',
          name: 'Small box',
          quantity: 1,
          unitPrice: 2500,
          lineTotal: 2500,
          sum: 2700,
          discount: 200,
          components: [
            {
              productId: 3,
              variant: null,
              name: 'Repair Shampoo',
              quantity: 1,
              unitPrice: 900,
              lineTotal: 900,
            },
          ],
        },
      ],
      totals: { subtotal: 4500, discount: 0, shipping: 0, total: 4500 },
      history: [],
      allowedTransitions: ['shipped', 'cancelled'],
    };
    server.use(http.get('*/api/admin/orders/:id', () => HttpResponse.json(order)));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      const user = userEvent.setup();
      await openAsAdmin('/batch-processing?batch=4');
      await user.click(
        await screen.findByRole('link', { name: 'Print packing list for order TR-000101' }),
      );
      const sheet = await screen.findByRole('article', { name: 'Order TR-000101' });
      expect(sheet).toHaveTextContent('Ama Mensah');
      expect(sheet).toHaveTextContent('Prinsengracht 263, 1016 GV Amsterdam');
      const rows = within(sheet).getAllByRole('row').slice(1);
      expect(rows.map((row) => row.textContent)).toEqual([
        'Body Wave Bundle16 inch2',
        'Repair Shampooin Small box—1',
      ]);
      expect(within(sheet).getByRole('columnheader', { name: 'Packed' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledOnce();
      await user.click(screen.getByRole('link', { name: /Back to batch #4/ }));
      expect(await screen.findByRole('heading', { name: 'Batch #4' })).toBeInTheDocument();
    } finally {
      print.mockRestore();
    }
  });
});
