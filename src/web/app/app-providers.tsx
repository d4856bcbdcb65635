import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/web/components/ui/toaster';
import { CartProvider } from '@/web/features/cart/cart-context';
import { ShopperProvider } from '@/web/features/shopper/shopper-context';
import { MarkupClockContext } from '@/web/lib/server-clock';

/**
 * Everything the pages rely on around the router. Tests pass their own fresh query client.
 * Tooltips carry their own provider (see components/ui/tooltip.tsx) to keep first visits small.
 * The shopper comes before the cart: the cart prices for the shopper's tier. Both live outside
 * the router so the cart survives every navigation; the shopper hears about URLs through
 * ShopperBar, which sits inside the router (root-layout.tsx).
 */
export function AppProviders({
  queryClient,
  search,
  markupClock = null,
  children,
}: {
  queryClient: QueryClient;
  /** The address's query string, given on the server (entry-server.tsx). */
  search?: string;
  /** The server's clock when it rendered the page's markup (lib/server-clock.ts). */
  markupClock?: number | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <MarkupClockContext value={markupClock}>
        <ShopperProvider search={search}>
          <CartProvider>
            {children}
            <Toaster />
          </CartProvider>
        </ShopperProvider>
      </MarkupClockContext>
    </QueryClientProvider>
  );
}
