import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@/domain/products';
import type { RecommendationView, RecommendedLine } from '@/domain/recommendations';
import { CART_STORAGE_KEY } from '@/domain/stored-cart';
import {
  asClientSees,
  BUNDLE,
  cartProductsHandler,
  OIL,
  SALON_KEY,
  TEST_SALON,
} from '../../../support/msw-cart-handlers';
import { server } from '../../../support/msw-server';
import { storeSession } from '../../cart/cart-fixtures';
import { renderApp } from '../../render-app';

const ID = '5d9a1c2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const OTHER_ID = '0b7d1c2e-3f40-4a5b-8c6d-000000000001';
const SALON_ACCESS = `salon:${TEST_SALON.id}:${SALON_KEY}`;
const NOTE = 'Use the oil on damp ends.\n\n  Twice a week <b>only</b>.';

const RETIRED: Product = { ...OIL, id: 303, name: 'Old Serum', active: false };

/** The recommendation as the server answers it, at the tier the request's access gives. */
function viewFor(business: boolean): RecommendationView {
  const seen = (product: Product) => (business ? product : asClientSees(product));
  const line = (fields: Omit<RecommendedLine, 'unitPrice'> & { unitPrice?: number | null }) => ({
    unitPrice: null,
    ...fields,
  });
  return {
    id: ID,
    salon: { name: 'Studio Noor', city: 'Utrecht' },
    note: NOTE,
    createdAt: '2026-03-02T10:00:00.000Z',
    items: [
      line({
        productId: BUNDLE.id,
        variant: '14 inch',
        quantity: 2,
        product: seen(BUNDLE),
        unitPrice: business ? 6200 : 8900,
        stock: 8,
        active: true,
      }),
      // Five recommended, three in stock: "add all" adds three.
      line({
        productId: BUNDLE.id,
        variant: '18 inch',
        quantity: 5,
        product: seen(BUNDLE),
        unitPrice: business ? 7600 : 10900,
        stock: 3,
        active: true,
      }),
      line({
        productId: OIL.id,
        variant: null,
        quantity: 1,
        product: seen({ ...OIL, stock: 0 }),
        unitPrice: business ? 1200 : 1895,
        stock: 0,
        active: true,
      }),
      line({
        productId: RETIRED.id,
        variant: null,
        quantity: 1,
        product: seen(RETIRED),
        unitPrice: 1500,
        stock: 4,
        active: false,
      }),
      line({ productId: 999, variant: null, quantity: 1, product: null, stock: 0, active: false }),
    ],
  };
}

function answerRecommendation() {
  const handler = vi.fn(({ request, params }: { request: Request; params: { id?: string } }) =>
    params.id === ID
      ? HttpResponse.json(viewFor(request.headers.get('X-Tress-Access') === SALON_ACCESS))
      : HttpResponse.json(
          { code: 'NOT_FOUND', message: 'There is no such recommendation.' },
          { status: 404 },
        ),
  );
  server.use(http.get('*/api/recommendations/:id', handler));
  return handler;
}

/** The cart as stored, with the fields the Cart type does not name. */
function stored(): {
  items: { productId: unknown; selectedVariant: unknown; quantity: number }[];
  recommendation?: unknown;
} {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{"items":[]}') as ReturnType<
    typeof stored
  >;
}

function card(name: RegExp | string) {
  const list = screen.getByRole('region', { name: 'Recommended products' });
  const heading = within(list).getByRole('heading', { name });
  return heading.closest('article')!;
}

async function openRecommendation(id = ID) {
  renderApp(`/recommendation/${id}`);
  return screen.findByRole('heading', { level: 1, name: 'Recommended by Studio Noor, Utrecht' });
}

beforeEach(() => {
  server.use(cartProductsHandler);
});

