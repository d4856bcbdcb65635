// A drop's countdown. Kept apart from drops.ts, whose zod schemas would come along (≈ 25 kB gzip)
// into the weekly drop page, which only counts down.

/** Milliseconds left until `deadline` on the server's clock, given the device's offset to it. */
export function msUntil(deadline: string, serverOffsetMs: number, deviceNow = Date.now()): number {
  return Math.max(0, new Date(deadline).getTime() - (deviceNow + serverOffsetMs));
}

/** "2 d 03:04:05", "03:04:05" or "04:05": a countdown as a person reads it. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  const clock =
    hours > 0 || days > 0
      ? `${two(hours)}:${two(minutes)}:${two(seconds)}`
      : `${two(minutes)}:${two(seconds)}`;
  return days > 0 ? `${days} d ${clock}` : clock;
}
