import { type ComponentType, createElement, lazy, Suspense, useEffect, useRef } from 'react';

/**
 * A below-the-fold component whose code downloads only when its place comes near the screen.
 * The server renders it in full (the HTML and its links are there for readers and crawlers);
 * the browser leaves that HTML as it is, and hydrates it once the code has arrived — React keeps a
 * suspended boundary's server HTML while it hydrates the rest of the page. One place per page:
 * the first instance on screen releases the code for all. Call it at module level, like `lazy()`.
 */
export function lazyNearScreen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const onServer = typeof document === 'undefined';
  let reveal = () => {};
  const near = onServer
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        reveal = resolve;
      });
  const Lazy = lazy(() => near.then(load).then((component) => ({ default: component })));
  // The server loads the code at start, so every page (the first one too) has the part inline
  // rather than streamed behind a script.
  let loaded: ComponentType<Props> | undefined;
  if (onServer)
    void load().then((component) => {
      loaded = component;
    });

  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at load time, like lazy()
  return function NearScreen(props: Props) {
    const place = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = place.current;
      if (!element || typeof IntersectionObserver === 'undefined') return reveal();
      // 600 px ahead: the code is there before the cards scroll into view.
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            reveal();
          }
        },
        { rootMargin: '600px 0px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={place}>
        <Suspense fallback={null}>{loaded ? createElement(loaded, props) : <Lazy {...props} />}</Suspense>
      </div>
    );
  };
}
