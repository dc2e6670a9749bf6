import { expect, test } from 'vitest';
import { LOCALES } from '../../common/locale/locales.ts';
import { emptySearchForm } from '../../common/search/search-form.ts';
import type { AdCardView } from '../ads/ad-page-view.ts';
import { loadSecret } from '../infra/secret.ts';
import { getTranslator } from '../locale/messages.ts';
import { composeAlertMail } from './saved-search-mail.ts';
import { readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token.ts';

loadSecret({ SESSION_SECRET: 'unit-tests-secret-0123456789abcdef-0123', dataDir: '.data/test' });

const SEARCH_ID = '6f1c2a4e-9d0b-4c3e-8a7f-2b5d9e1c0a11';
const ad: AdCardView = {
  id: '0b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
  slug: 'yegua-lusitana-torda-ab12cd',
  title: 'Yegua <lusitana> & torda',
  price: '€9,000',
  town: 'Écija',
  province: 'Seville',
  publishedAt: null,
  attributes: [],
  cover: { base: '/media/classifieds/a/m' },
};

function mail(locale: 'es' | 'en' | 'ca' | 'pt' = 'en') {
  return composeAlertMail({
    to: 'rider@example.test',
    recipientName: 'Rider',
    locale,
    origin: 'https://galope.test/',
    savedSearch: { id: SEARCH_ID, name: 'Grey mares', form: { ...emptySearchForm(), q: 'yegua' } },
    ads: [ad],
    total: 1,
    messageId: '<alert-1@galope>',
  });
}

test('the alert mail links each ad and the search in the reader’s language, with absolute covers', () => {
  const message = mail('pt');
  expect(message.subject).toBe('Um anúncio novo para «Grey mares»');
  expect(message.text).toContain('https://galope.test/pt/s/yegua-lusitana-torda-ab12cd');
  expect(message.text).toContain('https://galope.test/pt/search?form=');
  expect(message.html).toContain('src="https://galope.test/media/classifieds/a/m-640.webp"');
  // Ad titles are the sellers' text: escaped in the HTML.
  expect(message.html).toContain('Yegua &#60;lusitana&#62; &#38; torda');
  expect(message.html).not.toContain('<lusitana>');
});

test('every alert mail carries a one-click unsubscribe for its own search', () => {
  const message = mail();
  const header = message.headers?.['List-Unsubscribe'] ?? '';
  expect(header).toMatch(/^<https:\/\/galope\.test\/api\/saved-searches\/unsubscribe\?token=[^>]+>$/);
  expect(message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const token = new URL(header.slice(1, -1)).searchParams.get('token');
  expect(readUnsubscribeToken(token)).toBe(SEARCH_ID);
  expect(message.text).toContain(`https://galope.test/en/saved-searches/unsubscribe?token=${token}`);
});

test('an unsubscribe token only opens the search it was signed for', () => {
  const token = signUnsubscribeToken(SEARCH_ID);
  const other = '0b7e8c52-3f1a-4d6b-9e2c-7a8f1d4c5b66';
  expect(readUnsubscribeToken(token.replace(SEARCH_ID, other))).toBeUndefined();
  expect(readUnsubscribeToken(`${SEARCH_ID}.`)).toBeUndefined();
  expect(readUnsubscribeToken('not-a-token')).toBeUndefined();
  expect(readUnsubscribeToken(null)).toBeUndefined();
});

test.each(LOCALES)('the %s notification names the search and counts the ads', (locale) => {
  const t = getTranslator(locale);
  const one = t('notifications.saved_search_alert', { name: 'Grey mares', count: 1 });
  const three = t('notifications.saved_search_alert', { name: 'Grey mares', count: 3 });
  expect(one).toContain('Grey mares');
  expect(three).toContain('3');
  expect(one).not.toBe(three);
});
