import { useId } from 'react';
import { formatCountdown, msUntil } from '@/domain/countdown';
import { serverOffsetMs, useMarkupClock, useTickingNow } from '@/web/lib/server-clock';

/**
 * Milliseconds until `deadline` on the server's clock, ticking every second (from the moment the
 * server rendered the page while the app takes its markup over).
 */
export function useCountdown(deadline: string | null): number {
  const now = useTickingNow(deadline !== null);
  const markupNow = useMarkupClock();
  if (!deadline) return 0;
  return markupNow === undefined
    ? msUntil(deadline, serverOffsetMs(), now)
    : msUntil(deadline, 0, markupNow);
}

/**
 * A countdown as a timer (not announced every second): its label, then the digits in
 * tabular figures inside a reserved width, so nothing moves as they change.
 */
export function DropCountdown({
  label,
  deadline,
  size = 'hero',
}: {
  label: string;
  deadline: string;
  size?: 'hero' | 'small';
}) {
  const id = useId();
  const left = useCountdown(deadline);
  const text = formatCountdown(left);
  return (
    <div className="flex flex-col gap-1">
      <p id={id} className="text-sm font-medium tracking-[0.14em] text-taupe uppercase">
        {label}
      </p>
      <p
        role="timer"
        aria-labelledby={id}
        className={
          'font-display font-medium text-ink tabular-nums ' +
          (size === 'hero' ? 'min-w-[11ch] text-title' : 'min-w-[9ch] text-heading')
        }
      >
        {text}
      </p>
    </div>
  );
}
