// whenVisible (components/ui/when-visible.tsx): a part's code comes when the shopper reaches it.
// jsdom has no IntersectionObserver, so this test gives it one it can drive.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenVisible } from '@/web/components/ui/when-visible';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: { callback: Callback; node: Element }[] = [];

class StandInObserver {
  constructor(private readonly callback: Callback) {}
  observe(node: Element) {
    observed.push({ callback: this.callback, node });
  }
  disconnect() {
    observed = observed.filter((entry) => entry.callback !== this.callback);
  }
}

/** Everything observed scrolls into view. */
function scrollIntoView() {
  for (const { callback } of [...observed]) callback([{ isIntersecting: true }]);
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', StandInObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  observed = [];
});

function Guide({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('a part that comes on interaction', () => {
  it('in a page the app rendered, with nothing to reach, comes when it shows', async () => {
    const load = vi.fn(async () => Guide);
    const Part = whenVisible(load, { on: 'interaction' });
    render(<Part text="The guide" />);
    expect(screen.queryByText('The guide')).toBeNull();
    expect(observed).toHaveLength(1);
    act(() => scrollIntoView());
    expect(await screen.findByText('The guide')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('with a fallback to reach, comes when a pointer reaches it', async () => {
    const Part = whenVisible(async () => Guide, { on: 'interaction' });
    render(<Part text="The guide" fallback={<button type="button">Open the guide</button>} />);
    expect(observed).toHaveLength(0);
    await userEvent.hover(screen.getByRole('button', { name: 'Open the guide' }));
    expect(await screen.findByText('The guide')).toBeInTheDocument();
  });
});

describe('a part that comes when visible', () => {
  it('waits until it shows', async () => {
    const Part = whenVisible(async () => Guide);
    render(<Part text="Related" />);
    expect(screen.queryByText('Related')).toBeNull();
    act(() => scrollIntoView());
    expect(await screen.findByText('Related')).toBeInTheDocument();
  });
});
