import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoutes, preloadRoute } from '@/web/app/routes';
import { renderApp, renderRoutes, routesWith, signInAsAdmin } from '../render-app';
import { http, HttpResponse } from 'msw';
import { TEST_ADMIN } from '../../support/msw-handlers';
import { server } from '../../support/msw-server';

// Every public path of specification §2 with the h1 a visitor sees there.
const PUBLIC_PAGES: [path: string, heading: string][] = [
  ['/', 'Hair, done beautifully.'],
  ['/shop', 'Shop'],
  ['/shop-category?family=human-hair&category=wigs', 'Wigs'],
  ['/product/1', 'Brazilian Straight Bundle'],
  ['/suggest-product', 'Suggest a product'],
  ['/cart', 'Your cart'],
  ['/cart/checkout', 'Checkout'],
  ['/human-hair', 'Human hair'],
  ['/synthetic-hair', 'Synthetic hair'],
  ['/salon-essentials', 'Salon essentials'],
  ['/box-builder-intro', 'Build your own box'],
  ['/archive/box-builder-intro', 'Box builder (earlier edition)'],
  ['/box-builder', '1. Choose a size'],
  ['/help', 'Help'],
  ['/contact', 'Contact us'],
  ['/db-diagnostics', 'Database diagnostics'],
  ['/hairdresser', 'For hairdressers'],
  // A recommendation, an order nobody placed, and a confirmation without an order: their designed
  // states.
  [
    '/recommendation/0d9c1c3e-7a55-4bb5-9d0e-5a8a9e7c1b21',
    'This recommendation doesn’t exist or has been removed',
  ],
  ['/checkout/5b2f7a10-3c4d-4e5f-8a9b-0c1d2e3f4a5b', 'We cannot find this order'],
  ['/success', 'No order to show'],
  // The live drop's title (tests/support/msw-drop-handlers.ts) is the page's heading.
  ['/weekly-drop', 'This week: the curl edit'],
  ['/weekly-drop-salons', 'Weekly drop for salons'],
  ['/offers', 'Offers'],
  ['/guest-checkout', 'Guest checkout'],
  ['/login', 'Sign in'],
  ['/hairdresser-onboarding', 'Apply as a salon'],
  ['/demand-map', 'Demand map'],
  ['/troubleshoot', 'Troubleshoot'],
];

const PROTECTED_PAGES: [path: string, heading: string][] = [
  ['/admin', 'Admin'],
  ['/product-edit', 'New product'],
  ['/enhanced-admin', 'Analytics'],
  ['/batch-processing', 'Batch processing'],
];

async function expectOnlyHeading(name: string) {
  const heading = await screen.findByRole('heading', { level: 1, name });
  const main = screen.getByRole('main');
  expect(main).toContainElement(heading);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getAllByRole('main')).toHaveLength(1);
}

describe('route table', () => {
  beforeEach(() => {
    // No recommendation has this id (the page's own tests answer one).
    server.use(
      http.get('*/api/recommendations/:id', () =>
        HttpResponse.json(
          { code: 'NOT_FOUND', message: 'No such recommendation.' },
          { status: 404 },
        ),
      ),
    );
  });

  it.each(PUBLIC_PAGES)('%s shows its page inside the layout', async (path, heading) => {
    renderApp(path);
    await expectOnlyHeading(heading);
    expect(screen.getByRole('link', { name: 'Tress, home' })).toHaveAttribute('href', '/');
    // The title is set in an effect, which may run just after the heading appears.
    await waitFor(() => expect(document.title).toMatch(/Tress/));
  });

  it('gives every page its own document title', async () => {
    renderApp('/shop');
    await expectOnlyHeading('Shop');
    await waitFor(() => expect(document.title).toBe('Shop · Tress'));
  });

  it.each(['/no-such-page', '/product', '/shop/extra/segments'])(
    '%s is not found',
    async (path) => {
      renderApp(path);
      await expectOnlyHeading('Page not found');
      expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
      await waitFor(() => expect(document.title).toBe('Page not found · Tress'));
    },
  );

  it('shows a spinner while a page’s code loads', async () => {
    renderApp('/offers');
    expect(screen.getByRole('status', { name: /loading/i })).toBeInTheDocument();
    await expectOnlyHeading('Offers');
  });
});

