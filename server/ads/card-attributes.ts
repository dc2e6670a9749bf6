import { formatMetres } from '../../common/locale/format.ts';
import type { Locale } from '../../common/locale/locales.ts';
import type { Translate } from '../../common/locale/translate.ts';
import type { Filter } from '../catalogue/reference-data.ts';

/** What a card needs of an ad to say the few attributes a buyer of its category looks at first. */
export interface CardAttributeSource {
  categoryKey: string | null;
  filterValues: Record<string, string[]>;
  birthYear: number | null;
  heightCm: number | null;
}

/**
 * The attributes that matter per category, in the order a card says them. Each entry is a list
 * of alternatives: the first the ad has wins (a measured height over its range filter, a horse's
 * breed or a pony's). Categories not listed show none: their card says enough with its price.
 */
const CARD_ATTRIBUTES: Record<string, readonly (readonly string[])[]> = {
  horses: [['raza'], ['birthYear', 'edad'], ['heightCm', 'alzada'], ['sexo']],
  ponies: [['raza-poni'], ['birthYear', 'edad'], ['heightCm', 'alzada-poni'], ['sexo']],
  semen: [['raza', 'raza-poni']],
  riding_equipment: [['talla-del-caballo', 'talla-de-asiento', 'talla-de-casco', 'talla-de-calzado'], ['estado']],
  clothing: [['talla', 'talla-de-casco', 'talla-de-calzado'], ['estado']],
};

/** At most this many values: a card stays one line of attributes on a phone's half-width card. */
const MAX_CARD_ATTRIBUTES = 4;

/**
 * The card's attribute values ("PRE · 7 años · 1,65 m · Yegua"), translated, first values only
 * (an ad listing two sizes says the first).
 */
export function cardAttributes(options: {
  ad: CardAttributeSource;
  filters: readonly Filter[];
  locale: Locale;
  t: Translate;
  year: number;
}): string[] {
  const { ad, filters, locale, t, year } = options;
  const wanted = ad.categoryKey ? CARD_ATTRIBUTES[ad.categoryKey] : undefined;
  if (!wanted) return [];
  const said = (key: string): string | null => {
    if (key === 'birthYear')
      return ad.birthYear ? t('card.age_years', { count: Math.max(0, year - ad.birthYear) }) : null;
    if (key === 'heightCm') return ad.heightCm ? formatMetres(locale, ad.heightCm) : null;
    const slug = ad.filterValues[key]?.[0];
    if (!slug) return null;
    const item = filters.find((filter) => filter.slug === key)?.items.find((each) => each.slug === slug);
    return item?.name[locale] ?? null;
  };
  return wanted
    .flatMap((alternatives) => {
      for (const key of alternatives) {
        const value = said(key);
        if (value) return [value];
      }
      return [];
    })
    .slice(0, MAX_CARD_ATTRIBUTES);
}
