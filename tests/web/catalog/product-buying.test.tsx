import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, publicSettings } from '@/domain/settings';
import type { Product } from '@/domain/products';
import { BUNDLE } from '../../support/msw-catalog-handlers';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';
import { storeBusinessSession } from './shopper-sessions';

// Issue 17: what a shopper needs to decide on the product page — every variant's price before
// choosing, the delivery promise and returns from the settings, a care and length guide for hair,
// shade swatches — and one confirmation when adding.

async function renderProduct(id: number) {
  renderApp(`/product/${id}`);
  await screen.findByRole('heading', { level: 1 });
  return userEvent.setup();
}

const lengths = () => within(screen.getByRole('group', { name: /Length/ }));
const priceTag = () => within(screen.getByRole('group', { name: 'Price' }));
const promise = () => within(screen.getByRole('region', { name: 'Delivery and returns' }));
/** What the delivery promise says a method costs: its row of the fees' list. */
const feeOf = async (method: string) =>
  (await promise().findByText(method, { selector: 'dt' })).nextElementSibling?.textContent;

/** A ponytail sold in shades, each with its swatch but one: the API's answer for /product/77. */
const SHADED: Product = {
  ...BUNDLE,
  id: 77,
  slug: 'claw-clip-ponytail',
  name: 'Claw Clip Ponytail',
  category: 'ponytails',
  price: 5900,
  business_price: null,
  variant_detail: [
    { name: '1B Natural black', price: 5900, business_price: null, stock: 24, colour: '#1c1a19' },
    { name: '613 Platinum blonde', price: 5900, business_price: null, stock: 0, colour: '#e8d3a2' },
    { name: 'Ombre 1B/30', price: 5900, business_price: null, stock: 4, colour: '#8a4b2a' },
    { name: 'Custom blend', price: 5900, business_price: null, stock: 2, colour: null },
  ],
  stock: 30,
};

function answerShaded() {
  server.use(
    http.get('*/api/products/:id', ({ params }) =>
      params.id === '77' ? HttpResponse.json(SHADED) : undefined,
    ),
  );
}

describe('every variant’s price before choosing', () => {
  it('shows a client each length with its price and stock, the radio named by the length', async () => {
    await renderProduct(BUNDLE.id);
    const twelve = lengths().getByRole('radio', { name: '12 inch' });
    expect(twelve).not.toBeChecked();
    expect(twelve).toHaveAccessibleDescription('€59.00');
    expect(lengths().getByRole('radio', { name: '14 inch' })).toHaveAccessibleDescription(
      '€69.00 Only 3 left',
    );
    expect(lengths().getByRole('radio', { name: '26 inch sold out' })).toBeDisabled();
    expect(lengths().getByText('€59.00')).toBeVisible();
    expect(lengths().getByText('€69.00')).toBeVisible();
    // The price above still says "from" the lowest until a length is chosen.
    expect(priceTag().getByText('From')).toBeInTheDocument();
  });

  it('shows a business shopper the business price of each length', async () => {
    storeBusinessSession();
    await renderProduct(BUNDLE.id);
    await waitFor(() =>
      expect(lengths().getByRole('radio', { name: '12 inch' })).toHaveAccessibleDescription(
        '€38.30',
      ),
    );
    expect(lengths().getByRole('radio', { name: '14 inch' })).toHaveAccessibleDescription(
      '€44.80 Only 3 left',
    );
    expect(lengths().queryByText('€59.00')).not.toBeInTheDocument();
  });

  it('says a price once when every variant costs the same', async () => {
    answerShaded();
    await renderProduct(77);
    const shades = within(screen.getByRole('group', { name: /Colour/ }));
    expect(shades.queryByText('€59.00')).not.toBeInTheDocument();
    expect(priceTag().getByText('€59.00')).toBeInTheDocument();
  });
});

describe('shade swatches', () => {
  it('shows a shade with a colour as a swatch named by the shade, and one without by its name', async () => {
    answerShaded();
    const user = await renderProduct(77);
    const shades = within(screen.getByRole('group', { name: /Colour/ }));
    const black = shades.getByRole('radio', { name: '1B Natural black' });
    const blackSwatch = shades.getByTitle('1B Natural black');
    expect(blackSwatch.querySelector('[aria-hidden="true"]')).toHaveStyle({
      background: '#1c1a19',
    });
    // Only the sr-only name is text: the swatch is the colour, not the word.
    expect(within(blackSwatch).getByText('1B Natural black')).toHaveClass('sr-only');
    expect(shades.getByRole('radio', { name: '613 Platinum blonde sold out' })).toBeDisabled();
    expect(shades.getByRole('radio', { name: 'Ombre 1B/30' })).toHaveAccessibleDescription(
      'Only 4 left',
    );
    // A shade without a colour is a named pill, as before swatches.
    expect(shades.getByText('Custom blend')).not.toHaveClass('sr-only');

    await user.click(blackSwatch);
    expect(black).toBeChecked();
    expect(screen.getByRole('group', { name: 'Colour 1B Natural black' })).toBeInTheDocument();
  });

  it('writes each shade’s colour code under its swatch when every shade has one', async () => {
    const coded = {
      ...SHADED,
      id: 78,
      variant_detail: SHADED.variant_detail.filter((variant) => variant.colour),
    };
    server.use(
      http.get('*/api/products/:id', ({ params }) =>
        params.id === '78' ? HttpResponse.json(coded) : undefined,
      ),
    );
    await renderProduct(78);
    const shades = within(screen.getByRole('group', { name: /Colour/ }));
    for (const [name, code] of [
      ['1B Natural black', '1B'],
      ['613 Platinum blonde', '613'],
      ['Ombre 1B/30', '1B/30'],
    ] as const) {
      const caption = within(shades.getByTitle(new RegExp(`^${name}`))).getByText(code);
      expect(caption).toHaveAttribute('aria-hidden', 'true');
    }
    // The code never changes a shade's name.
    expect(shades.getByRole('radio', { name: '1B Natural black' })).toBeEnabled();
  });
});

