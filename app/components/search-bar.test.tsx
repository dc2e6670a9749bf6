import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { emptySearchForm, type SearchForm } from '../../common/search/search-form.ts';
import type { ShellData } from '../../server/catalogue/shell-data.ts';
import { getMessages } from '../../server/locale/messages.ts';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { SearchBar } from './search-bar.tsx';

// The bar reads nothing from the global data until its panel opens.
const global = {} as ShellData;

function EnglishBar() {
  return (
    <I18nProvider locale="en" messages={getMessages('en')}>
      <SearchBar global={global} />
    </I18nProvider>
  );
}

function renderAt(path: string, searchForm?: SearchForm): string {
  const Stub = createRoutesStub([
    { id: 'page', path, Component: EnglishBar, loader: () => (searchForm ? { searchForm } : {}) },
  ]);
  return renderToString(
    <Stub initialEntries={[path]} hydrationData={{ loaderData: { page: searchForm ? { searchForm } : {} } }} />,
  );
}

test('the bar shows the search of the page it is on, with the clear button and highlight', () => {
  const html = renderAt('/en/search', {
    ...emptySearchForm(),
    q: 'yegua lusitana',
    community: { name: 'Andalusia', slug: 'andalusia' },
  });
  expect(html).toContain('value="yegua lusitana"');
  expect(html).toContain('Clear search');
  expect(html).toMatch(/class="[^"]*_active_/);
});

test('elsewhere the bar starts empty, with no clear button', () => {
  const html = renderAt('/en/p/who_are_we');
  expect(html).toContain('value=""');
  expect(html).not.toContain('Clear search');
  expect(html).not.toMatch(/class="[^"]*_active_/);
});
