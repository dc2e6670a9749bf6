import type { Locale } from '../../common/locale/locales.ts';
import { findProvinceById, findTownById } from '../geo/geography.ts';
import { visitTimeZone, wallTime } from './visit-time.ts';

export type VisitPlaceSource = {
  countryCode: string;
  communityId: string | null;
  provinceId: string | null;
  townId: number | null;
};

/** Where the visit happens, in words: "Jerez de la Frontera, Cádiz" (the ad's town and province). */
export function visitLocation(ad: VisitPlaceSource, locale: Locale): string {
  const town = ad.townId === null ? undefined : findTownById(ad.townId);
  const province = ad.provinceId ? findProvinceById(ad.provinceId)?.name[locale] : undefined;
  const parts = [town?.name, province].filter((part): part is string => Boolean(part));
  // A province named like its town ("Sevilla, Sevilla") is said once.
  return [...new Set(parts)].join(', ');
}

export function visitZoneOf(ad: Pick<VisitPlaceSource, 'countryCode' | 'communityId'>): string {
  return visitTimeZone(ad);
}

/**
 * The spec's message format, DD/MM/YYYY HH:mm (§9), on the clock of the horse's place, with the
 * end time: "02/12/2026 10:00–11:00". The same in the four languages, so it can be stored in a
 * notification's data and read in any of them.
 */
export function formatVisitWhen({ start, end, zone }: { start: Date; end: Date; zone: string }): string {
  const from = wallTime(start, zone);
  const to = wallTime(end, zone);
  const [year, month, day] = from.day.split('-');
  const until = to.day === from.day ? to.time : `${to.day.split('-').reverse().join('/')} ${to.time}`;
  return `${day}/${month}/${year} ${from.time}–${until}`;
}

/** A visit's time for a page, in the reader's language and the place's clock: "Wednesday, 2 December 2026, 10:00–11:00". */
export function formatVisitSpan({
  start,
  end,
  zone,
  intlLocale,
}: {
  start: Date;
  end: Date;
  zone: string;
  intlLocale: string;
}): string {
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).formatRange(
    start,
    end,
  );
}
