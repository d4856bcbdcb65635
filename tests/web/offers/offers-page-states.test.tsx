import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OffersAnswer } from '@/domain/offers';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';

// Issue 12: /offers' states besides the cards — no running offers, and a server that fails.
describe('/offers states', () => {
  it('says there are no offers right now when none are running', async () => {
    const empty: OffersAnswer = { items: [] };
    server.use(http.get('*/api/offers', () => HttpResponse.json(empty)));
    renderApp('/offers');
    expect(await screen.findByText('No offers right now. Come back soon.')).toBeInTheDocument();
    expect(screen.queryByTestId('offer-card')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the offers could not be loaded when the API answers 500', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/offers', () => {
        calls += 1;
        return HttpResponse.json(
          { code: 'INTERNAL', message: 'Something went wrong on our side.' },
          { status: 500 },
        );
      }),
    );
    renderApp('/offers');
    // The query client retries once (with back-off) before the page shows the error.
    expect(await screen.findByRole('alert')).toHaveTextContent('The offers could not be loaded');
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(screen.queryByTestId('offer-card')).toBeNull();
    expect(screen.queryByText('No offers right now. Come back soon.')).toBeNull();
  });
});
