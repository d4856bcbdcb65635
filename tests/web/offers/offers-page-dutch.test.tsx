// /nl/offers (issue 30): each offer's badge, target, minimum, end date and actions in Dutch, its
// money and date the Dutch way.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OffersAnswer } from '@/domain/offers';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';

const OFFER = {
  description: '',
  targetSlug: null,
  audience: 'all',
  minSubtotal: 0,
  startsAt: '2025-01-01T00:00:00Z',
  endsAt: null,
  code: null,
} as const;

const ANSWER: OffersAnswer = {
  items: [
    {
      ...OFFER,
      id: 1,
      title: 'Welkom: 10 % korting',
      kind: 'percent',
      value: 10,
      target: { type: 'order' },
      targetName: 'Je hele bestelling',
      minSubtotal: 5000,
      endsAt: '2099-03-31T00:00:00Z',
      code: 'WELCOME10',
    },
    {
      ...OFFER,
      id: 2,
      title: 'Synthetisch haar',
      kind: 'percent',
      value: 15,
      target: { type: 'family', family: 'synthetic-hair' },
      targetName: 'synthetic-hair',
    },
    {
      ...OFFER,
      id: 3,
      title: 'Pruiken',
      kind: 'amount',
      value: 500,
      target: { type: 'category', category: 'wigs' },
      targetName: 'wigs',
    },
  ],
};

describe('/nl/offers', () => {
  it('shows each offer in Dutch, with Dutch money, dates and links', async () => {
    server.use(http.get('*/api/offers', () => HttpResponse.json(ANSWER)));
    renderApp('/nl/offers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aanbiedingen' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Aanbiedingen · Tress'));
    const [welcome, family, wigs] = (await screen.findAllByTestId('offer-card')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(welcome).toHaveTextContent('−10%');
    expect(welcome).toHaveTextContent('Geldt voor: Je hele bestelling');
    expect(welcome).toHaveTextContent(/Vanaf €\s50,00/);
    expect(welcome).toHaveTextContent('Loopt tot 31 maart 2099');
    expect(within(welcome).getByRole('button', { name: 'Code kopiëren' })).toBeInTheDocument();
    expect(within(welcome).getByRole('link', { name: 'Bekijk de producten' })).toHaveAttribute(
      'href',
      '/nl/shop',
    );

    expect(family).toHaveTextContent('Geldt voor: Synthetisch haar');
    expect(family).toHaveTextContent('Geen einddatum');
    expect(within(family).getByRole('link', { name: 'Bekijk de producten' })).toHaveAttribute(
      'href',
      '/nl/synthetic-hair',
    );

    expect(within(wigs).getByText(/^−€\s5,00$/)).toBeInTheDocument();
    expect(wigs).toHaveTextContent('Geldt voor: Pruiken');
  });

  it('says in Dutch that there are no offers right now', async () => {
    server.use(http.get('*/api/offers', () => HttpResponse.json({ items: [] })));
    renderApp('/nl/offers');
    expect(
      await screen.findByText('Er zijn op dit moment geen aanbiedingen. Kom snel nog eens kijken.'),
    ).toBeInTheDocument();
  });
});
