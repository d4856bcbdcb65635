import { useId } from 'react';
import { formatCountdown, msUntil } from '@/domain/countdown';
import { useT } from '@/web/i18n/use-t';
import { serverOffsetMs, useMarkupClock, useTickingNow } from '@/web/lib/server-clock';
import { dropsMessages } from '../messages';

const DAY_MS = 86_400_000;

/** The part of a day left, "03:04:05", shown after the whole days. */
function dayClock(ms: number): string {
  const total = Math.floor((ms % DAY_MS) / 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}

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
  const t = useT(dropsMessages);
  const left = useCountdown(deadline);
  // Whole days in words ("2 d", "2 dagen"), then the clock ("03:04:05").
  const days = Math.floor(left / DAY_MS);
  const text =
    days > 0 ? t('drops.countdown.days', { days, clock: dayClock(left) }) : formatCountdown(left);
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