describe('protected pages', () => {
  it.each(PROTECTED_PAGES)('%s sends a visitor without a session to sign in', async (path) => {
    const { router } = renderApp(`${path}?view=week`);
    // Nothing is decided on the first render: a spinner shows while code and session load.
    expect(screen.getByRole('status', { name: /loading/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expectOnlyHeading('Sign in');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: `${path}?view=week` });
  });

  it('shows a Loading spinner until the session is known, then decides', async () => {
    // A stored session that has expired must be refreshed before anyone knows who is signed
    // in; the refresh is held back so the "being determined" moment can be observed.
    await signInAsAdmin();
    const storageKey = Object.keys(localStorage).find(
      (key) => key.startsWith('sb-') && key.endsWith('-auth-token'),
    );
    if (!storageKey) throw new Error('supabase-js did not store the session');
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as { expires_at: number };
    localStorage.setItem(
      storageKey,
      JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 }),
    );
    let releaseRefresh = () => {};
    const refreshHeld = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    server.use(
      http.post('*/auth/v1/token', async () => {
        await refreshHeld;
        return HttpResponse.json(
          { code: 'refresh_token_not_found', msg: 'Invalid Refresh Token' },
          { status: 400 },
        );
      }),
    );

    renderApp('/enhanced-admin');
    expect(await screen.findByRole('status', { name: 'Loading your session' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('status', { name: 'Loading your session' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    releaseRefresh();
    await expectOnlyHeading('Sign in');
  });

  it.each(PROTECTED_PAGES)('%s shows its page to a signed-in admin', async (path, heading) => {
    await signInAsAdmin();
    const { router } = renderApp(path);
    await expectOnlyHeading(heading);
    expect(router.state.location.pathname).toBe(path);
  });

  it('signs in and returns to the page that was asked for', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/batch-processing?batch=7');
    await expectOnlyHeading('Sign in');
    await user.type(screen.getByLabelText('Email'), TEST_ADMIN.email);
    await user.type(screen.getByLabelText('Password'), TEST_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectOnlyHeading('Batch processing');
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/batch-processing?batch=7',
    );
  });

  it('goes to the admin page after a sign-in that started on /login', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await expectOnlyHeading('Sign in');
    await user.type(screen.getByLabelText('Email'), TEST_ADMIN.email);
    await user.type(screen.getByLabelText('Password'), TEST_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectOnlyHeading('Admin');
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('says clearly when the email and password do not match', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await expectOnlyHeading('Sign in');
    await user.type(screen.getByLabelText('Email'), TEST_ADMIN.email);
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That email address and password do not match.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in');
  });

  it('checks the form before calling the auth server', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await expectOnlyHeading('Sign in');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Enter the email address you sign in with.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows an error the auth callback left in the URL', async () => {
    renderApp('/login?error=access_denied&error_description=Email+link+is+invalid+or+has+expired');
    await expectOnlyHeading('Sign in');
    expect(screen.getByRole('alert')).toHaveTextContent('Email link is invalid or has expired');
  });
});

describe('navigation', () => {
  it('scrolls to the top on every navigation, including a new search', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await expectOnlyHeading('Hair, done beautifully.');
    scrollTo.mockClear();

    const header = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(header).getByRole('link', { name: 'Offers' }));
    await expectOnlyHeading('Offers');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await router.navigate('/offers?audience=business');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockRestore();
  });

  it('shows a spinner in the layout while the next page’s code loads, not the old page', async () => {
    let loaded = (_module: { default: () => React.JSX.Element }) => {};
    const SlowPage = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          loaded = resolve;
        }),
    );
    const { router } = renderRoutes(routesWith([{ path: 'slow', element: <SlowPage /> }]), '/');
    await expectOnlyHeading('Hair, done beautifully.');

    await router.navigate('/slow');
    const spinner = await screen.findByRole('status', { name: 'Loading page' });
    expect(screen.getByRole('main')).toContainElement(spinner);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/slow');

    loaded({ default: () => <h1>Slow page</h1> });
    await expectOnlyHeading('Slow page');
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
  });
});

describe('a page whose code is loaded first (main.tsx, taking over the server’s markup)', () => {
  it('renders in the first commit, with no spinner in between', async () => {
    const routes = createRoutes();
    await preloadRoute(routes, '/help');
    renderRoutes(routes, '/help');

    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
  });

  it('is loaded through what it is wrapped in (the recommendation page)', async () => {
    const routes = createRoutes();
    await preloadRoute(routes, '/recommendation/0d9c1c3e-7a55-4bb5-9d0e-5a8a9e7c1b21');
    renderRoutes(routes, '/recommendation/0d9c1c3e-7a55-4bb5-9d0e-5a8a9e7c1b21');

    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
  });

  it('shows the spinner first when its code was not loaded', () => {
    renderRoutes(createRoutes(), '/help');

    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Help' })).not.toBeInTheDocument();
  });
});
