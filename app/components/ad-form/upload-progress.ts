import { INTL_TAG, type Locale } from '../../../common/locale/locales.ts';

/** How much of an upload has travelled, from 0 to 1 (0 until the browser knows the size). */
export function uploadShare(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(1, Math.max(0, loaded / total));
}

/** A file size as people read it: `850 kB`, `2.4 MB` (`2,4 MB` in Spanish). */
export function formatBytes(bytes: number, locale: Locale): string {
  const megabytes = bytes >= 1000 * 1000;
  return new Intl.NumberFormat(INTL_TAG[locale], {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(bytes / (megabytes ? 1000 * 1000 : 1000));
}

/** A share as the locale writes a percentage: `45%`, `45 %` in Spanish. */
export function formatShare(share: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_TAG[locale], { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
