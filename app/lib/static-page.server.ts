import { redirect } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { LOCALES, type Locale } from '../../common/locale/locales.ts';
import { findPage } from '../../server/catalogue/find-page.ts';
import type { Page } from '../../server/catalogue/reference-data.ts';
import { notFound } from '../../server/http/app-errors.ts';

const BASE: Record<Page['place'], string> = { policy: '/p/spec', useful: '/p' };

/**
 * A static page by slug. A slug from another language redirects to this language's slug, so each
 * page has one address per locale; `alternates` feeds hreflang and the language switcher.
 */
export async function loadStaticPage({ url, slug, place }: { url: URL; slug: string; place: Page['place'] }) {
  const locale = localeFromPath(url.pathname);
  const page = await findPage({ slug, place });
  if (!page) notFound();
  const pathIn = (each: Locale) => localizePath(`${BASE[place]}/${page.slug[each]}`, each);
  if (page.slug[locale] !== slug) throw redirect(pathIn(locale), 301);
  return {
    page: {
      key: page.key,
      title: page.title[locale],
      body: page.body[locale],
      description: summarize(page.body[locale]),
    },
    alternates: Object.fromEntries(LOCALES.map((each) => [each, pathIn(each)])) as Record<Locale, string>,
  };
}

/**
 * The first paragraph, cut at a word near 155 characters: the page's meta description. A page of
 * headings and lists only is described by its text without their marks.
 */
function summarize(body: string): string {
  const first =
    body.split(/\n\s*\n/).find((block) => !block.trim().startsWith('#') && !block.trim().startsWith('-')) ??
    body.replace(/^\s*(#+|-)\s*/gm, '');
  const text = first.replace(/\s+/g, ' ').trim();
  if (text.length <= 155) return text;
  return `${text.slice(0, text.lastIndexOf(' ', 152))}…`;
}
