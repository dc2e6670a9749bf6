import { describe, expect, test } from 'vitest';
import { findProvinceBySlug, listTowns } from '../geo/geography.ts';
import { formatVisitSpan, formatVisitWhen, visitLocation } from './visit-place.ts';

describe('formatVisitWhen', () => {
  test('the spec’s DD/MM/YYYY HH:mm on the clock of the place, with the end time', () => {
    const start = new Date('2026-12-02T09:00:00Z');
    const end = new Date('2026-12-02T10:30:00Z');
    expect(formatVisitWhen({ start, end, zone: 'Europe/Madrid' })).toBe('02/12/2026 10:00–11:30');
    expect(formatVisitWhen({ start, end, zone: 'Atlantic/Canary' })).toBe('02/12/2026 09:00–10:30');
  });

  test('a visit past midnight names the end day', () => {
    const start = new Date('2026-12-02T22:30:00Z');
    const end = new Date('2026-12-03T00:30:00Z');
    expect(formatVisitWhen({ start, end, zone: 'Europe/Madrid' })).toBe('02/12/2026 23:30–03/12/2026 01:30');
  });
});

describe('formatVisitSpan', () => {
  test('reads in the reader’s language, on the clock of the place', () => {
    const span = formatVisitSpan({
      start: new Date('2026-12-02T09:00:00Z'),
      end: new Date('2026-12-02T10:00:00Z'),
      zone: 'Europe/Madrid',
      intlLocale: 'es-ES',
    });
    expect(span).toContain('2 de diciembre de 2026');
    expect(span).toMatch(/10:00.*11:00/);
  });
});

describe('visitLocation', () => {
  test('the town and its province, said once when they share a name', () => {
    const cadiz = findProvinceBySlug('cadiz', 'ES');
    const jerez = cadiz ? listTowns(cadiz.id).find((town) => town.slug === 'jerez-de-la-frontera') : undefined;
    const sevilla = findProvinceBySlug('sevilla', 'ES');
    const city = sevilla ? listTowns(sevilla.id).find((town) => town.slug === 'sevilla') : undefined;
    const place = (province: typeof cadiz, town: typeof jerez) => ({
      countryCode: 'ES',
      communityId: province?.community ?? null,
      provinceId: province?.id ?? null,
      townId: town?.id ?? null,
    });
    expect(visitLocation(place(cadiz, jerez), 'en')).toBe('Jerez de la Frontera, Cádiz');
    expect(visitLocation(place(sevilla, city), 'es')).toBe('Sevilla');
    expect(visitLocation(place(cadiz, undefined), 'en')).toBe('Cádiz');
  });
});
