// Pure: the root route renders its own waiting preload with it, in the browser too.

/**
 * Where a preload waits for the page's first paint: a `rel` unknown to browsers (nothing is
 * fetched), the real one kept in `data-after-paint` (server/http/scripts-after-paint.ts).
 */
export const AFTER_PAINT_REL = 'x-after-paint';
