// MSW answers for the weekly drops (product.md §10): a live public drop of two items, the
// salons' drop (items only to the test salon's access), and holds that count units down.
import { http, HttpResponse } from 'msw';
import type {
  DropAudience,
  DropItemView,
  DropView,
  HoldAnswer,
  HoldChange,
  HoldRelease,
  HoldRequest,
  WeeklyDropAnswer,
} from '@/domain/drops';
import * as ERROR_CODE from '@/domain/error-codes';
import { SALON_KEY, TEST_SALON } from './msw-cart-handlers';

export const DROP_ID = '5d7c2a1e-0b1f-4c55-9e3a-6a1f2b3c4d5e';
export const SALONS_DROP_ID = '6e8d3b2f-1c2a-4d66-8f4b-7b2a3c4d5e6f';

export const DROP_CURLS: DropItemView = {
  id: 11,
  productId: 101,
  variant: '14 inch',
  name: 'Kinky Curly Bundle',
  image: '/images/products/kinky-curly-bundle.svg',
  price: 7400,
  dropPrice: 5180,
  unitsTotal: 12,
  unitsLeft: 12,
  perOrderLimit: 2,
};
export const DROP_SERUM: DropItemView = {
  id: 12,
  productId: 202,
  variant: null,
  name: 'Argan Oil Shine Serum',
  image: null,
  price: 1795,
  dropPrice: 1257,
  unitsTotal: 5,
  unitsLeft: 1,
  perOrderLimit: 1,
};
export const SALONS_CLOSURE: DropItemView = {
  id: 21,
  productId: 101,
  variant: '18 inch',
  name: 'Lace Closure',
  image: null,
  price: 6200,
  dropPrice: 4400,
  unitsTotal: 8,
  unitsLeft: 8,
  perOrderLimit: 4,
};

const HOUR = 3_600_000;

/** A drop around now: live by default, ending in 2 h 30 min. */
export function makeDrop(fields: Partial<DropView> = {}): DropView {
  const now = Date.now();
  return {
    id: DROP_ID,
    title: 'This week: the curl edit',
    audience: 'public',
    startsAt: new Date(now - 24 * HOUR).toISOString(),
    endsAt: new Date(now + 2.5 * HOUR).toISOString(),
    status: 'live',
    items: [{ ...DROP_CURLS }, { ...DROP_SERUM }],
    itemsVisible: true,
    ...fields,
  };
}

export const NEXT_DROP = {
  title: 'Next week: braids',
  startsAt: new Date(Date.now() + 6 * 24 * HOUR).toISOString(),
};

/** What GET /api/weekly-drop answers for the public drop; tests replace it. */
export const dropState: {
  publicAnswer: () => WeeklyDropAnswer;
  holdMinutes: number;
  holdRequests: HoldRequest[];
  /** Each PATCH of a hold: its id and body (the quantity and the cart that asks). */
  patchRequests: ({ id: string } & HoldChange)[];
  /** Each DELETE of a hold: its id and body (the cart that asks). */
  deletedHolds: ({ id: string } & HoldRelease)[];
  listMember: boolean;
} = {
  publicAnswer: () => ({ now: new Date().toISOString(), drop: makeDrop(), next: NEXT_DROP }),
  holdMinutes: 10,
  holdRequests: [],
  patchRequests: [],
  deletedHolds: [],
  listMember: false,
};

export function resetDropState(): void {
  dropState.publicAnswer = () => ({
    now: new Date().toISOString(),
    drop: makeDrop(),
    next: NEXT_DROP,
  });
  dropState.holdMinutes = 10;
  dropState.holdRequests.length = 0;
  dropState.patchRequests.length = 0;
  dropState.deletedHolds.length = 0;
  dropState.listMember = false;
}

function isSalon(request: Request): boolean {
  return request.headers.get('X-Tress-Access') === `salon:${TEST_SALON.id}:${SALON_KEY}`;
}

function salonsAnswer(salon: boolean): WeeklyDropAnswer {
  const drop = makeDrop({
    id: SALONS_DROP_ID,
    title: 'This week for salons: closures',
    audience: 'salons',
    items: salon ? [{ ...SALONS_CLOSURE }] : [],
    itemsVisible: salon,
  });
  return {
    now: new Date().toISOString(),
    drop,
    next: null,
    ...(salon ? { listMember: dropState.listMember } : {}),
  };
}

function holdAnswer(id: string, itemId: number, quantity: number, unitsLeft: number): HoldAnswer {
  return {
    hold: {
      id,
      itemId,
      quantity,
      expiresAt: new Date(Date.now() + dropState.holdMinutes * 60_000).toISOString(),
    },
    unitsLeft,
    now: new Date().toISOString(),
  };
}

function noSuchHold() {
  return HttpResponse.json(
    { code: ERROR_CODE.NOT_FOUND, message: 'There is no such hold.' },
    { status: 404 },
  );
}

let holdCount = 0;
function holdId(): string {
  holdCount += 1;
  return `0b7f3c1e-9a55-4a43-8d0c-${String(holdCount).padStart(12, '0')}`;
}

export const dropHandlers = [
  http.get('*/api/weekly-drop', ({ request }) => {
    const audience = new URL(request.url).searchParams.get('audience') as DropAudience | null;
    return HttpResponse.json(
      audience === 'salons' ? salonsAnswer(isSalon(request)) : dropState.publicAnswer(),
    );
  }),
  http.post('*/api/weekly-drop/holds', async ({ request }) => {
    const body = (await request.json()) as HoldRequest;
    dropState.holdRequests.push(body);
    const answer = dropState.publicAnswer();
    const item = [...(answer.drop?.items ?? []), SALONS_CLOSURE].find((i) => i.id === body.itemId);
    if (!item)
      return HttpResponse.json(
        { code: ERROR_CODE.NOT_FOUND, message: 'No such item' },
        { status: 404 },
      );
    if (item.unitsLeft < body.quantity) {
      return HttpResponse.json(
        {
          code: ERROR_CODE.SOLD_OUT,
          message: 'Sold out.',
          available: item.unitsLeft,
        },
        { status: 409 },
      );
    }
    return HttpResponse.json(
      holdAnswer(holdId(), item.id, body.quantity, item.unitsLeft - body.quantity),
      { status: 201 },
    );
  }),
  // A hold answers only to a cart (issue 28): without the cart's id, there is no such hold.
  http.patch('*/api/weekly-drop/holds/:id', async ({ params, request }) => {
    const change = (await request.json()) as HoldChange;
    const id = String(params.id);
    dropState.patchRequests.push({ id, ...change });
    if (!change.cartId) return noSuchHold();
    return HttpResponse.json(holdAnswer(id, DROP_CURLS.id, change.quantity, 12 - change.quantity));
  }),
  http.delete('*/api/weekly-drop/holds/:id', async ({ params, request }) => {
    const text = await request.text();
    const release = (text ? JSON.parse(text) : {}) as HoldRelease;
    dropState.deletedHolds.push({ id: String(params.id), ...release });
    if (!release.cartId) return noSuchHold();
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('*/api/weekly-drop-hairdressers', ({ request }) => {
    if (!isSalon(request)) {
      return HttpResponse.json(
        { code: ERROR_CODE.SALONS_ONLY, message: 'For partner salons.' },
        { status: 403 },
      );
    }
    dropState.listMember = true;
    return HttpResponse.json({ member: true }, { status: 201 });
  }),
  http.delete('*/api/weekly-drop-hairdressers', () => {
    dropState.listMember = false;
    return new HttpResponse(null, { status: 204 });
  }),
];
