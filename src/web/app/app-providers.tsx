import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/web/components/ui/toaster';

/**
 * Everything the pages rely on around the router. Tests pass their own fresh query client.
 * Tooltips carry their own provider (see components/ui/tooltip.tsx) to keep first visits small.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
