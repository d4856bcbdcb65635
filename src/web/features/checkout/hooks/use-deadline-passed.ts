import { useEffect, useState } from 'react';

/** Longest single timer browsers honour (about 24.8 days); later deadlines are simply "not yet". */
const MAX_TIMER_MS = 2_147_483_647;

/** Whether an ISO deadline has passed, turning true by itself when it does. */
export function useDeadlinePassed(deadline: string | null): boolean {
  const at = deadline ? Date.parse(deadline) : Number.NaN;
  // The clock is read when the page opens and again when the deadline's timer fires.
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!Number.isFinite(at)) return;
    const wait = at - Date.now();
    if (wait <= 0 || wait > MAX_TIMER_MS) return;
    const timer = setTimeout(() => setNow(Date.now()), wait + 50);
    return () => clearTimeout(timer);
  }, [at]);

  return Number.isFinite(at) && at <= now;
}
