// Reads a Server-Sent-Events answer the way a browser's EventSource does (event, data, id), for
// tests of the live drop events: every event is kept, and `next` waits for one that matches.
export type SseEvent = { event: string; data: unknown; id?: string };

export type SseReader = {
  events: SseEvent[];
  /** The first event (seen already or to come) that matches, or a rejection after `timeoutMs`. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): Promise<void>;
};

export function readSse(response: Response): SseReader {
  if (!response.body) throw new Error('the events answer has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let closed = false;

  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', data: undefined };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
            else if (line.startsWith('id: ')) event.id = line.slice(4);
          }
          if (data.length === 0) continue;
          event.data = JSON.parse(data.join('\n')) as unknown;
          events.push(event);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Cancelled by close().
    } finally {
      closed = true;
      for (const wake of waiters) wake();
    }
  })();

  return {
    events,
    next(match, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            finish();
            resolve(found);
          } else if (closed) {
            finish();
            reject(new Error(`the stream ended; events: ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(
            new Error(`no matching event in ${timeoutMs} ms; events: ${JSON.stringify(events)}`),
          );
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      await reader.cancel().catch(() => {});
    },
  };
}
