import { type ComponentType, Suspense, useEffect, useRef } from 'react';
import { lazyComponent } from './lazy-component.tsx';
import { armLoadGates, loadGate } from './load-gate.ts';

/**
 * A below-the-fold component whose code downloads when its place comes near the screen (or at
 * the latest at the reader's first interaction or the page's first idle moment: load-gate.ts).
 * The server renders it in full (the HTML and its links are there for readers and crawlers);
 * the browser leaves that HTML as it is, and hydrates it once the code has arrived — React keeps a
 * suspended boundary's server HTML while it hydrates the rest of the page. One place per page:
 * the first instance on screen releases the code for all. Call it at module level, like `lazy()`.
 */
export function lazyNearScreen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const gate = loadGate();
  const Part = lazyComponent(load, gate.ready);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at load time, like lazy()
  return function NearScreen(props: Props) {
    const place = useRef<HTMLDivElement>(null);
    useEffect(() => {
      armLoadGates();
      const element = place.current;
      if (!element || typeof IntersectionObserver === 'undefined') return gate.open();
      // 600 px ahead: the code is there before the part scrolls into view.
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            gate.open();
          }
        },
        { rootMargin: '600px 0px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={place}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  };
}
