import { describe, expect, test } from 'vitest';
import { loadGlobalData } from '../../server/catalogue/global-data.ts';
import { loadShellData } from '../../server/catalogue/shell-data.ts';

// What every page's layout sends (docs/decisions/0023-page-shell.md): the footer's, header's and
// search panel's names and slugs, never the icons, and the same object for the same locale and country.
describe('shell data', () => {
  test('carries the names and slugs the shell draws, in the locale, and no icons', async () => {
    const shell = await loadShellData({ locale: 'en', defaultCountry: 'ES' });
    const global = await loadGlobalData({ locale: 'en', defaultCountry: 'ES', origin: 'http://localhost' });
    expect(shell.country).toMatchObject({ code: 'ES', name: global.country.name, currency: 'EUR' });
    expect(shell.country.communities.map((each) => each.slug)).toEqual(
      global.country.communities.map((each) => each.slug),
    );
    expect(shell.categories).toEqual(
      global.categories.map((category) => ({
        name: category.name,
        slug: category.slug,
        sub_categories: category.sub_categories.map(({ name, slug }) => ({ name, slug })),
      })),
    );
    expect(shell.pages).toEqual(global.pages);
    expect(shell.countriesWithIcons.map((each) => each.slug)).toEqual(
      global.countriesWithIcons.map((each) => each.slug),
    );
    expect(JSON.stringify(shell)).not.toContain('<svg');
  });

  test('is built once per locale and country', async () => {
    const first = await loadShellData({ locale: 'pt', defaultCountry: 'ES' });
    expect(await loadShellData({ locale: 'pt', defaultCountry: 'ES' })).toBe(first);
    const portugal = await loadShellData({ locale: 'pt', countrySlug: 'portugal', defaultCountry: 'ES' });
    expect(portugal.country.code).toBe('PT');
    expect(portugal).not.toBe(first);
    expect((await loadShellData({ locale: 'es', defaultCountry: 'ES' })).country.name).toBe('España');
  });
});
