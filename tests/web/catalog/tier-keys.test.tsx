import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { productKeys } from '@/web/features/products/api/product-keys';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';
import { recordProductRequests } from './product-requests';

describe('product queries and the pricing tier', () => {
  it('keys every product query by tier', () => {
    const filters = { sort: 'popular', page: 1 } as const;
    expect(productKeys.list(filters, 'client')).not.toEqual(productKeys.list(filters, 'business'));
    expect(productKeys.detail(7, 'client')).not.toEqual(productKeys.detail(7, 'business'));
    expect(productKeys.list(filters, 'client').slice(0, 2)).toEqual(productKeys.lists());
  });

  it('asks again, with access, when a shopper opens a friends-and-family link', async () => {
    server.use(
      http.post('*/api/access/validate', () =>
        HttpResponse.json({ valid: true, tier: 'business', salonId: null }),
      ),
    );
    const requests = recordProductRequests();
    const { router } = renderApp('/product/4');
    await screen.findByRole('heading', { level: 1, name: 'Dual Edge Brush' });
    expect(screen.getByText('€6.95')).toBeInTheDocument();
    expect(requests.accessHeaders.every((header) => header === null)).toBe(true);

    await router.navigate('/product/4?access=friends-family&key=secret');
    await waitFor(() => expect(requests.accessHeaders).toContain('ff:secret'));
    // The product's own price tag (related products below may carry the badge too).
    const price = await screen.findByText('€4.50');
    expect(price.closest('p')).toHaveTextContent('Business price');
  });
});
