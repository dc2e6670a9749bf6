import { cardPictureSources } from '../../common/ads/picture-sources.ts';
import { localizePath } from '../../common/locale/locale-path.ts';
import type { Locale } from '../../common/locale/locales.ts';
import { type SearchForm, searchFormToQuery } from '../../common/search/search-form.ts';
import type { AdCardView } from '../ads/ad-page-view.ts';
import type { MailMessage } from '../infra/mail/mailer.ts';
import { getTranslator } from '../locale/messages.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/** Ads shown in one mail; the rest are a click away on the search itself. */
const ADS_PER_ALERT_MAIL = 20;

/** Where an alert links to: the saved search on /search, in the reader's language. */
function savedSearchPath(form: SearchForm, locale: Locale): string {
  return `${localizePath('/search', locale)}?${searchFormToQuery(form)}`;
}

/**
 * The alert mail of one saved search in its owner's language: the new ads (cover, title, price,
 * town, link), a link to the whole search, and a one-click unsubscribe for this search alone, in
 * the body and in the List-Unsubscribe headers (RFC 2369 and RFC 8058).
 */
export function composeAlertMail(options: {
  to: string;
  recipientName: string;
  locale: Locale;
  origin: string;
  savedSearch: { id: string; name: string; form: SearchForm };
  ads: AdCardView[];
  total: number;
  messageId: string;
}): MailMessage {
  const { locale, savedSearch, ads, total } = options;
  const t = getTranslator(locale);
  const origin = options.origin.replace(/\/+$/, '');
  const absolute = (path: string) => (path.startsWith('/') ? `${origin}${path}` : path);
  const searchLink = absolute(savedSearchPath(savedSearch.form, locale));
  const token = signUnsubscribeToken(savedSearch.id);
  const unsubscribePage = `${origin}${localizePath('/saved-searches/unsubscribe', locale)}?token=${token}`;
  const unsubscribePost = `${origin}/api/saved-searches/unsubscribe?token=${token}`;
  const values = { name: savedSearch.name, count: total };
  const shown = ads.slice(0, ADS_PER_ALERT_MAIL);
  const adLine = (ad: AdCardView) => [ad.title, ad.price, ad.town ?? ad.province].filter(Boolean).join(' · ');

  const text = [
    t('email.greeting', { name: options.recipientName }),
    t('email.saved_search_alert.body', values),
    ...shown.map((ad) => `${adLine(ad)}\n${absolute(localizePath(`/s/${ad.slug}`, locale))}`),
    `${t('email.saved_search_alert.action')}: ${searchLink}`,
    t('email.signature'),
    `${t('email.saved_search_alert.footer', values)}\n${t('email.saved_search_alert.unsubscribe')}: ${unsubscribePage}`,
  ].join('\n\n');

  const cards = shown
    .map((ad) => {
      const href = escapeHtml(absolute(localizePath(`/s/${ad.slug}`, locale)));
      const src = ad.cover ? cardPictureSources(ad.cover).src : null;
      const cover = src
        ? `<img src="${escapeHtml(absolute(src))}" alt="" width="160" height="120" style="display:block;width:160px;height:120px;object-fit:cover;border-radius:6px">`
        : '';
      const details = [ad.price, ad.town ?? ad.province].filter(Boolean).map((each) => escapeHtml(String(each)));
      return `<tr><td style="padding:8px 12px 8px 0;vertical-align:top"><a href="${href}">${cover}</a></td><td style="padding:8px 0;vertical-align:top"><a href="${href}" style="color:#1f2a24;font-weight:600">${escapeHtml(ad.title)}</a><br><span style="color:#4a544e">${details.join(' · ')}</span></td></tr>`;
    })
    .join('\n');
  const html = [
    `<p>${escapeHtml(t('email.greeting', { name: options.recipientName }))}</p>`,
    `<p>${escapeHtml(t('email.saved_search_alert.body', values))}</p>`,
    `<table role="presentation" cellpadding="0" cellspacing="0">${cards}</table>`,
    `<p><a href="${escapeHtml(searchLink)}">${escapeHtml(t('email.saved_search_alert.action'))}</a></p>`,
    `<p>${escapeHtml(t('email.signature'))}</p>`,
    `<p style="color:#4a544e;font-size:13px">${escapeHtml(t('email.saved_search_alert.footer', values))} <a href="${escapeHtml(unsubscribePage)}">${escapeHtml(t('email.saved_search_alert.unsubscribe'))}</a></p>`,
  ].join('\n');

  return {
    to: options.to,
    subject: t('email.saved_search_alert.subject', values),
    text,
    html,
    messageId: options.messageId,
    headers: {
      'List-Unsubscribe': `<${unsubscribePost}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
