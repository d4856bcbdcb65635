import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PublicOffer } from '@/domain/offers';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';

// product.md §9 and issue 12: a product card and a product page show the automatic offer the
// engine would apply (old price struck through, a "−15 %" badge); codes and whole-order offers
// never show there, and an offer for another audience does not either.
const offer = (overrides: Partial<PublicOffer>): PublicOffer => ({
  id: 1,
  title: 'Human hair 15 %',
  description: '',
  kind: 'percent',
  value: 15,
  target: { type: 'family', family: 'human-hair' },
  targetName: 'human-hair',
  targetSlug: null,
  audience: 'all',
  minSubtotal: 0,
  startsAt: '2025-01-01T00:00:00Z',
  endsAt: '2099-01-01T00:00:00Z',
  code: null,
  ...overrides,
});

/** The price for the choice so far, apart from each length's own price. */
const priceTag = () => within(screen.getByRole('group', { name: 'Price' }));

function runningOffers(items: PublicOffer[]) {
  server.use(http.get('*/api/offers', () => HttpResponse.json({ items })));
}

describe('automatic offers on product pages', () => {
  it('shows the offer price, the old price struck through and the "−15 %" badge', async () => {
    runningOffers([offer({})]);
    const user = userEvent.setup();
    renderApp('/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Brazilian Straight Bundle' });
    // "From €59.00" becomes €50.15 with 15 % off (half away from zero, per unit).
    expect(await screen.findByText('−15 %')).toBeInTheDocument();
    expect(priceTag().getByText('€50.15')).toBeInTheDocument();
    expect(priceTag().getByText('€59.00').tagName).toBe('S');
    // Each length says what it costs after the offer, as the price will once it is chosen.
    const fourteen = screen.getByRole('radio', { name: '14 inch' });
    expect(fourteen).toHaveAccessibleDescription('€58.65 Only 3 left');

    await user.click(fourteen);
    expect(priceTag().getByText('€58.65')).toBeInTheDocument();
    expect(priceTag().getByText('€69.00').tagName).toBe('S');
  });

  it('shows the best single offer, never two stacked', async () => {
    runningOffers([
      offer({}),
      offer({
        id: 2,
        title: 'Bundles 20 %',
        value: 20,
        target: { type: 'category', category: 'bundles' },
      }),
    ]);
    renderApp('/product/1');
    expect(await screen.findByText('−20 %')).toBeInTheDocument();
    expect(screen.queryByText('−15 %')).toBeNull();
    expect(priceTag().getByText('€47.20')).toBeInTheDocument();
  });

  it('shows no badge for a code, a whole-order offer or an offer for salons only', async () => {
    runningOffers([
      offer({ id: 3, code: 'HAIR15' }),
      offer({ id: 4, target: { type: 'order' } }),
      offer({ id: 5, audience: 'business' }),
    ]);
    renderApp('/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Brazilian Straight Bundle' });
    expect(await priceTag().findByText('€59.00')).toBeInTheDocument();
    expect(priceTag().getByText('€59.00').tagName).not.toBe('S');
    expect(screen.queryByText(/^−(\d+ %|€)/)).toBeNull();
  });

  it('shows the plain price when the offers answer cannot be read', async () => {
    server.use(http.get('*/api/offers', () => HttpResponse.json({ items: [{ id: 1 }] })));
    renderApp('/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Brazilian Straight Bundle' });
    expect(await priceTag().findByText('€59.00')).toBeInTheDocument();
    expect(priceTag().getByText('€59.00').tagName).not.toBe('S');
    expect(screen.queryByText(/^−(\d+ %|€)/)).toBeNull();
  });
});

describe('automatic offers on product cards', () => {
  it('a card shows an amount-off offer on its product: "−€5.00" and the old price struck through', async () => {
    runningOffers([
      offer({
        id: 6,
        title: '€5 off the serum',
        kind: 'amount',
        value: 500,
        target: { type: 'product', productId: 3 },
      }),
    ]);
    renderApp('/shop-category?family=salon-essentials&category=care');
    const link = await screen.findByRole('link', { name: 'Argan Shine Serum' });
    const card = link.closest('article') as HTMLElement;
    expect(await within(card).findByText('−€5.00')).toBeInTheDocument();
    expect(within(card).getByText('€9.95')).toBeInTheDocument();
    expect(within(card).getByText('€14.95').tagName).toBe('S');
  });
});
