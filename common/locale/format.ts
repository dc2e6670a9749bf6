import { INTL_TAG, type Locale } from './locales.ts';

const two = (value: number) => String(value).padStart(2, '0');

/** A price as the locale writes money: `12.500 €` in Spanish, `€12,500` in English. */
export function formatPrice(locale: Locale, amount: number, currency = 'EUR'): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const key = `${locale}|${currency}|${digits}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAG[locale], { style: 'currency', currency, maximumFractionDigits: digits });
    priceFormats.set(key, format);
  }
  return format.format(amount);
}

// Making an Intl formatter costs ~100 times more than using one: a page of 24 result cards made
// 48 of them. Kept per locale, currency and time zone (a handful).
const priceFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const metreFormats = new Map<Locale, Intl.NumberFormat>();

/** A horse's height in metres as the locale writes it, two decimals: `1,65 m`, `1.65 m`. */
export function formatMetres(locale: Locale, centimetres: number): string {
  let format = metreFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAG[locale], { minimumFractionDigits: 2 });
    metreFormats.set(locale, format);
  }
  return `${format.format(centimetres / 100)} m`;
}

/** DD/MM/YYYY in every locale (spec §9), in the given time zone. */
export function formatDate(date: Date, timeZone = 'Europe/Madrid'): string {
  const parts = zonedParts(date, timeZone);
  return `${two(parts.day)}/${two(parts.month)}/${parts.year}`;
}

/** HH:mm, 24-hour, in every locale (spec §9). */
export function formatTime(date: Date, timeZone = 'Europe/Madrid'): string {
  const parts = zonedParts(date, timeZone);
  return `${two(parts.hour)}:${two(parts.minute)}`;
}

function zonedParts(date: Date, timeZone: string) {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}
