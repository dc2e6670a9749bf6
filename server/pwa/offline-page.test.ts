import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../common/locale/locales.ts';
import { offlinePageHtml } from './offline-page.ts';

describe('the offline page', () => {
  it.each(LOCALES)(
    'asks for nothing over the network in %s: its icon is a data address, its one link reloads',
    (locale) => {
      const html = offlinePageHtml(locale);
      expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+">/);
      const addresses = [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((match) => match[1]);
      expect(addresses.every((address) => address === '' || address?.startsWith('data:'))).toBe(true);
      expect(html).not.toMatch(/<script|<img/);
    },
  );
});
