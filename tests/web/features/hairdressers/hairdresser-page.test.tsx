import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SharedRecommendations } from '@/domain/partners';
import { server } from '../../../support/msw-server';
import { FF_KEY, FF_SALON_ID, SALON_KEY, TEST_SALON } from '../../../support/msw-cart-handlers';
import { storeSession } from '../../cart/cart-fixtures';
import { renderApp } from '../../render-app';

const SALON_ACCESS = `salon:${TEST_SALON.id}:${SALON_KEY}`;

function recommendation(n: number): SharedRecommendations['items'][number] {
  const id = `0b7d1c2e-3f40-4a5b-8c6d-${String(n).padStart(12, '0')}`;
  return {
    id,
    url: `/recommendation/${id}`,
    note: `Curl care for client ${n}`,
    createdAt: `2026-10-${String(20 - n).padStart(2, '0')}T09:30:00.000Z`,
    lines: n,
  };
}

const SHARED: SharedRecommendations = {
  shared: 7,
  items: [1, 2, 3, 4, 5, 6, 7].map(recommendation),
};

/** GET /api/recommendations as the server answers it: only to the salon's own access. */
function answerShared(answer: SharedRecommendations = SHARED) {
  const handler = vi.fn(({ request }: { request: Request }) =>
    request.headers.get('X-Tress-Access') === SALON_ACCESS
      ? HttpResponse.json(answer)
      : HttpResponse.json(
          { code: 'FORBIDDEN', message: 'Only a partner salon can list its recommendations.' },
          { status: 403 },
        ),
  );
  server.use(http.get('*/api/recommendations', handler));
  return handler;
}

function startSalonSession() {
  storeSession({
    salonId: TEST_SALON.id,
    accessType: 'salon',
    validatedAt: Date.now(),
    key: SALON_KEY,
  });
}

const PROGRAMME_TITLE = 'For hairdressers';

/**
 * Opens /hairdresser and waits for its heading; the first visit in a file downloads the page's
 * code, which takes longer than a findBy's second on a busy machine.
 */
async function openPage(title: string) {
  const view = renderApp('/hairdresser');
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
}

const salonLink = () => `${window.location.origin}/?salonId=${TEST_SALON.id}&key=${SALON_KEY}`;

beforeEach(() => {
  vi.restoreAllMocks();
});

describe('/hairdresser without a salon session: the partner programme', () => {
  it('says why to join, how it works, what it costs and answers the questions salons ask', async () => {
    const shared = answerShared();
    await openPage(PROGRAMME_TITLE);
    await waitFor(() => expect(document.title).toBe('For hairdressers · Tress'));

    const why = screen.getByRole('region', { name: 'Why salons join' });
    expect(
      within(why).getByRole('heading', { name: 'Business prices on everything' }),
    ).toBeVisible();
    expect(within(why).getByRole('heading', { name: 'The salons’ own weekly drop' })).toBeVisible();
    expect(why).toHaveTextContent(
      '10 % of what your clients order through your recommendations, after discounts, without delivery, paid out monthly',
    );

    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Apply in a few minutes',
      'We review and email your private salon link',
      'Shop at business prices and share recommendations',
    ]);

    const costs = screen.getByRole('region', { name: 'What it costs' });
    expect(costs).toHaveTextContent('Nothing.');
    expect(costs).toHaveTextContent('No fees and no minimum order');

    const faq = screen.getByRole('region', { name: 'Questions salons ask' });
    for (const question of [
      'Who can apply?',
      'How long does the review take?',
      'How does the salon link work?',
      'How is commission counted and paid?',
      'Can I still order as a client?',
    ]) {
      expect(within(faq).getByText(question)).toBeVisible();
    }
    expect(faq).toHaveTextContent('KvK number');
    expect(faq).toHaveTextContent('enterprise number');
    expect(faq).toHaveTextContent('an admin issues a new link');

    // Nobody but a salon in its session asks for shared recommendations.
    expect(shared).not.toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: 'QR code of your salon link' })).toBeNull();
  });

  it('opens a question’s answer when it is clicked', async () => {
    const user = userEvent.setup();
    await openPage(PROGRAMME_TITLE);
    const question = screen.getByText('How long does the review take?');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('A few working days');
  });

  it('leads to the application from the top and from the bottom of the page', async () => {
    await openPage(PROGRAMME_TITLE);
    const apply = screen.getAllByRole('link', { name: 'Apply as a salon' });
    expect(apply).toHaveLength(2);
    for (const link of apply) expect(link).toHaveAttribute('href', '/hairdresser-onboarding');
  });

  it('shows friends and family the programme, with a note that their link is not a salon’s', async () => {
    const shared = answerShared();
    storeSession({
      salonId: FF_SALON_ID,
      accessType: 'friends-family',
      validatedAt: Date.now(),
      key: FF_KEY,
    });
    await openPage(PROGRAMME_TITLE);
    expect(screen.getByRole('note')).toHaveTextContent(
      'You are shopping with a friends-and-family link',
    );
    expect(screen.queryByText(/Your salon link/)).toBeNull();
    expect(shared).not.toHaveBeenCalled();
  });
});

