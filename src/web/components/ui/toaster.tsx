import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast';

// Radix toast is only downloaded when the first toast is shown: most visits never need it,
// and it is ~8 kB of the first-visit budget. Once loaded it stays mounted.
const ToastList = lazy(() =>
  import('./toast-list').then((module) => ({ default: module.ToastList })),
);

/** The one toast area of the app. */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
