import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropLineId, type Cart, type NewCartItem } from '@/domain/cart';
import {
  asClientSees,
  BUNDLE,
  cartProductsHandler,
  FF_KEY,
  FF_SALON_ID,
  OIL,
  SALON_KEY,
  TEST_SALON,
} from '../../support/msw-cart-handlers';
import { server } from '../../support/msw-server';
import { cartWith, storeCart, storeSession } from './cart-fixtures';
import { renderShop } from './render-shop';

const ID = '5d9a1c2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const SALON_ACCESS = `salon:${TEST_SALON.id}:${SALON_KEY}`;
const NOTE = 'Oil on damp ends,\ntwice a week.';

const DROP_LINE: NewCartItem = {
  product: {
    id: dropLineId(7),
    name: 'Kinky Curly Drop Bundle',
    image: null,
    price: 5900,
    business_price: null,
    variant_detail: [],
  },
  selectedVariant: '14 inch',
  quantity: 1,
  type: 'drop',
  hold: {
    id: 'hold-1',
    itemId: 7,
    dropId: 'drop-1',
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    audience: 'salons',
  },
};

const BOX_LINE: NewCartItem = {
  product: {
    id: 'box:0b6f6a3e-2c1d-4e5f-8a9b-0c1d2e3f4a5b',
    name: 'Medium box',
    image: null,
    price: 6000,
    business_price: null,
    variant_detail: [{ name: 'medium', price: 5100, business_price: null }],
  },
  selectedVariant: 'medium',
  quantity: 1,
  type: 'box',
  components: [{ productId: OIL.id, name: OIL.name, selectedVariant: null, quantity: 3 }],
};

function salonCart(extra: NewCartItem[] = []): Cart {
  return cartWith(
    [
      { product: BUNDLE, selectedVariant: '14 inch', quantity: 2 },
      { product: OIL, quantity: 1 },
      ...extra,
    ],
    'salon',
  );
}

function startSalonSession() {
  storeSession({
    salonId: TEST_SALON.id,
    accessType: 'salon',
    validatedAt: Date.now(),
    key: SALON_KEY,
  });
}

/** POST /api/recommendations, recording what was sent; answers 201 unless told otherwise. */
function answerShare(
  answer: () => Response = () =>
    HttpResponse.json({ id: ID, url: `/recommendation/${ID}` }, { status: 201 }),
) {
  const sent: { body: unknown; access: string | null }[] = [];
  server.use(
    http.post('*/api/recommendations', async ({ request }) => {
      sent.push({ body: await request.json(), access: request.headers.get('X-Tress-Access') });
      return answer();
    }),
  );
  return sent;
}

/** The button, once the dialog's code has loaded (until then a disabled stand-in shows). */
async function shareButton() {
  const button = () => screen.getByRole('button', { name: 'Share as recommendation' });
  await waitFor(() => expect(button()).toBeEnabled());
  return button();
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderShop('/cart');
  // The salon's details have arrived once its address is the preselected pickup point.
  expect(await screen.findByText(TEST_SALON.address)).toBeInTheDocument();
  await user.click(await shareButton());
  return screen.findByRole('dialog', { name: 'Share as recommendation' });
}

const link = () => `${window.location.origin}/recommendation/${ID}`;

beforeEach(() => {
  server.use(cartProductsHandler);
});

afterEach(() => {
  // jsdom has no Web Share API; tests that give it one take it away again.
  delete (navigator as { share?: unknown }).share;
});