describe('/hairdresser in a salon session: the salon’s own page', () => {
  beforeEach(startSalonSession);

  it('shows the salon’s name and its private link, and warns to keep it private', async () => {
    answerShared();
    await openPage('Studio Noor');
    await waitFor(() => expect(document.title).toBe('Studio Noor · Tress'));
    const card = screen.getByRole('region', { name: 'Your salon link' });
    expect(within(card).getByText(salonLink())).toBeVisible();
    expect(card).toHaveTextContent('Keep it private: anyone with it shops at your prices.');
    expect(screen.queryByRole('link', { name: 'Apply as a salon' })).toBeNull();
  });

  it('copies the link to the clipboard and says so', async () => {
    answerShared();
    const user = userEvent.setup();
    await openPage('Studio Noor');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(salonLink());
    expect(await screen.findByText('Salon link copied')).toBeVisible();
  });

  it('selects the link for copying by hand when the clipboard refuses', async () => {
    answerShared();
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openPage('Studio Noor');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link is selected')).toBeVisible();
    expect(window.getSelection()?.toString()).toBe(salonLink());
  });

  it('draws the link as a QR code big enough to scan, with a download', async () => {
    answerShared();
    await openPage('Studio Noor');
    const qr = await screen.findByRole('img', { name: 'QR code of your salon link' });
    expect(Number(qr.getAttribute('width'))).toBeGreaterThanOrEqual(200);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
    expect(screen.getByRole('button', { name: 'Download QR code' })).toBeEnabled();
  });

  it('links to the salons’ drop and to the cart to share a recommendation', async () => {
    answerShared();
    await openPage('Studio Noor');
    const shortcuts = await screen.findByRole('region', { name: 'Shortcuts' });
    expect(
      within(shortcuts).getByRole('link', { name: /The salons’ weekly drop/ }),
    ).toHaveAttribute('href', '/weekly-drop-salons');
    const share = within(shortcuts).getByRole('link', { name: /Share a recommendation/ });
    expect(share).toHaveAttribute('href', '/cart');
    expect(share).toHaveTextContent('then choose Share as recommendation');
  });

  it('counts what the salon has shared and lists the newest five with their links and dates', async () => {
    const shared = answerShared();
    await openPage('Studio Noor');
    const section = await screen.findByRole('region', { name: 'Your recommendations' });
    expect(await within(section).findByText('7 recommendations')).toBeVisible();
    expect(shared).toHaveBeenCalled();
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    const first = recommendation(1);
    expect(rows[0]).toHaveTextContent('Curl care for client 1');
    expect(rows[0]).toHaveTextContent('1 product · shared 19 October 2026');
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', first.url);
    expect(within(rows[0]!).getByRole('link')).toHaveTextContent(
      `${window.location.origin}${first.url}`,
    );
    expect(section).not.toHaveTextContent('Curl care for client 6');
  });

  it('counts a recommendation shared since the page was last open', async () => {
    answerShared();
    const { router } = await openPage('Studio Noor');
    expect(await screen.findByText('7 recommendations')).toBeVisible();
    await router.navigate('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your cart' });
    answerShared({ shared: 8, items: [recommendation(8), ...SHARED.items] });
    await router.navigate('/hairdresser');
    expect(await screen.findByText('8 recommendations')).toBeVisible();
  });

  it('copies a recommendation’s link', async () => {
    answerShared();
    const user = userEvent.setup();
    await openPage('Studio Noor');
    const section = await screen.findByRole('region', { name: 'Your recommendations' });
    await user.click(
      await within(section).findByRole('button', {
        name: 'Copy the link of the recommendation shared 18 October 2026',
      }),
    );
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}${recommendation(2).url}`,
    );
    expect(await screen.findByText('Recommendation link copied')).toBeVisible();
  });

  it('invites a salon that has shared nothing yet to start from its cart', async () => {
    answerShared({ shared: 0, items: [] });
    await openPage('Studio Noor');
    const section = await screen.findByRole('region', { name: 'Your recommendations' });
    expect(
      await within(section).findByText('You have not shared a recommendation yet.'),
    ).toBeVisible();
    expect(within(section).getByRole('link', { name: 'cart' })).toHaveAttribute('href', '/cart');
  });

  it('shows the page without a count when the server refuses (403)', async () => {
    server.use(
      http.get('*/api/recommendations', () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'Salons only.' }, { status: 403 }),
      ),
    );
    await openPage('Studio Noor');
    const section = await screen.findByRole('region', { name: 'Your recommendations' });
    expect(
      await within(section).findByText('What you have shared could not be loaded just now.'),
    ).toBeVisible();
    expect(section).not.toHaveTextContent('You have shared');
    expect(screen.getByRole('heading', { level: 1, name: 'Studio Noor' })).toBeVisible();
    expect(screen.getByText(salonLink())).toBeVisible();
  });

  it('shows the page without a count when the answer cannot be read, and tries again on request', async () => {
    let answer: object = { shared: 'many' };
    server.use(http.get('*/api/recommendations', () => HttpResponse.json(answer)));
    const user = userEvent.setup();
    await openPage('Studio Noor');
    const section = await screen.findByRole('region', { name: 'Your recommendations' });
    expect(
      await within(section).findByText('What you have shared could not be loaded just now.'),
    ).toBeVisible();
    expect(section).not.toHaveTextContent('You have shared');

    answer = SHARED;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('7 recommendations')).toBeVisible();
  });
});
