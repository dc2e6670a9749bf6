import type { MetaDescriptor } from 'react-router';
import { pageMeta } from './meta.ts';
import type { ResultsView } from './search-results-view.ts';

/** Title, robots and the rel prev/next links of a results page (/search and browse pages). */
export function resultsMeta(options: {
  title: string;
  description?: string;
  results: ResultsView;
  indexable: boolean;
}): MetaDescriptor[] {
  const { results } = options;
  const page = results.page > 1 ? ` (${results.page})` : '';
  return [
    ...pageMeta(`${options.title}${page}`, options.description),
    // An empty page is thin content too; its links are still worth following.
    ...(options.indexable && results.total > 0 ? [] : [{ name: 'robots', content: 'noindex,follow' }]),
    ...(results.prev ? [{ tagName: 'link', rel: 'prev', href: results.prev }] : []),
    ...(results.next ? [{ tagName: 'link', rel: 'next', href: results.next }] : []),
  ];
}
