import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OffersAnswer } from '@/domain/offers';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';

const ANSWER: OffersAnswer = {
  items: [
    {
      id: 1,
      title: 'Welcome: 10 % off your first order',
      description: 'Take 10 % off any order of €50 or more.',
      kind: 'percent',
      value: 10,
      target: { type: 'order' },
      targetName: 'Your whole order',
      targetSlug: null,
      audience: 'client',
      minSubtotal: 5000,
      startsAt: '2025-01-01T00:00:00Z',
      endsAt: '2099-03-31T00:00:00Z',
      code: 'WELCOME10',
    },
    {
      id: 2,
      title: 'Synthetic hair week: 15 % off',
      description: '',
      kind: 'percent',
      value: 15,
      target: { type: 'family', family: 'synthetic-hair' },
      targetName: 'synthetic-hair',
      targetSlug: null,
      audience: 'all',
      minSubtotal: 0,
      startsAt: '2025-01-01T00:00:00Z',
      endsAt: '2099-04-12T00:00:00Z',
      code: null,
    },
  ],
};

describe('/offers', () => {
  it('shows each running offer as a card with its end date, a shop link and a copy button for codes', async () => {
    server.use(http.get('*/api/offers', () => HttpResponse.json(ANSWER)));
    renderApp('/offers');
    const cards = await screen.findAllByTestId('offer-card');
    expect(cards).toHaveLength(2);
    const [welcome, family] = cards as [HTMLElement, HTMLElement];
    expect(welcome).toHaveTextContent('−10 %');
    expect(welcome).toHaveTextContent('Ends 31 March 2099');
    expect(welcome).toHaveTextContent('From €50.00');
    expect(within(welcome).getByText('WELCOME10')).toBeInTheDocument();
    expect(within(welcome).getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(within(welcome).getByRole('link', { name: 'Shop these' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(within(family).queryByRole('button', { name: 'Copy code' })).toBeNull();
    expect(within(family).getByRole('link', { name: 'Shop these' })).toHaveAttribute(
      'href',
      '/synthetic-hair',
    );
  });

  it('refuses an answer it cannot read and says the offers could not be loaded', async () => {
    // An offer without its kind and with a text id: read by the checked reader, not cast.
    const [first] = ANSWER.items;
    server.use(
      http.get('*/api/offers', () =>
        HttpResponse.json({ items: [{ ...first, id: '1', kind: undefined }] }),
      ),
    );
    renderApp('/offers');
    expect(await screen.findByRole('alert')).toHaveTextContent('The offers could not be loaded');
    expect(screen.queryByTestId('offer-card')).toBeNull();
  });
});
