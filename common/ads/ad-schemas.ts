import { z } from 'zod';
import { TEXT_INVALID_MESSAGE, textField, visibleLineField } from '../validation/text-input.ts';
import {
  AD_DESCRIPTION_MAX,
  AD_DESCRIPTION_MIN,
  AD_TITLE_MAX,
  AD_TITLE_MIN,
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  OLDEST_BIRTH_YEAR,
  PRICE_MAX,
  PRICE_MIN,
} from './ad-limits.ts';
import { PRICE_TYPES, PRICE_UNITS } from './price-terms.ts';
import { isValidUeln, normaliseUeln } from './ueln.ts';

/**
 * The posting form, one schema per step, shared by the browser and the server. Messages are
 * catalogue keys; the spec's texts where it has them ('classified type cannot be blank').
 */
export const AD_STEPS = ['type', 'category', 'details', 'location', 'media', 'preview'] as const;
export type AdStep = (typeof AD_STEPS)[number];

const required = (key: string) => (issue: { input?: unknown }) => (issue.input === undefined ? key : undefined);

export const typeStepSchema = z.object({
  type: z.enum(['offer', 'demand'], { error: 'validation.classified_type_blank' }),
});

export const categoryStepSchema = z.object({
  subcategory: textField('line', { error: required('validation.subcategory_required') }).min(
    1,
    'validation.subcategory_required',
  ),
});

const optionalText = (max: number) => textField('line').trim().max(max, 'validation.text_too_long').optional();

/**
 * Details. Price and the horse fields are checked here; whether the subcategory takes a price
 * and which filters it has is checked by the server against the catalogue (saveAdStep).
 */
export function detailsStepSchema({ currentYear }: { currentYear: number }) {
  return z.object({
    title: visibleLineField({ error: required('validation.title_required') })
      .trim()
      .min(1, 'validation.title_required')
      .min(AD_TITLE_MIN, 'validation.title_min')
      .max(AD_TITLE_MAX, 'validation.title_max'),
    description: textField('lines', { error: required('validation.description_required') })
      .trim()
      .min(1, 'validation.description_required')
      .min(AD_DESCRIPTION_MIN, 'validation.description_min')
      .max(AD_DESCRIPTION_MAX, 'validation.description_max'),
    price: z.coerce
      .number({ error: 'validation.price_number' })
      .int('validation.price_whole')
      .min(PRICE_MIN, 'validation.price_min')
      .max(PRICE_MAX, 'validation.price_max')
      .optional(),
    /** Fixed, negotiable or on request; whether an amount goes with it is checked with the subcategory (price-terms.ts). */
    priceType: z.enum(PRICE_TYPES, { error: 'validation.price_type_invalid' }).optional(),
    /** What the price is for (`month`), where the subcategory has units. */
    priceUnit: z.enum(PRICE_UNITS, { error: 'validation.price_unit_invalid' }).optional(),
    /** filter slug → chosen item slugs (`filters.raza` = ['lusitano']). */
    filters: z
      .record(
        textField('line'),
        // Values come from the form's own options: only a forged one fails, as unclean text.
        z.union([textField('line'), z.array(textField('line'))], { error: TEXT_INVALID_MESSAGE }),
      )
      .optional(),
    horseName: optionalText(80),
    birthYear: z.coerce
      .number({ error: 'validation.birth_year_invalid' })
      .int('validation.birth_year_invalid')
      .min(OLDEST_BIRTH_YEAR, 'validation.birth_year_invalid')
      .max(currentYear, 'validation.birth_year_invalid')
      .optional(),
    heightCm: z.coerce
      .number({ error: 'validation.height_invalid' })
      .int('validation.height_invalid')
      .min(HEIGHT_CM_MIN, 'validation.height_invalid')
      .max(HEIGHT_CM_MAX, 'validation.height_invalid')
      .optional(),
    ueln: textField('line')
      .trim()
      .refine((value) => isValidUeln(value), 'validation.ueln_invalid')
      .transform(normaliseUeln)
      .optional(),
    microchip: textField('line')
      .trim()
      .regex(/^\d{15}$/, 'validation.microchip_invalid')
      .optional(),
    studbook: optionalText(80),
    sire: optionalText(80),
    dam: optionalText(80),
    sireSire: optionalText(80),
    damSire: optionalText(80),
    damDam: optionalText(80),
  });
}

export const locationStepSchema = z.object({
  province: textField('line', { error: required('validation.province_required') }).min(
    1,
    'validation.province_required',
  ),
  /** The town's slug inside the province (what API call 7 lists). */
  town: textField('line').max(120).optional(),
  /** The point set on the map (docs/decisions/0027-map-picker.md); without it, the town's centre. */
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  // An unticked checkbox sends nothing: absent means the public sees the area only.
  exactLocation: z.boolean().default(false),
});

export type DetailsValues = z.output<ReturnType<typeof detailsStepSchema>>;
