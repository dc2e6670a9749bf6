import { expect, test } from 'vitest';
import { LOCALES } from '../../common/locale/locales.ts';
import { browserCatalogue, browserCatalogueAt, getMessages } from './messages.ts';

test('each locale has its own file, named by its content, holding every message but the server-only ones', () => {
  const paths = new Set<string>();
  for (const locale of LOCALES) {
    const catalogue = browserCatalogue(locale);
    expect(catalogue.path).toMatch(new RegExp(`^/i18n/${locale}\\.[0-9a-f]{12}\\.json$`));
    paths.add(catalogue.path);
    const sent = JSON.parse(catalogue.json) as Record<string, unknown>;
    const all = getMessages(locale);
    const serverOnly = Object.keys(all).filter((key) =>
      ['email.', 'sms.', 'pwa.'].some((prefix) => key.startsWith(prefix)),
    );
    expect(serverOnly.length).toBeGreaterThan(0);
    expect(Object.keys(sent).length).toBe(Object.keys(all).length - serverOnly.length);
    expect(sent['header.sign_in']).toEqual(all['header.sign_in']);
    for (const key of serverOnly) expect(sent).not.toHaveProperty(key);
  }
  expect(paths.size).toBe(LOCALES.length);
});

test('a file is found only by its exact current name', () => {
  const { path } = browserCatalogue('pt');
  expect(browserCatalogueAt(path)).toBe(browserCatalogue('pt'));
  expect(browserCatalogueAt('/i18n/pt.000000000000.json')).toBeUndefined();
  expect(browserCatalogueAt('/i18n/../package.json')).toBeUndefined();
});
