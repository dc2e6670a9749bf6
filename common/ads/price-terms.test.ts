import { expect, test } from 'vitest';
import { checkPriceTerms, priceUnitsFor } from './price-terms.ts';

const livery = { subcategoryKey: 'livery', withPrice: true, isOffer: true } as const;
const horse = { subcategoryKey: 'leisure_horses', withPrice: true, isOffer: true } as const;

test('livery is priced by the month first, semen by the dose, a horse as a whole', () => {
  expect(priceUnitsFor('livery')[0]).toBe('month');
  expect(priceUnitsFor('iberian_semen')).toEqual(['dose']);
  expect(priceUnitsFor('riding_lessons')).toContain('session');
  expect(priceUnitsFor('leisure_horses')).toEqual([]);
  expect(priceUnitsFor(null)).toEqual([]);
});

test('a livery price keeps its unit; a unit the subcategory does not have is refused', () => {
  expect(checkPriceTerms({ ...livery, price: 225, priceType: 'fixed', priceUnit: 'month' })).toEqual({
    ok: true,
    price: 225,
    priceType: 'fixed',
    priceUnit: 'month',
  });
  expect(checkPriceTerms({ ...livery, price: 225, priceType: 'fixed', priceUnit: 'dose' })).toEqual({
    ok: false,
    fieldErrors: { priceUnit: ['validation.price_unit_invalid'] },
  });
  // The guest form asks no unit: the usual one.
  expect(checkPriceTerms({ ...livery, price: 225, priceType: 'fixed', priceUnit: undefined })).toMatchObject({
    priceUnit: 'month',
  });
});

test('a horse takes no unit', () => {
  expect(checkPriceTerms({ ...horse, price: 4200, priceType: 'negotiable', priceUnit: undefined })).toEqual({
    ok: true,
    price: 4200,
    priceType: 'negotiable',
    priceUnit: null,
  });
  expect(checkPriceTerms({ ...horse, price: 4200, priceType: 'fixed', priceUnit: 'month' }).ok).toBe(false);
});

test('on request has no amount; an amount typed with it is refused, not dropped', () => {
  expect(checkPriceTerms({ ...livery, price: undefined, priceType: 'on_request', priceUnit: 'month' })).toEqual({
    ok: true,
    price: null,
    priceType: 'on_request',
    priceUnit: null,
  });
  expect(checkPriceTerms({ ...horse, price: 10, priceType: 'on_request', priceUnit: undefined })).toEqual({
    ok: false,
    fieldErrors: { price: ['validation.price_on_request_amount'] },
  });
});

test('an offer with a fixed or negotiable price needs the amount; a wanted ad may leave it out', () => {
  expect(checkPriceTerms({ ...horse, price: undefined, priceType: 'negotiable', priceUnit: undefined })).toEqual({
    ok: false,
    fieldErrors: { price: ['validation.price_required'] },
  });
  expect(
    checkPriceTerms({ ...horse, isOffer: false, price: undefined, priceType: 'fixed', priceUnit: undefined }).ok,
  ).toBe(true);
});

test('a subcategory without prices keeps none', () => {
  expect(
    checkPriceTerms({
      subcategoryKey: 'x',
      withPrice: false,
      isOffer: true,
      price: 5,
      priceType: 'fixed',
      priceUnit: 'day',
    }),
  ).toEqual({ ok: true, price: null, priceType: 'fixed', priceUnit: null });
});