describe('delivery and returns', () => {
  it('promises dispatch, each method’s fee and the free-delivery amount from the settings', async () => {
    await renderProduct(BUNDLE.id);
    expect(promise().getByText('Ships within 1 working day')).toBeInTheDocument();
    expect(await feeOf('Home delivery')).toBe('€6.95');
    expect(await feeOf('Parcel locker')).toBe('€3.95');
    expect(await feeOf('Salon pickup')).toBe('Free');
    expect(promise().getByText(/Free home and locker delivery from/)).toHaveTextContent(
      'Free home and locker delivery from €75.00',
    );
    expect(promise().getByRole('link', { name: 'Shipping' })).toHaveAttribute('href', '/shipping');
  });

  it('follows the settings an admin changed, and the business threshold for business prices', async () => {
    server.use(
      http.get('*/api/settings', () =>
        HttpResponse.json(
          publicSettings({
            ...DEFAULT_SETTINGS,
            deliveryFees: { home: 495, locker: 0, salon: 0 },
            freeDeliveryThresholds: { client: 5000, business: 20000 },
          }),
        ),
      ),
    );
    storeBusinessSession();
    await renderProduct(BUNDLE.id);
    expect(await feeOf('Home delivery')).toBe('€4.95');
    expect(await feeOf('Parcel locker')).toBe('Free');
    expect(promise().getByText(/Free home and locker delivery from/)).toHaveTextContent(
      'from €200.00',
    );
  });

  it('still promises dispatch and points to the shipping page when the settings fail', async () => {
    server.use(
      http.get('*/api/settings', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'Down' }, { status: 500 }),
      ),
    );
    await renderProduct(BUNDLE.id);
    expect(promise().getByText('Ships within 1 working day')).toBeInTheDocument();
    // The query retries once after a second before it gives up.
    const shipping = await promise().findByRole('link', { name: 'shipping page' });
    expect(shipping).toHaveAttribute('href', '/shipping');
  });

  it('says how returns work for sealed hair and for tools, linking to the returns policy', async () => {
    await renderProduct(BUNDLE.id);
    expect(
      promise()
        .getByText(/Returns:/)
        .closest('p'),
    ).toHaveTextContent('Returns: 14 days for unopened products · Returns policy');
    expect(promise().getByRole('link', { name: 'Returns policy' })).toHaveAttribute(
      'href',
      '/returns',
    );
  });

  it('lets tools be returned unopened or not', async () => {
    await renderProduct(4); // Dual Edge Brush, salon essentials / tools
    expect(
      promise()
        .getByText(/Returns:/)
        .closest('p'),
    ).toHaveTextContent('Returns: 14 days to change your mind');
  });
});

describe('care and length guides', () => {
  const guide = () => within(screen.getByRole('region', { name: 'Care and length guide' }));

  it('opens a human-hair guide with how many bundles a full head needs', async () => {
    const user = await renderProduct(BUNDLE.id);
    const length = guide().getByText('Lengths and how much you need');
    const details = length.closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(length);
    expect(details).toHaveAttribute('open');
    expect(guide().getByText(/2–3 bundles up to 18 inch, 3–4 bundles above 18 inch/)).toBeVisible();
    expect(guide().getByText('With a closure or frontal')).toBeVisible();
    expect(guide().getByText('Caring for human hair')).toBeInTheDocument();
    expect(guide().getByText(/sulfate-free shampoo/)).toBeInTheDocument();
  });

  it('gives synthetic braiding hair its own care and pack count', async () => {
    await renderProduct(22); // Braiding hair Synthetic 1
    expect(guide().getByText('Caring for synthetic hair')).toBeInTheDocument();
    expect(guide().getByText('Packs for a full head of braids')).toBeInTheDocument();
    expect(guide().queryByText('Bundles for a full head')).not.toBeInTheDocument();
  });

  it('shows no hair guide for salon essentials', async () => {
    await renderProduct(4);
    expect(screen.queryByRole('region', { name: 'Care and length guide' })).not.toBeInTheDocument();
  });
});

describe('adding to the cart', () => {
  it('confirms once at 390 px: the mini cart, no toast as well', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      const user = await renderProduct(BUNDLE.id);
      await user.click(lengths().getByRole('radio', { name: '12 inch' }));
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));

      const panel = await screen.findByRole('region', { name: 'Added to your cart' });
      expect(within(panel).getByText('12 inch · Quantity 1')).toBeInTheDocument();
      // A toast would say it a second time (and, on a phone, over the Add to cart button).
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getAllByText('Added to your cart')).toHaveLength(1);
      expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
      // Screen readers hear it once, from the polite live line.
      expect(
        screen.getByText('Added to your cart: Brazilian Straight Bundle · 12 inch × 1'),
      ).toHaveAttribute('aria-live', 'polite');
    } finally {
      window.innerWidth = width;
    }
  });
});
