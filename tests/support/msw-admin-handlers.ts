// Admin API and the auth endpoints beyond sign-in, for the web suite: answers shaped by the
// domain's types (admin.ts, order-status.ts, product-input.ts, salons.ts, settings.ts), the
// same query schemas as the server (bad params → the same 400), and a 401 without a bearer
// token, so a test also proves the token travels.
import { http, HttpResponse } from 'msw';
import {
  adminOrderListQuerySchema,
  adminProductListQuerySchema,
  outboxQuerySchema,
  type AdminOrderDetail,
  type AdminOrderSummary,
  type OutboxMail,
} from '@/domain/admin';
import type { HairdresserApplication } from '@/domain/salons';
import { DEFAULT_SETTINGS, friendsFamilyLink, type AdminConfig } from '@/domain/settings';
import { BUNDLE, CATALOG_PRODUCTS, asApiProduct, EDGE_BRUSH } from './msw-catalog-handlers';

export const ADMIN_ORDERS: AdminOrderSummary[] = Array.from({ length: 23 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  number: `TR-${String(index + 101).padStart(6, '0')}`,
  status: index === 0 ? 'paid' : index % 3 === 0 ? 'shipped' : 'processing',
  createdAt: new Date(Date.UTC(2026, 0, 1 + index, 10)).toISOString(),
  customerName: index === 0 ? 'Amara Jansen' : `Customer ${index + 1}`,
  customerEmail: index === 0 ? 'amara@example.com' : `customer${index + 1}@example.com`,
  total: 5900 + index * 100,
  tier: index % 4 === 0 ? 'business' : 'client',
  paymentMethod: 'card',
  deliveryMethod: 'home',
}));

export const PAID_ORDER: AdminOrderDetail = {
  id: ADMIN_ORDERS[0]?.id ?? '',
  number: 'TR-000101',
  status: 'paid',
  tier: 'client',
  createdAt: '2026-01-01T10:00:00.000Z',
  expiresAt: null,
  paidAt: '2026-01-01T10:05:00.000Z',
  customer: { name: 'Amara Jansen', email: 'amara@example.com', phone: '+31 6 1234 5678' },
  delivery: { method: 'home', place: 'Keizersgracht 1, 1015 CJ Amsterdam' },
  payment: {
    method: 'card',
    payments: [
      {
        provider: 'test',
        status: 'succeeded',
        amount: 6595,
        createdAt: '2026-01-01T10:05:00.000Z',
      },
    ],
  },
  lines: [
    {
      productId: 1,
      variant: '12 inch',
      name: 'Brazilian Straight Bundle',
      quantity: 1,
      unitPrice: 5900,
      lineTotal: 5900,
    },
  ],
  totals: { subtotal: 5900, discount: 0, shipping: 695, total: 6595 },
  history: [
    {
      at: '2026-01-01T10:00:00.000Z',
      fromStatus: null,
      toStatus: 'pending_payment',
      note: null,
      by: null,
    },
    {
      at: '2026-01-01T10:05:00.000Z',
      fromStatus: 'pending_payment',
      toStatus: 'paid',
      note: null,
      by: null,
    },
  ],
  allowedTransitions: ['processing', 'refunded'],
};

export const PENDING_SALON: HairdresserApplication = {
  id: '9a1f3e55-1111-4c3a-9d55-0f1e2d3c4b5a',
  salon_name: 'Studio Krul',
  address: 'Oudegracht 12',
  postcode: '3511 AP',
  city: 'Utrecht',
  country: 'NL',
  email: 'hello@studiokrul.nl',
  phone: '+31 30 123 4567',
  status: 'pending',
  business_registration: 'KVK 12345678',
  specialities: ['curls', 'braids'],
  chairs: 4,
  instagram: '@studiokrul',
  vat_number: null,
  website: null,
  created_at: '2026-01-03T09:00:00.000Z',
  decided_at: null,
  rejection_reason: null,
  link: null,
  friends_family: false,
};

const APPROVED_SALON_KEY = 'Xk3dP0qL9mZ2vB7nR4tY8wC1eH6jU5sA0fG2iK9oM3q';
export const APPROVED_SALON: HairdresserApplication = {
  ...PENDING_SALON,
  id: '5b2e8c11-2222-4d4b-8e66-1a2b3c4d5e6f',
  salon_name: 'Haarhuis Leiden',
  email: 'hallo@haarhuis.example',
  status: 'approved',
  decided_at: '2026-01-02T09:00:00.000Z',
  link: `/?salonId=5b2e8c11-2222-4d4b-8e66-1a2b3c4d5e6f&key=${APPROVED_SALON_KEY}`,
};

export const OUTBOX: OutboxMail[] = [
  {
    id: 'mail-1',
    to: 'hello@studiokrul.nl',
    subject: 'Welcome to Tress, Studio Krul',
    kind: 'salon-approved',
    orderId: null,
    createdAt: '2026-01-04T09:00:00.000Z',
    sentAt: null,
    body: 'Your salon link: http://localhost:3000/?salonId=9a1f3e55-1111-4c3a-9d55-0f1e2d3c4b5a&key=Qm9yZWQtYnV0LWxvbmctZW5vdWdoLWtleS0wMDAwMDAx\nShare it with your clients.',
  },
  {
    id: 'mail-2',
    to: 'amara@example.com',
    subject: 'Your order TR-000101',
    kind: 'order-confirmation',
    orderId: PAID_ORDER.id,
    createdAt: '2026-01-01T10:06:00.000Z',
    sentAt: null,
    body: 'Thank you for your order.',
  },
];

