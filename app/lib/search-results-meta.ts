import type { MetaDescriptor } from 'react-router';
import type { Translate } from '../../common/locale/translate.ts';
import { pageMeta } from './meta.ts';
import type { ResultsView } from './search-results-view.ts';

/**
 * Title, description, robots and the rel prev/next links of a results page (/search and browse
 * pages). The description (what search engines show under the title) says what the page lists.
 */
export function resultsMeta(options: {
  t: Translate;
  title: string;
  description?: string;
  results: ResultsView;
  indexable: boolean;
}): MetaDescriptor[] {
  const { results } = options;
  const page = results.page > 1 ? ` (${results.page})` : '';
  return [
    ...pageMeta(
      `${options.title}${page}`,
      options.description ?? options.t('results.meta_description', { title: options.title, count: results.total }),
    ),
    // An empty page is thin content too; its links are still worth following.
    ...(options.indexable && results.total > 0 ? [] : [{ name: 'robots', content: 'noindex,follow' }]),
    ...(results.prev ? [{ tagName: 'link', rel: 'prev', href: results.prev }] : []),
    ...(results.next ? [{ tagName: 'link', rel: 'next', href: results.next }] : []),
  ];
}
