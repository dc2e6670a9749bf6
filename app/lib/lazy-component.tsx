import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

type Part<Props> = ComponentType<Props> | LazyExoticComponent<ComponentType<Props>>;

/**
 * `React.lazy` for a part the server renders too: the server loads its code at start, so every
 * page — the first after a restart too — has the part's HTML inline instead of streamed behind a
 * script (hidden without JavaScript). In the browser the code downloads when the part first
 * renders, after `gate` if given; render it inside `<Suspense>`. While hydrating, React keeps the
 * server's HTML for the part until its code has arrived. Call it at module level, like `lazy()`.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  gate?: Promise<void>,
): Part<Props> {
  const inBrowser = typeof document !== 'undefined';
  // The gate is the browser's: the server renders the part whatever it is waiting for.
  const ready = (inBrowser && gate) || Promise.resolve();
  const Lazy = lazy(() =>
    ready
      .then(whenOnline)
      .then(load)
      .then((component) => ({ default: component })),
  );
  if (inBrowser) return Lazy;
  let loaded: ComponentType<Props> | undefined;
  void load().then((component) => {
    loaded = component;
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at load time, like lazy()
  return function ServerPart(props: Props) {
    return createElement(loaded ?? Lazy, props);
  };
}

/**
 * Offline, a chunk cannot download, and a failed chunk reloads the page (reload-on-missing-chunk)
 * into the browser's offline screen, losing what the reader was doing (a chat message being
 * typed): a part that comes near the screen while offline waits for the connection instead.
 */
function whenOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}
