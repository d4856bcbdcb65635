interface SpinnerProps {
  /** Read by screen readers; should contain "Loading". */
  label?: string;
  /** Visible text beside the ring, when the wait may be long enough to need words. */
  text?: string;
  className?: string;
}

/** A quiet ring spinner, announced as a status. */
export function Spinner({ label = 'Loading', text, className = '' }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} className={`inline-flex items-center gap-3 ${className}`}>
      <span
        aria-hidden="true"
        className="size-6 rounded-full border-2 border-sand border-t-accent-700 motion-safe:animate-spin"
      />
      {text ? <span className="text-[0.9375rem] text-taupe">{text}</span> : null}
    </div>
  );
}

/** Fills the page area while a page's code or data loads. */
export function PageSpinner({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-5">
      <Spinner label={label} />
    </div>
  );
}
