import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Toaster } from '@/web/components/ui/toaster';
import { CartProvider } from '@/web/features/cart/cart-context';
import { ShopperProvider } from '@/web/features/shopper/shopper-context';
import { LanguageProvider } from '@/web/i18n/i18n-provider';
import { MarkupClockContext } from '@/web/lib/server-clock';
import { appMessages } from './messages';

/**
 * Everything the pages rely on around the router. Tests pass their own fresh query client.
 * Tooltips carry their own provider (see components/ui/tooltip.tsx) to keep first visits small.
 * The shopper comes before the cart: the cart prices for the shopper's tier. Both live outside
 * the router so the cart survives every navigation; the shopper hears about URLs through
 * ShopperBar, which sits inside the router (root-layout.tsx).
 */
export function AppProviders({
  queryClient,
  language,
  search,
  markupClock = null,
  children,
}: {
  queryClient: QueryClient;
  /** The page's language (from its address: i18n/languages.ts); English when not given. */
  language?: string;
  /** The address's query string, given on the server (entry-server.tsx). */
  search?: string;
  /** The server's clock when it rendered the page's markup (lib/server-clock.ts). */
  markupClock?: number | null;
  children: ReactNode;
}) {
  return (
    <LanguageProvider language={language} shell={appMessages}>
      <QueryClientProvider client={queryClient}>
        <MarkupClockContext value={markupClock}>
          <ShopperProvider search={search}>
            <CartProvider>
              {/* Waits for the page's messages where they are not loaded yet (i18n/catalogue.ts). */}
              <Suspense fallback={null}>{children}</Suspense>
              <Toaster />
            </CartProvider>
          </ShopperProvider>
        </MarkupClockContext>
      </QueryClientProvider>
    </LanguageProvider>
  );
}
