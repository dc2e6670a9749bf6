import { localizePath } from '../../common/locale/locale-path.ts';
import type { Locale, Localized } from '../../common/locale/locales.ts';

/**
 * A browse page with at least one visible ad: a category or subcategory, a place (country,
 * community, province, town), or a country with a category (spec §2). Category, subcategory,
 * country and community slugs exist per language; province and town slugs are one string.
 */
export interface BrowsePage {
  category?: Localized;
  subcategory?: Localized;
  country?: Localized;
  community?: Localized;
  province?: string;
  town?: string;
  /** A filter page: /f/{filter}[/{item}] (one slug for every locale). */
  filter?: string;
  item?: string;
  lastmod: Date;
}

/**
 * The page's address in `locale`: /c/{category}[/{subcategory}], /{country}[/{community}
 * [/{province}[/{town}]]][/c/{category}[/{subcategory}]] or /f/{filter}[/{item}], behind the
 * locale's prefix.
 */
export function browsePath(page: BrowsePage, locale: Locale): string {
  if (page.filter) {
    const item = page.item ? `/${encodeURIComponent(page.item)}` : '';
    return localizePath(`/f/${encodeURIComponent(page.filter)}${item}`, locale);
  }
  const place = [page.country?.[locale], page.community?.[locale], page.province, page.town];
  const category = page.category ? ['c', page.category[locale], page.subcategory?.[locale]] : [];
  const segments = [...place, ...category].filter((segment): segment is string => Boolean(segment));
  return localizePath(`/${segments.map(encodeURIComponent).join('/')}`, locale);
}
