import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { emptySearchForm, type SearchForm } from '../../../common/search/search-form.ts';
import { getMessages } from '../../../server/locale/messages.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { PlaceFields } from './place-fields.tsx';

function render(form: SearchForm): string {
  return renderToString(
    <I18nProvider locale="en" messages={getMessages('en')}>
      <PlaceFields id="p" communities={[{ name: 'Andalusia', slug: 'andalusia' }]} form={form} update={() => {}} />
    </I18nProvider>,
  );
}

test('a search restored from its URL shows its province and town before their lists arrive', () => {
  const html = render({
    ...emptySearchForm(),
    community: { name: 'Andalusia', slug: 'andalusia' },
    province: { name: 'Sevilla', slug: 'sevilla' },
    town: { name: 'Carmona', slug: 'carmona' },
    radius: 25,
  });
  expect(html).toMatch(/<option value="andalusia" selected="">Andalusia<\/option>/);
  expect(html).toMatch(/<option value="sevilla" selected="">Sevilla<\/option>/);
  expect(html).toMatch(/<option value="carmona" selected="">Carmona<\/option>/);
  expect(html).toMatch(/<option value="25" selected="">Within 25 km<\/option>/);
  expect(html).not.toMatch(/<select[^>]*id="p-town"[^>]*disabled/);
});

test('without a province the town and the radius are disabled', () => {
  const html = render({ ...emptySearchForm(), community: { name: 'Andalusia', slug: 'andalusia' } });
  expect(html).toMatch(/<select[^>]*id="p-town"[^>]*disabled/);
  expect(html).toMatch(/<select[^>]*id="p-radius"[^>]*disabled/);
  expect(html).not.toMatch(/<select[^>]*id="p-province"[^>]*disabled/);
});
