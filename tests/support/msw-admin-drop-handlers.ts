// The admin's drops API and the weekly-drop list, for the web suite: answers shaped by the
// domain's types (drops.ts), the request body checked with the same dropInputSchema as the
// server (bad input → the same 400), and a 401 without a bearer token. Creating, editing, ending
// and removing change a small store, so the page shows what it saved; a test file that changes
// it calls resetAdminDrops() before each test.
import { http, HttpResponse } from 'msw';
import {
  dropInputSchema,
  dropStatus,
  type AdminDrop,
  type AdminDropItem,
  type DropListMember,
} from '@/domain/drops';
import { BUNDLE, EDGE_BRUSH } from './msw-catalog-handlers';

export const LIVE_DROP: AdminDrop = {
  id: '7d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  title: 'Spring bundles drop',
  audience: 'public',
  startsAt: '2026-03-23T09:00:00.000Z',
  endsAt: '2026-03-29T21:59:59.000Z',
  endedAt: null,
  status: 'live',
  items: [
    {
      id: 11,
      productId: BUNDLE.id,
      variant: '12 inch',
      name: BUNDLE.name,
      image: BUNDLE.images[0] ?? null,
      price: 5900,
      dropPrice: 4500,
      dropBusinessPrice: 3500,
      unitsTotal: 20,
      unitsLeft: 12,
      unitsHeld: 3,
      unitsSold: 5,
      perOrderLimit: 2,
    },
  ],
};

export const ENDED_DROP: AdminDrop = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  title: 'Winter tools drop',
  audience: 'salons',
  startsAt: '2026-02-02T09:00:00.000Z',
  endsAt: '2026-02-08T22:59:59.000Z',
  endedAt: null,
  status: 'ended',
  items: [
    {
      id: 7,
      productId: EDGE_BRUSH.id,
      variant: null,
      name: EDGE_BRUSH.name,
      image: null,
      price: 450,
      dropPrice: 400,
      dropBusinessPrice: 300,
      unitsTotal: 10,
      unitsLeft: 0,
      unitsHeld: 0,
      unitsSold: 10,
      perOrderLimit: 3,
    },
  ],
};

export const DROP_MEMBER: DropListMember = {
  salonId: '5b2e8c11-2222-4d4b-8e66-1a2b3c4d5e6f',
  salonName: 'Haarhuis Leiden',
  city: 'Leiden',
  email: 'hallo@haarhuis.example',
  joinedAt: '2026-02-14T10:00:00.000Z',
};

const state = { drops: [] as AdminDrop[], members: [] as DropListMember[], nextItemId: 100 };

/** Back to the two drops and one member above; the web setup calls it before every test. */
export function resetAdminDrops() {
  state.drops = [structuredClone(LIVE_DROP), structuredClone(ENDED_DROP)];
  state.members = [structuredClone(DROP_MEMBER)];
  state.nextItemId = 100;
}
resetAdminDrops();

const unauthorized = () =>
  HttpResponse.json({ code: 'UNAUTHORIZED', message: 'Sign in first' }, { status: 401 });
const hasBearer = (request: Request) =>
  /^Bearer .+/.test(request.headers.get('Authorization') ?? '');
const notFound = () =>
  HttpResponse.json({ code: 'NOT_FOUND', message: 'There is no such drop.' }, { status: 404 });

/** The stored drop a valid body makes: names and regular prices from the test catalog. */
function dropOf(id: string, body: ReturnType<typeof dropInputSchema.parse>): AdminDrop {
  const items: AdminDropItem[] = body.items.map((item) => {
    const product = [BUNDLE, EDGE_BRUSH].find((known) => known.id === item.productId);
    return {
      id: item.id ?? state.nextItemId++,
      productId: item.productId,
      variant: item.variant,
      name: product?.name ?? `Product ${item.productId}`,
      image: null,
      price: product?.price ?? 1000,
      dropPrice: item.dropPrice,
      dropBusinessPrice: item.dropBusinessPrice,
      unitsTotal: item.units,
      unitsLeft: item.units,
      unitsHeld: 0,
      unitsSold: 0,
      perOrderLimit: item.perOrderLimit,
    };
  });
  const { title, audience, startsAt, endsAt } = body;
  const drop = { id, title, audience, startsAt, endsAt, endedAt: null, items };
  return { ...drop, status: dropStatus(drop, new Date()) };
}

async function parsed(request: Request) {
  return dropInputSchema.safeParse(await request.json());
}

export const adminDropHandlers = [
  http.get('*/api/admin/drops', ({ request }) =>
    hasBearer(request) ? HttpResponse.json({ items: state.drops }) : unauthorized(),
  ),
  http.post('*/api/admin/drops', async ({ request }) => {
    if (!hasBearer(request)) return unauthorized();
    const body = await parsed(request);
    if (!body.success) {
      return HttpResponse.json(
        { code: 'VALIDATION_FAILED', message: 'Not valid', issues: body.error.issues },
        { status: 400 },
      );
    }
    const drop = dropOf(crypto.randomUUID(), body.data);
    state.drops = [drop, ...state.drops];
    return HttpResponse.json(drop, { status: 201 });
  }),
  http.put('*/api/admin/drops/:id', async ({ request, params }) => {
    if (!hasBearer(request)) return unauthorized();
    const index = state.drops.findIndex((drop) => drop.id === params.id);
    if (index < 0) return notFound();
    const body = await parsed(request);
    if (!body.success) {
      return HttpResponse.json(
        { code: 'VALIDATION_FAILED', message: 'Not valid', issues: body.error.issues },
        { status: 400 },
      );
    }
    const drop = dropOf(String(params.id), body.data);
    state.drops[index] = drop;
    return HttpResponse.json(drop);
  }),
  http.post('*/api/admin/drops/:id/end', ({ request, params }) => {
    if (!hasBearer(request)) return unauthorized();
    const drop = state.drops.find((known) => known.id === params.id);
    if (!drop) return notFound();
    drop.endedAt = new Date().toISOString();
    drop.status = 'ended';
    drop.items = drop.items.map((item) => ({ ...item, unitsLeft: 0, unitsHeld: 0 }));
    return HttpResponse.json(drop);
  }),
  http.get('*/api/weekly-drop-hairdressers', ({ request }) =>
    hasBearer(request) ? HttpResponse.json({ items: state.members }) : unauthorized(),
  ),
  http.delete('*/api/weekly-drop-hairdressers/:salonId', ({ request, params }) => {
    if (!hasBearer(request)) return unauthorized();
    const before = state.members.length;
    state.members = state.members.filter((member) => member.salonId !== params.salonId);
    return state.members.length < before
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json(
          { code: 'NOT_FOUND', message: 'That salon is not on the weekly-drop list.' },
          { status: 404 },
        );
  }),
];
