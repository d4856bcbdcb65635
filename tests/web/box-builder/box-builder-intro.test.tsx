import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BOX_PRODUCTS } from '../../support/msw-box-builder-handlers';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';

// product.md §11 and issue 12: /box-builder-intro shows the box sizes an admin set (GET
// /api/box-builder), not the defaults a new shop starts with.
describe('/box-builder-intro', () => {
  it('shows the sizes and savings as an admin edited them, and prices the example with them', async () => {
    server.use(
      http.get('*/api/box-builder', () =>
        HttpResponse.json({
          sizes: [
            { id: 'small', items: 4, percentOff: 12 },
            { id: 'medium', items: 6, percentOff: 25 },
            { id: 'large', items: 10, percentOff: 30 },
          ],
          products: BOX_PRODUCTS,
        }),
      ),
    );
    renderApp('/box-builder-intro');
    expect(await screen.findByText('6 items · save 25 %')).toBeVisible();
    expect(screen.getByText('4 items · save 12 %')).toBeVisible();
    expect(screen.getByText('10 items · save 30 %')).toBeVisible();
    expect(screen.queryByText('5 items · save 15 %')).not.toBeInTheDocument();
    // The example's €54.75 at −25 %: €13.69 off (half away from zero), €41.06 as a box.
    const example = screen.getByRole('region', { name: 'An example: a medium box' });
    expect(within(example).getByText(/Together/)).toHaveTextContent(
      'Together €54.75; as a box €41.06 — you save €13.69.',
    );
  });

  it('says so when the sizes cannot be loaded, without showing numbers that may be wrong', async () => {
    server.use(
      http.get('*/api/box-builder', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 }),
      ),
    );
    renderApp('/box-builder-intro');
    expect(await screen.findByRole('alert')).toHaveTextContent('The box sizes could not be loaded');
    expect(screen.queryByText(/items · save/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your box' })).toHaveAttribute(
      'href',
      '/box-builder',
    );
  });
});
