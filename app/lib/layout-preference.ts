import { layoutCookie } from '../../common/search/layout-preference.ts';

export {
  type LayoutPreference,
  layoutCookie,
  readLayoutPreference,
} from '../../common/search/layout-preference.ts';

/** Remembers the choice in the browser; the server reads it on the next request. */
export function storeLayoutPreference(layout: 'grid' | 'row'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server
  document.cookie = layoutCookie(layout);
}
