import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a page whose code comes only when the shopper reaches it: when it shows on screen
 * (`visible`: related products below the product), or when a pointer, a tap or the keyboard
 * reaches it (`interaction`: the hair guide, whose disclosures open as plain HTML anyway). On a
 * page the server rendered, its markup is there from the start and stays as it is, links and
 * disclosures working as plain HTML, until the code arrives and React takes it over (a Suspense
 * boundary hydrates on its own); in a page the app renders, `fallback` holds its place until
 * then, and an `interaction` part without one comes when it shows, as there is nothing to reach. The
 * server renders it at once. This keeps a first visit's JavaScript within its budget
 * (issue 30).
 */
export function whenVisible<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { on = 'visible' }: { on?: 'visible' | 'interaction' } = {},
): ComponentType<Props & { fallback?: ReactNode }> {
  let near: () => void = () => {};
  const nearby = new Promise<void>((resolve) => {
    near = resolve;
  });
  const Part = lazy(async () => {
    // The server renders the part at once; the browser when it is near, or where it cannot tell.
    if (typeof window !== 'undefined' && typeof IntersectionObserver !== 'undefined') await nearby;
    return { default: await load() };
  });

  return function WhenVisible({ fallback = null, ...props }: Props & { fallback?: ReactNode }) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const node = ref.current;
      if (!node || typeof IntersectionObserver === 'undefined') return undefined;
      // Waiting for a touch needs something to touch: the server's markup, or a fallback. In a
      // page the app rendered (a shopper who came by a link in the shop) without a fallback the
      // place is empty, so the part comes when it shows instead.
      if (on === 'interaction' && node.childNodes.length > 0) {
        const events = ['pointerover', 'focusin', 'touchstart'] as const;
        const reached = () => near();
        for (const event of events) node.addEventListener(event, reached, { passive: true });
        return () => {
          for (const event of events) node.removeEventListener(event, reached);
        };
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          near();
          observer.disconnect();
        },
        { rootMargin: '0px' },
      );
      observer.observe(node);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={ref}>
        <Suspense fallback={fallback}>
          <Part {...(props as Props)} />
        </Suspense>
      </div>
    );
  };
}
