import { http, HttpResponse } from 'msw';
import type { ProductSuggestion, SearchSuggestions } from '@/domain/search';
import { server } from '../../../support/msw-server';

// GET /api/search/suggestions as the header's tests need it: a few products and categories for
// any query (business prices only for a request with access, as the server answers), and a
// record of what was asked, with which headers, and whether the request was called off.

export const FRONTAL: ProductSuggestion = {
  id: 13,
  slug: 'hd-lace-frontal-13x4-straight',
  name: 'HD Lace Frontal 13x4 — Straight',
  family: 'human-hair',
  category: 'frontals',
  image: '/images/products/hd-lace-frontal-13x4-straight.svg',
  price: 9900,
  business_price: 7900,
};

export const FRONTAL_WIG: ProductSuggestion = {
  id: 17,
  slug: 'lace-frontal-wig-13x4-straight',
  name: 'Lace Frontal Wig 13x4 — Straight',
  family: 'human-hair',
  category: 'wigs',
  image: null,
  price: 24900,
  business_price: 19900,
};

export interface SuggestionRequest {
  q: string;
  access: string | null;
  language: string | null;
  aborted: () => boolean;
}

export function suggestionsFor(q: string, business: boolean): SearchSuggestions {
  const products = [FRONTAL, FRONTAL_WIG].map((product) => ({
    ...product,
    business_price: business ? product.business_price : null,
  }));
  return {
    query: q,
    products,
    categories: [
      { family: 'human-hair', category: 'frontals' },
      { family: 'human-hair', category: 'wigs' },
    ],
  };
}

/**
 * Answers the suggestions (after `hold(q)` resolves, when given) and records every request.
 * `found: false` answers nothing found.
 */
export function answerSuggestions(
  options: { hold?: (q: string) => Promise<void> | undefined; found?: boolean } = {},
) {
  const requests: SuggestionRequest[] = [];
  server.use(
    http.get('*/api/search/suggestions', async ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      let aborted = false;
      request.signal.addEventListener('abort', () => {
        aborted = true;
      });
      const access = request.headers.get('X-Tress-Access');
      requests.push({
        q,
        access,
        language: request.headers.get('X-Tress-Language'),
        aborted: () => aborted || request.signal.aborted,
      });
      await options.hold?.(q);
      if (options.found === false)
        return HttpResponse.json({ query: q, products: [], categories: [] });
      return HttpResponse.json(suggestionsFor(q, access !== null));
    }),
  );
  return { requests, queries: () => requests.map((request) => request.q) };
}
