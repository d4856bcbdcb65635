import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder, putOrder } from '../../support/msw-checkout-handlers';
import { renderApp } from '../render-app';

// Issue 17: once shipped, the shopper's order page shows the carrier, the tracking number and
// the link to the carrier's tracking page.
describe('a shipped order’s page', () => {
  it('shows the carrier, the tracking number and the tracking link', async () => {
    const order = putOrder(
      makeOrder({
        status: 'shipped',
        expiresAt: null,
        shipment: {
          carrier: 'PostNL',
          trackingNumber: '3SABC1234567',
          trackingUrl: 'https://postnl.nl/tracktrace/?B=3SABC1234567',
        },
      }),
    );
    renderApp(`/success?order=${order.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order is on its way' }),
    ).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'On its way' });
    expect(panel).toHaveTextContent('Your order has left us and travels with PostNL.');
    expect(panel).toHaveTextContent('Tracking number3SABC1234567');
    const link = screen.getByRole('link', { name: /Track your parcel with PostNL/ });
    expect(link).toHaveAttribute('href', 'https://postnl.nl/tracktrace/?B=3SABC1234567');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noreferrer'));
    // The steps of a new order are behind it now.
    expect(screen.queryByRole('heading', { name: 'What happens next' })).not.toBeInTheDocument();
  });

  it('with "Other", shows the number without a link', async () => {
    const order = putOrder(
      makeOrder({
        status: 'shipped',
        expiresAt: null,
        shipment: { carrier: 'Other', trackingNumber: 'AB-123', trackingUrl: null },
      }),
    );
    renderApp(`/success?order=${order.id}`);
    const panel = await screen.findByRole('region', { name: 'On its way' });
    expect(panel).toHaveTextContent('AB-123');
    expect(screen.queryByRole('link', { name: /Track your parcel/ })).not.toBeInTheDocument();
  });

  it('shipped without tracking says it left us, and a delivered order says so', async () => {
    const shipped = putOrder(makeOrder({ status: 'shipped', expiresAt: null, shipment: null }));
    const { unmount } = renderApp(`/success?order=${shipped.id}`);
    const panel = await screen.findByRole('region', { name: 'On its way' });
    expect(panel).toHaveTextContent('Your order has left us.');
    expect(screen.queryByText('Tracking number')).not.toBeInTheDocument();
    unmount();

    const delivered = putOrder(makeOrder({ status: 'delivered', expiresAt: null }));
    renderApp(`/success?order=${delivered.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order was delivered' }),
    ).toBeInTheDocument();
  });
});
