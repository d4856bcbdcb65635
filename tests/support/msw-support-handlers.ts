import { http, HttpResponse } from 'msw';
import type { DemandAnswer } from '@/domain/demand';

// Default MSW answers for the support pages: the forms accept, the demand map has two cities.

export const DEMAND: DemandAnswer = {
  orderCountFloor: 3,
  cities: [
    {
      id: 'amsterdam',
      name: 'Amsterdam',
      country: 'NL',
      lat: 52.37,
      lng: 4.895,
      salons: 2,
      orders: 5,
      interest: 1,
    },
    {
      id: 'gent',
      name: 'Gent',
      country: 'BE',
      lat: 51.054,
      lng: 3.722,
      salons: 1,
      orders: null,
      interest: 4,
    },
  ],
};

export const supportHandlers = [
  http.post('*/api/suggestions', async ({ request }) => {
    const body = (await request.json()) as { email?: string };
    return HttpResponse.json(
      { received: true, confirmationMailed: Boolean(body.email) },
      { status: 201 },
    );
  }),
  http.post('*/api/contact', () =>
    HttpResponse.json({ received: true, confirmationMailed: true }, { status: 201 }),
  ),
  http.get('*/api/demand', () => HttpResponse.json(DEMAND)),
  http.get('*/api/admin/inbox-counts', () => HttpResponse.json({ suggestions: 0, messages: 0 })),
];
