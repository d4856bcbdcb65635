// Background chores every instance runs (order expiry, old rate-limit rows): on a timer that
// never overlaps itself and never keeps the process alive on its own.
import type { Logger } from '../log';

/** Runs `task` every `intervalMs` until the returned function is called. */
export function runEvery(
  intervalMs: number,
  logger: Logger,
  name: string,
  task: () => Promise<unknown>,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    // A slow run (a database hiccup) must not pile up behind the next one.
    if (running) return;
    running = true;
    task()
      .catch((error: unknown) => logger.error(`${name} failed`, { error }))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
