// The app takes over the markup the server rendered for a first visit (main.tsx hydrates it):
// what the browser keeps (a returning shopper's cart) and what ticks (a drop's countdown) show
// the markup's values during hydration, so React keeps the server's elements instead of
// rendering the page afresh, and show their own right after.
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/web/app/app-providers';
import { CartLink } from '@/web/app/cart-link';
import { DropCountdown } from '@/web/features/drops/components/drop-countdown';
import { loadCatalogues } from '@/web/i18n/catalogue';
import { createQueryClient } from '@/web/lib/query-client';
import { asClientSees, BUNDLE } from '../../support/msw-cart-handlers';
import { cartWith, storeCart } from '../cart/cart-fixtures';

const RENDERED_AT = Date.parse('2026-11-25T12:00:00Z');
const DEADLINE = '2026-11-25T13:00:00Z';

function Page() {
  return (
    <AppProviders queryClient={createQueryClient()} markupClock={RENDERED_AT}>
      <MemoryRouter>
        <CartLink />
        <DropCountdown label="Ends in" deadline={DEADLINE} />
      </MemoryRouter>
    </AppProviders>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('taking over the server’s markup', () => {
  it('keeps it for a returning shopper with a cart, a minute later, then shows the cart and the time', async () => {
    // The page's messages are in before the server renders and before the app hydrates, as
    // entry-server.tsx and main.tsx have them.
    await loadCatalogues('en');
    // The server renders a first visit: no stored cart, its own clock.
    const markup = renderToString(<Page />);
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const serverLink = container.querySelector('a');

    storeCart(
      cartWith([{ product: asClientSees(BUNDLE), selectedVariant: '14 inch', quantity: 2 }]),
    );
    vi.useFakeTimers({ now: RENDERED_AT + 60_000, toFake: ['Date'] });
    const recoverable = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });

    expect(recoverable).not.toHaveBeenCalled();
    // The same element the server sent, now the app's, with the shopper's own cart.
    expect(container.querySelector('a')).toBe(serverLink);
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('59:00');
    act(() => root?.unmount());
  });
});
