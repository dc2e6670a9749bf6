import type { Locale } from '../../common/locale/locales.ts';
import { getReferenceData } from './reference-data.ts';

/** A home page tile: a category drawn with its first subcategory's icon (our own seeded SVG). */
export interface CategoryTile {
  name: string;
  slug: string;
  svg: string;
}

/** The home page's category tiles: only this page needs icons, so the shell data carries none. */
export async function loadCategoryTiles(locale: Locale): Promise<CategoryTile[]> {
  const data = await getReferenceData();
  return data.categories.map((category) => ({
    name: category.name[locale],
    slug: category.slug[locale],
    svg: category.subcategories[0]?.svg ?? '',
  }));
}
