import type { MetaDescriptor } from 'react-router';
import { FALLBACK_LOCALE, type Locale } from '../../common/locale/locales.ts';
import { createTranslator, type Translate } from '../../common/locale/translate.ts';
import { catalogueFor } from '../i18n/catalogues.ts';

interface RootData {
  locale: Locale;
}

/** `t()` for a route's `meta`, in the root loader's locale (meta runs outside React context). */
export function metaTranslator(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): Translate {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const locale = root?.locale ?? FALLBACK_LOCALE;
  return createTranslator(locale, catalogueFor(locale));
}

/**
 * Title and description tags, the title suffixed with the site name; Open Graph's title and
 * description say the same (the root layout adds og:url and og:image to every page).
 */
export function pageMeta(title: string, description?: string): MetaDescriptor[] {
  const full = title.includes('Galope') ? title : `${title} · Galope`;
  return [
    { title: full },
    ...(description
      ? [
          { name: 'description', content: description },
          { property: 'og:description', content: description },
        ]
      : []),
    { property: 'og:title', content: full },
    { property: 'og:site_name', content: 'Galope' },
  ];
}

/**
 * The title of a page whose loader failed (an unknown place, category or page: 404; anything
 * else: the server-problem text), so an error page is never a document without a title.
 */
export function errorMeta(matches: Parameters<typeof metaTranslator>[0], error: unknown): MetaDescriptor[] {
  const status = (error as { status?: number } | undefined)?.status ?? 404;
  return pageMeta(metaTranslator(matches)(status >= 500 ? 'errors.server_problem' : 'errors.not_found'));
}