describe('sharing the cart as a recommendation', () => {
  it('is offered only in a salon session: not to clients, nor to friends and family', async () => {
    storeCart(cartWith([{ product: asClientSees(OIL), quantity: 1 }]));
    const client = renderShop('/cart');
    await screen.findByRole('region', { name: 'Products in your cart' });
    expect(screen.queryByRole('button', { name: 'Share as recommendation' })).toBeNull();
    client.unmount();

    storeSession({
      salonId: FF_SALON_ID,
      accessType: 'friends-family',
      validatedAt: Date.now(),
      key: FF_KEY,
    });
    const family = renderShop('/cart');
    await screen.findByRole('region', { name: 'Products in your cart' });
    expect(screen.queryByRole('button', { name: 'Share as recommendation' })).toBeNull();
    family.unmount();

    startSalonSession();
    renderShop('/cart');
    expect(await shareButton()).toBeVisible();
  });

  it('sends the note and the product lines only, says drop and box lines are left out, and shows the link', async () => {
    const user = userEvent.setup();
    const sent = answerShare();
    startSalonSession();
    storeCart(salonCart([DROP_LINE, BOX_LINE]));
    const dialog = await openDialog(user);

    expect(within(dialog).getByText('2 products in the link')).toBeInTheDocument();
    expect(within(dialog).getByText('Body Wave Bundle, 14 inch')).toBeInTheDocument();
    expect(within(dialog).getByText('Argan Finishing Oil')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Drop items and boxes can’t be recommended, so the link leaves out Kinky Curly Drop Bundle, 14 inch; Medium box, medium.',
    );

    const note = within(dialog).getByRole('textbox', { name: 'Note for your client' });
    await user.type(note, NOTE);
    expect(within(dialog).getByText(`${NOTE.length} / 500 characters`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const field = await within(dialog).findByRole('textbox', { name: 'Link for your client' });
    expect(field).toHaveValue(link());
    expect(within(dialog).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      `/recommendation/${ID}`,
    );
    expect(sent).toEqual([
      {
        access: SALON_ACCESS,
        body: {
          note: NOTE,
          items: [
            { productId: BUNDLE.id, variant: '14 inch', quantity: 2 },
            { productId: OIL.id, variant: null, quantity: 1 },
          ],
        },
      },
    ]);
  });

  it('“Copy link” writes the link to the clipboard and says so', async () => {
    const user = userEvent.setup();
    answerShare();
    startSalonSession();
    storeCart(salonCart());
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Copied\./)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link());
  });

  it('“Share” hands the link and the note to the Web Share API where there is one; closing the sheet is no error', async () => {
    const user = userEvent.setup();
    const share = vi
      .fn<(data: ShareData) => Promise<void>>()
      .mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'))
      .mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    answerShare();
    startSalonSession();
    storeCart(salonCart());
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for your client' }), NOTE);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: `Recommended by ${TEST_SALON.salon_name}`,
      text: NOTE,
      url: link(),
    });
    // The shopper closed the share sheet: nothing to say.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('The link could not be shared')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledTimes(2);
  });

  it('has no “Share” button where the browser has no Web Share API', async () => {
    const user = userEvent.setup();
    answerShare();
    startSalonSession();
    storeCart(salonCart());
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('a 403 says only a salon shopping through its salon link can share', async () => {
    const user = userEvent.setup();
    answerShare(() =>
      HttpResponse.json(
        {
          code: 'FORBIDDEN',
          message:
            'Only a partner salon shopping through its salon link shares recommendations and sees them.',
        },
        { status: 403 },
      ),
    );
    startSalonSession();
    storeCart(salonCart());
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only a salon shopping through its salon link can share.',
    );
  });

  it('a 429 shows the server’s message', async () => {
    const user = userEvent.setup();
    const message = 'A salon shares at most 20 recommendations an hour; try again later.';
    const sent = answerShare(() =>
      HttpResponse.json(
        { code: 'RATE_LIMITED', message },
        { status: 429, headers: { 'Retry-After': '600' } },
      ),
    );
    startSalonSession();
    storeCart(salonCart());
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    // A refusal is not sent again behind the salon's back.
    expect(sent).toHaveLength(1);
  });

  it('a 400 puts the issue with the note beside the note', async () => {
    const user = userEvent.setup();
    answerShare(() =>
      HttpResponse.json(
        {
          code: 'VALIDATION_FAILED',
          message: 'The request is not valid.',
          issues: [{ path: ['note'], message: 'Must not contain the control character U+0000' }],
        },
        { status: 400 },
      ),
    );
    startSalonSession();
    storeCart(salonCart());
    const dialog = await openDialog(user);
    const note = within(dialog).getByRole('textbox', { name: 'Note for your client' });
    await user.type(note, 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining('Must not contain the control character U+0000'),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('a note over 500 characters is refused before anything is sent, the counter showing how far over', async () => {
    const user = userEvent.setup();
    const sent = answerShare();
    startSalonSession();
    storeCart(salonCart());
    const dialog = await openDialog(user);
    const note = within(dialog).getByRole('textbox', { name: 'Note for your client' });
    await user.click(note);
    await user.paste('x'.repeat(501));
    expect(within(dialog).getByText('501 / 500 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('Use at most 500 characters')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('with only drop and box lines there is nothing to share', async () => {
    const user = userEvent.setup();
    startSalonSession();
    storeCart(cartWith([DROP_LINE, BOX_LINE], 'salon'));
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Nothing to share yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create link' })).toBeDisabled();
  });
});
