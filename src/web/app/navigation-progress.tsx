import { useNavigation } from 'react-router';

/**
 * While the next page's code loads, the current page stays and a thin bar plus a spinner show
 * that something is happening.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state !== 'loading') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50">
      <div className="h-0.5 overflow-hidden bg-accent-100">
        <div className="h-full w-2/5 bg-accent-700 motion-safe:animate-progress" />
      </div>
      <div
        role="status"
        aria-label="Loading page"
        className="absolute top-3 right-3 rounded-full bg-white p-2 shadow-soft"
      >
        <span
          aria-hidden="true"
          className="block size-4 rounded-full border-2 border-sand border-t-accent-700 motion-safe:animate-spin"
        />
      </div>
    </div>
  );
}