/** The designed parts of the outbox's mails; the salon's welcome is an older, text-only mail. */
export const OUTBOX_HTML: Record<string, string> = {
  'mail-2':
    '<!DOCTYPE html><html><body><h1>Thank you for your order</h1><p>Order TR-000101</p></body></html>',
};

export const ADMIN_CONFIG: AdminConfig = {
  ...DEFAULT_SETTINGS,
  friendsFamilyKey: 'old-friends-family-key-0001',
  friendsFamilyLink: friendsFamilyLink('old-friends-family-key-0001'),
};

const ADMIN_PRODUCTS = CATALOG_PRODUCTS.map((item) => asApiProduct(item, true));

const unauthorized = () =>
  HttpResponse.json({ code: 'UNAUTHORIZED', message: 'Sign in first' }, { status: 401 });
const hasBearer = (request: Request) =>
  /^Bearer .+/.test(request.headers.get('Authorization') ?? '');
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const invalid = (issues: unknown) =>
  HttpResponse.json({ code: 'VALIDATION_FAILED', message: 'Not valid', issues }, { status: 400 });

function paged<T>(items: T[], page: number, pageSize: number) {
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    pageSize,
  };
}

export const adminHandlers = [
  // Issue 32: the analytics' searches that found nothing; tests that look at them answer their own.
  http.get('*/api/admin/stats/search-misses', ({ request }) =>
    hasBearer(request) ? HttpResponse.json([]) : unauthorized(),
  ),
  http.get('*/api/admin/orders', ({ request }) => {
    if (!hasBearer(request)) return unauthorized();
    const parsed = adminOrderListQuerySchema.safeParse(query(request));
    if (!parsed.success) return invalid(parsed.error.issues);
    const { status, q, page, pageSize } = parsed.data;
    const found = ADMIN_ORDERS.filter(
      (order) =>
        (!status || order.status === status) &&
        (!q ||
          `${order.number} ${order.customerEmail} ${order.customerName}`
            .toLowerCase()
            .includes(q.toLowerCase())),
    );
    return HttpResponse.json(paged(found, page, pageSize));
  }),
  http.get('*/api/admin/orders/:id', ({ request, params }) => {
    if (!hasBearer(request)) return unauthorized();
    if (params.id !== PAID_ORDER.id) {
      return HttpResponse.json({ code: 'NOT_FOUND', message: 'No such order' }, { status: 404 });
    }
    return HttpResponse.json(PAID_ORDER);
  }),
  http.get('*/api/admin/products', ({ request }) => {
    if (!hasBearer(request)) return unauthorized();
    const parsed = adminProductListQuerySchema.safeParse(query(request));
    if (!parsed.success) return invalid(parsed.error.issues);
    const { q, status, page, pageSize } = parsed.data;
    const found = ADMIN_PRODUCTS.filter(
      (item) =>
        (status === 'all' || item.active === (status === 'active')) &&
        (!q || item.name.toLowerCase().includes(q.toLowerCase())),
    );
    return HttpResponse.json(paged(found, page, pageSize));
  }),
  http.get('*/api/admin/products/:id', ({ request, params }) => {
    if (!hasBearer(request)) return unauthorized();
    const found = ADMIN_PRODUCTS.find((item) => String(item.id) === params.id);
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ code: 'NOT_FOUND', message: 'No such product' }, { status: 404 });
  }),
  http.get('*/api/admin/outbox/:id', ({ request, params }) => {
    if (!hasBearer(request)) return unauthorized();
    const mail = OUTBOX.find((item) => item.id === params.id);
    if (!mail) return HttpResponse.json({ code: 'NOT_FOUND', message: 'No mail' }, { status: 404 });
    return HttpResponse.json({ ...mail, html: OUTBOX_HTML[mail.id] ?? null });
  }),
  http.get('*/api/admin/outbox', ({ request }) => {
    if (!hasBearer(request)) return unauthorized();
    const parsed = outboxQuerySchema.safeParse(query(request));
    if (!parsed.success) return invalid(parsed.error.issues);
    return HttpResponse.json(paged(OUTBOX, parsed.data.page, parsed.data.pageSize));
  }),
  http.get('*/api/hairdressers', ({ request }) => {
    if (!hasBearer(request)) return unauthorized();
    const status = new URL(request.url).searchParams.get('status') ?? 'pending';
    const all = [PENDING_SALON, APPROVED_SALON];
    return HttpResponse.json(all.filter((salon) => status === 'all' || salon.status === status));
  }),
  http.get('*/api/config', ({ request }) =>
    hasBearer(request) ? HttpResponse.json(ADMIN_CONFIG) : unauthorized(),
  ),

  // The auth endpoints supabase-js calls beyond sign-in and sign-out.
  http.get('*/auth/v1/user', ({ request }) =>
    hasBearer(request)
      ? HttpResponse.json({
          id: '3b0c6a6e-6f7e-4e53-9d5d-2f7c2f1d0a11',
          email: 'admin@tress.test',
          aud: 'authenticated',
          role: 'authenticated',
          app_metadata: {},
          user_metadata: {},
          created_at: '2025-01-01T00:00:00.000Z',
        })
      : HttpResponse.json({ code: 'no_authorization', msg: 'No token' }, { status: 401 }),
  ),
  http.post('*/auth/v1/recover', () => HttpResponse.json({})),
];

/** Products the admin tests name. */
export { BUNDLE as ADMIN_BUNDLE, EDGE_BRUSH as ADMIN_EDGE_BRUSH };
