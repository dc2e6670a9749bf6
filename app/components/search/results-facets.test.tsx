import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import type { Locale } from '../../../common/locale/locales.ts';
import { getMessages } from '../../../server/locale/messages.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { toRows } from '../../lib/rows.ts';
import type { ResultsView } from '../../lib/search-results-view.ts';
import { ResultsFacets } from './results-facets.tsx';

function render(locale: Locale, estimates: boolean): string {
  const facets: ResultsView['facets'] = {
    estimates,
    subcategories: { start: '', end: '', links: { fields: [], values: [] } },
    provinces: {
      start: '/search?q=yegua&province=',
      end: '&sort=newest',
      links: toRows(
        [
          { label: 'Sevilla', count: 12_345, middle: 'sevilla', current: true as const },
          { label: 'Córdoba', count: 7, middle: 'cordoba' },
        ],
        ['label', 'count', 'middle', 'current'],
      ),
    },
  };
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <I18nProvider locale={locale} messages={getMessages(locale)}>
          <ResultsFacets facets={facets} />
        </I18nProvider>
      ),
    },
  ]);
  return renderToString(<RouterProvider router={router} />);
}

test("a facet's count is written in the reader's language", () => {
  expect(render('en', false)).toContain('12,345</span>');
  expect(render('es', false)).toContain('12.345</span>');
  expect(render('en', false)).not.toContain('≈');
});

test("each facet links to its search, rebuilt from the group's shared start and end", () => {
  const html = render('en', false);
  expect(html).toContain('<a aria-current="true" href="/search?q=yegua&amp;province=sevilla&amp;sort=newest"');
  expect(html).toContain('<a href="/search?q=yegua&amp;province=cordoba&amp;sort=newest"');
});

test('counts over a sample of a large result are marked approximate', () => {
  expect(render('en', true)).toContain('≈ 12,345</span>');
  expect(render('pt', true)).toContain('≈ 7</span>');
});
