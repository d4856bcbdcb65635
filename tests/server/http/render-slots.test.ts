// A few renders at a time (issue 33): past the slots a page waits its turn, and one whose turn
// does not come within a render's time goes without its markup, never rendered late.
import { describe, expect, it } from 'vitest';
import { RenderSlots } from '@/server/http/render-slots';

describe('render slots', () => {
  it('runs as many at once as there are slots, and the next when one is free', async () => {
    const slots = new RenderSlots(2);
    let running = 0;
    let most = 0;
    const work = (index: number) =>
      slots.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        return index;
      }, 60_000);
    expect(await Promise.all([0, 1, 2, 3, 4].map(work))).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('gives up on a turn that does not come in time, and never runs that work', async () => {
    const slots = new RenderSlots(1);
    let release!: () => void;
    const first = slots.run(
      () => new Promise<string>((resolve) => (release = () => resolve('first'))),
      60_000,
    );
    let ran = false;
    const late = await slots.run(async () => {
      ran = true;
      return 'late';
    }, 1);
    expect(late).toBeUndefined();
    release();
    expect(await first).toBe('first');
    expect(ran).toBe(false);
    // The slot is free again.
    expect(await slots.run(async () => 'next', 60_000)).toBe('next');
  });
});
