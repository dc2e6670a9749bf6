/**
 * What a price means (issue 30): fixed, open to offers, or on request (no amount), and what it is
 * for where a subcategory prices by time or quantity — livery by the month, semen by the dose.
 * Shared by the posting form, the server's check, the pages and the JSON-LD.
 */
export const PRICE_TYPES = ['fixed', 'negotiable', 'on_request'] as const;
type PriceType = (typeof PRICE_TYPES)[number];

export const PRICE_UNITS = ['month', 'week', 'day', 'hour', 'session', 'visit', 'dose', 'trip', 'km'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

const SEMEN = ['sport_horse_semen', 'iberian_semen', 'arabian_semen', 'american_breed_semen', 'pony_semen'];

/**
 * The units a subcategory's price can be given in, the usual one first (the form's default). A
 * subcategory not listed prices the whole thing: a horse, a saddle, a property. Drizzle migration
 * 0026 gives existing priced ads of these subcategories their first unit.
 */
const UNITS: Record<string, readonly PriceUnit[]> = {
  livery: ['month', 'week', 'day'],
  stables_to_rent: ['month'],
  paddocks_and_grazing: ['month'],
  horses_on_loan: ['month'],
  riding_lessons: ['session', 'hour', 'month'],
  training: ['session', 'month'],
  equine_physiotherapy: ['session'],
  vets: ['visit'],
  farriers: ['visit'],
  trail_rides: ['hour', 'day'],
  horse_transport: ['trip', 'km'],
  ...Object.fromEntries(SEMEN.map((key) => [key, ['dose'] as const])),
};

export function priceUnitsFor(subcategoryKey: string | null | undefined): readonly PriceUnit[] {
  return (subcategoryKey && UNITS[subcategoryKey]) || [];
}

/**
 * schema.org's `unitCode` (UN/CEFACT common codes) where one exists; the others go as `unitText`.
 */
export const UNIT_CODES: Partial<Record<PriceUnit, string>> = {
  month: 'MON',
  week: 'WEE',
  day: 'DAY',
  hour: 'HUR',
  km: 'KMT',
};

export interface PriceTermsInput {
  subcategoryKey: string | null;
  /** The subcategory takes a price at all (the catalogue's `withPrice`). */
  withPrice: boolean;
  /** An offer must say its price or that it is on request; a wanted ad may leave it out. */
  isOffer: boolean;
  price: number | undefined;
  priceType: PriceType | undefined;
  priceUnit: string | undefined;
}

export type PriceTerms =
  | { ok: true; price: number | null; priceType: PriceType; priceUnit: PriceUnit | null }
  | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * The price as it is kept, or what is wrong with it (catalogue keys). An amount with "on request"
 * is refused rather than dropped, so nothing typed disappears unseen; a negotiable or fixed price
 * of an offer needs an amount; a unit must be one of the subcategory's, its usual one when none
 * is given.
 */
export function checkPriceTerms(input: PriceTermsInput): PriceTerms {
  if (!input.withPrice) return { ok: true, price: null, priceType: 'fixed', priceUnit: null };
  const priceType = input.priceType ?? 'fixed';
  const units = priceUnitsFor(input.subcategoryKey);
  if (priceType === 'on_request') {
    if (input.price !== undefined) return { ok: false, fieldErrors: { price: ['validation.price_on_request_amount'] } };
    return { ok: true, price: null, priceType, priceUnit: null };
  }
  if (input.price === undefined) {
    if (input.isOffer) return { ok: false, fieldErrors: { price: ['validation.price_required'] } };
    return { ok: true, price: null, priceType, priceUnit: null };
  }
  if (units.length === 0) {
    if (input.priceUnit) return { ok: false, fieldErrors: { priceUnit: ['validation.price_unit_invalid'] } };
    return { ok: true, price: input.price, priceType, priceUnit: null };
  }
  // No unit posted (the guest form asks none): the subcategory's usual one.
  const unit = input.priceUnit === undefined ? units[0] : units.find((each) => each === input.priceUnit);
  if (!unit) return { ok: false, fieldErrors: { priceUnit: ['validation.price_unit_invalid'] } };
  return { ok: true, price: input.price, priceType, priceUnit: unit };
}
