import { useShellT } from '@/web/i18n/use-t';

interface SpinnerProps {
  /** Read by screen readers; should say what loads. "Loading", in the page's language, if not given. */
  label?: string;
  /** Visible text beside the ring, when the wait may be long enough to need words. */
  text?: string;
  className?: string;
}

/** A quiet ring spinner, announced as a status. */
export function Spinner({ label, text, className = '' }: SpinnerProps) {
  const t = useShellT();
  return (
    <div
      role="status"
      aria-label={label ?? t('app.ui.loading')}
      className={`inline-flex items-center gap-3 ${className}`}
    >
      <span
        aria-hidden="true"
        className="size-6 rounded-full border-2 border-sand border-t-accent-700 motion-safe:animate-spin"
      />
      {text ? <span className="text-[0.9375rem] text-taupe">{text}</span> : null}
    </div>
  );
}

/** Fills the page area while a page's code or data loads. */
export function PageSpinner({ label }: { label?: string }) {
  const t = useShellT();
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-5">
      <Spinner label={label ?? t('app.ui.loading-page')} />
    </div>
  );
}
