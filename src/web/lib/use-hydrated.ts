import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React takes over the server's markup of a first visit (main.tsx hydrates it), true
 * otherwise. What the browser keeps (the cart) is shown from the render after, so the markup the
 * server made for a first visit still matches the app's first render for a returning shopper.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
