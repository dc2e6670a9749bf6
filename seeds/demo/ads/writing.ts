import { INTL_TAG, type Locale } from '../../../common/locale/locales.ts';
import type { PictureTag } from '../drawings/pictures.ts';
import type { Coat } from '../drawings/shapes.ts';
import type { Random } from '../random.ts';

/** What a writer knows about the ad it writes: one language, one subcategory, one place. */
export interface AdBrief {
  random: Random;
  language: Locale;
  type: 'offer' | 'demand';
  subcategory: string;
  town: string;
  /** The province's name in the ad's language. */
  province: string;
  year: number;
  /** A breeder's own breed (raza item) and stallions, which its ads are about. */
  breed?: string;
  stallions?: readonly string[];
}

export interface HorseFields {
  horseName?: string;
  birthYear?: number;
  heightCm?: number;
  ueln?: string;
  microchip?: string;
  studbook?: string;
  sire?: string;
  dam?: string;
}

/** An ad as its owner would have typed it, and which demo pictures suit it. */
export interface WrittenAd {
  title: string;
  description: string;
  price: number | null;
  filterValues: Record<string, string[]>;
  horse: HorseFields;
  photos: { tags: readonly PictureTag[]; coat?: Coat };
}

export type Texts<T = string> = Record<Locale, T>;

/** A whole number of euros the way sellers write them: 12.500, 3.200, 450, 95, 35. */
export function priceBetween(random: Random, min: number, max: number): number {
  // Log-uniform: as many ads at 2–4 k as at 20–40 k, like real listings.
  const raw = Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)));
  const step = raw >= 100_000 ? 5_000 : raw >= 10_000 ? 500 : raw >= 2_000 ? 100 : raw >= 300 ? 50 : raw >= 60 ? 5 : 1;
  return Math.max(1, Math.round(raw / step) * step);
}

// Making a NumberFormat costs far more than using one: bench/search.ts writes a million ads.
const moneyFormats = new Map<Locale, Intl.NumberFormat>();

export function formatMoney(language: Locale, euros: number): string {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAG[language], {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    moneyFormats.set(language, format);
  }
  return format.format(euros);
}

/** 165 → "1,65 m"; in English as riders in Britain say it, "16.1 hh (165 cm)". */
export function formatHeight(language: Locale, cm: number): string {
  if (language !== 'en') return `${(cm / 100).toFixed(2).replace('.', ',')} m`;
  const inches = Math.round(cm / 2.54);
  return `${Math.floor(inches / 4)}.${inches % 4} hh (${cm} cm)`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Joins the sentences that were written, skipping the ones a writer chose to leave out. */
export function paragraph(...sentences: (string | false | undefined)[]): string {
  return sentences.filter(Boolean).join(' ');
}

/** The edad filter's item for an age in years. */
export function ageItem(age: number): string {
  return age <= 3 ? '0-3' : age <= 6 ? '4-6' : age <= 10 ? '7-10' : age <= 15 ? '11-15' : 'mas-de-15';
}

/** The alzada (horses) or alzada-poni item for a height in cm. */
export function heightItem(cm: number, pony: boolean): string {
  if (pony)
    return cm < 110
      ? 'menos-de-110'
      : cm <= 120
        ? '110-120'
        : cm <= 130
          ? '121-130'
          : cm <= 140
            ? '131-140'
            : '141-148';
  return cm < 148
    ? 'menos-de-148'
    : cm <= 155
      ? '148-155'
      : cm <= 162
        ? '156-162'
        : cm <= 168
          ? '163-168'
          : 'mas-de-168';
}