describe('/recommendation/{id}', () => {
  it('shows the salon, its note as plain text with its line breaks, and the products at the viewer’s prices', async () => {
    answerRecommendation();
    await openRecommendation();
    await waitFor(() => expect(document.title).toBe('Recommended by Studio Noor · Tress'));
    const note = screen.getByText((_, element) => element?.tagName === 'BLOCKQUOTE');
    expect(note.textContent).toBe(NOTE);
    // Never read as HTML: the tags are text.
    expect(note.querySelector('b')).toBeNull();
    expect(note).toHaveClass('whitespace-pre-wrap');

    const short = within(screen.getByRole('region', { name: 'Recommended products' })).getAllByRole(
      'article',
    )[0]!;
    expect(short).toHaveTextContent('Body Wave Bundle');
    expect(short).toHaveTextContent('14 inch · 2 recommended');
    expect(short).toHaveTextContent('€89.00');
    expect(short).toHaveTextContent('In stock');
    expect(card('Argan Finishing Oil')).toHaveTextContent('Sold out');
    expect(card('Old Serum')).toHaveTextContent('No longer available');
    expect(card('A product no longer in the shop')).toHaveTextContent('No longer available');
  });

  it('shows a salon’s own session its business prices (the tier is in the request and the key)', async () => {
    const handler = answerRecommendation();
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    await openRecommendation();
    const first = within(screen.getByRole('region', { name: 'Recommended products' })).getAllByRole(
      'article',
    )[0]!;
    expect(first).toHaveTextContent('€62.00');
    expect(first).toHaveTextContent('Business price');
    expect(handler.mock.calls[0]?.[0].request.headers.get('X-Tress-Access')).toBe(SALON_ACCESS);
  });

  it('“Add all to cart” adds only the active lines in stock, at most the stock, and says what it skipped and why', async () => {
    const user = userEvent.setup();
    answerRecommendation();
    await openRecommendation();
    await user.click(screen.getByRole('button', { name: 'Add all to cart' }));

    const added = await screen.findByText(/^Added 2 products to your cart\./);
    const summary = added.closest<HTMLElement>('[role="status"]')!;
    expect(summary).toHaveTextContent('Added 2 products to your cart.');
    expect(summary).toHaveTextContent(
      'Fewer than recommended: Body Wave Bundle, 18 inch — only 3 in stock.',
    );
    expect(summary).toHaveTextContent(
      'Skipped: Argan Finishing Oil — sold out; Old Serum — no longer available; A removed product — no longer available.',
    );
    expect(within(summary).getByRole('link', { name: 'Go to your cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    await waitFor(() =>
      expect(
        stored().items.map(({ productId, selectedVariant, quantity }) => ({
          productId,
          selectedVariant,
          quantity,
        })),
      ).toEqual([
        { productId: BUNDLE.id, selectedVariant: '14 inch', quantity: 2 },
        { productId: BUNDLE.id, selectedVariant: '18 inch', quantity: 3 },
      ]),
    );
  });

  it('each available product has its own “Add to cart”; sold-out and retired ones have none', async () => {
    const user = userEvent.setup();
    answerRecommendation();
    await openRecommendation();
    expect(
      within(card('Argan Finishing Oil')).queryByRole('button', { name: /Add to cart/ }),
    ).toBeNull();
    expect(within(card('Old Serum')).queryByRole('button', { name: /Add to cart/ })).toBeNull();
    const longer = within(
      screen.getByRole('region', { name: 'Recommended products' }),
    ).getAllByRole('article')[1]!;
    expect(longer).toHaveTextContent('Only 3 in stock, so 3 will be added.');

    await user.click(
      screen.getByRole('button', { name: 'Add to cart: Body Wave Bundle, 14 inch' }),
    );
    await waitFor(() =>
      expect(stored().items).toEqual([
        expect.objectContaining({ productId: BUNDLE.id, selectedVariant: '14 inch', quantity: 2 }),
      ]),
    );
  });

  it('records the recommendation in the cart once it has loaded; the newest opened one wins', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ items: [], recommendation: { id: OTHER_ID, openedAt: Date.now() - 1000 } }),
    );
    answerRecommendation();
    const before = Date.now();
    await openRecommendation();
    await waitFor(() =>
      expect(stored().recommendation).toEqual({ id: ID, openedAt: expect.any(Number) }),
    );
    expect((stored().recommendation as { openedAt: number }).openedAt).toBeGreaterThanOrEqual(
      before,
    );
  });

  it('a line added here carries the recommendation with it, in the same stored cart', async () => {
    const user = userEvent.setup();
    answerRecommendation();
    await openRecommendation();
    await waitFor(() => expect(stored().recommendation).toMatchObject({ id: ID }));
    // Another tab finishes an order: its cleared cart (no referral) reaches this tab.
    const cleared = JSON.stringify({ items: [] });
    localStorage.setItem(CART_STORAGE_KEY, cleared);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: cleared }));

    await user.click(
      screen.getByRole('button', { name: 'Add to cart: Body Wave Bundle, 14 inch' }),
    );
    // One write holds both: a page left right after the click keeps the referral.
    await waitFor(() => expect(stored().items).toHaveLength(1));
    expect(stored().recommendation).toMatchObject({ id: ID });
  });

  it('an unknown recommendation says it does not exist, leads to the shop and records nothing', async () => {
    const handler = answerRecommendation();
    const unknown = '5d9a1c2e-3f40-4a5b-8c6d-ffffffffffff';
    renderApp(`/recommendation/${unknown}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This recommendation doesn’t exist or has been removed',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    await waitFor(() => expect(document.title).toBe('Recommendation not found · Tress'));
    // A 404 is not asked again.
    expect(handler).toHaveBeenCalledTimes(1);
    expect(stored().recommendation).toBeUndefined();
  });

  it('a path that is no uuid is not found without asking the server', async () => {
    const handler = answerRecommendation();
    renderApp('/recommendation/not-a-uuid');
    // The app's not-found page (the route table checks the uuid) or the page's own: either way no request.
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /Page not found|This recommendation doesn’t exist/,
      }),
    ).toBeInTheDocument();
    expect(handler).not.toHaveBeenCalled();
  });

  it('shows a skeleton while loading, and a way to try again when the shop cannot be reached', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('*/api/recommendations/:id', () =>
        fail
          ? HttpResponse.json({ code: 'INTERNAL', message: 'Oops' }, { status: 503 })
          : HttpResponse.json(viewFor(false)),
      ),
    );
    renderApp(`/recommendation/${ID}`);
    await waitFor(() =>
      expect(document.querySelector('[aria-hidden="true"] .aspect-square')).not.toBeNull(),
    );
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('This recommendation could not be loaded');
    fail = false;
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recommended by Studio Noor, Utrecht' }),
    ).toBeInTheDocument();
  });
});
