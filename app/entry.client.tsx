import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadOnMissingChunk } from './lib/reload-on-missing-chunk.ts';

reloadOnMissingChunk(window);

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is the page: let the browser paint it first, then hydrate. Scripts that
// arrive from the cache would otherwise run hydration's long task before the first paint.
requestAnimationFrame(() => setTimeout(hydrate, 0));
