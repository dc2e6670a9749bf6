import { type PriceUnit, UNIT_CODES } from '../../common/ads/price-terms.ts';
import { formatPrice } from '../../common/locale/format.ts';
import type { Locale } from '../../common/locale/locales.ts';
import { getTranslator } from '../locale/messages.ts';

interface PricedAd {
  price: number | null;
  currency: string;
  priceType: string;
  priceUnit: string | null;
}

/**
 * The price as a reader reads it, in their language: "225 € a month", "4.200 € (negotiable)";
 * null when there is none (the pages say "Price on request"). Written on the server so the
 * pages show it as they show any text, with no code of their own.
 */
export function adPriceText(ad: PricedAd, locale: Locale): string | null {
  if (ad.price === null) return null;
  const t = getTranslator(locale);
  const amount = formatPrice(locale, ad.price, ad.currency);
  const withUnit = ad.priceUnit ? t(`price.per.${ad.priceUnit}`, { price: amount }) : amount;
  return ad.priceType === 'negotiable' ? t('price.negotiable', { price: withUnit }) : withUnit;
}

export interface UnitPriceSpecification {
  '@type': 'UnitPriceSpecification';
  price: number;
  priceCurrency: string;
  unitCode?: string;
  unitText?: string;
}

/**
 * schema.org's price per unit of an Offer (JSON-LD): a UN/CEFACT code where one exists, else the
 * unit's name; null for a price of the whole thing.
 */
export function adUnitPrice(ad: PricedAd): UnitPriceSpecification | null {
  if (!ad.priceUnit || ad.price === null) return null;
  const code = UNIT_CODES[ad.priceUnit as PriceUnit];
  return {
    '@type': 'UnitPriceSpecification',
    price: ad.price,
    priceCurrency: ad.currency,
    ...(code ? { unitCode: code } : { unitText: ad.priceUnit }),
  };
}
