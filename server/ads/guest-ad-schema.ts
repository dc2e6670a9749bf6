import { z } from 'zod';
import { confirmMatches, signUpSchema } from '../../common/accounts/account-schemas.ts';
import {
  categoryStepSchema,
  detailsStepSchema,
  locationStepSchema,
  typeStepSchema,
} from '../../common/ads/ad-schemas.ts';

/**
 * /s/add-guest in one form: the ad's essentials and the new account, checked with the same rules
 * as the posting steps and the sign-up form.
 */
export function guestAdSchema({ currentYear }: { currentYear: number }) {
  const details = detailsStepSchema({ currentYear }).shape;
  return z
    .object({
      ...signUpSchema.shape,
      type: typeStepSchema.shape.type,
      subcategory: categoryStepSchema.shape.subcategory,
      title: details.title,
      description: details.description,
      price: details.price,
      province: locationStepSchema.shape.province,
    })
    .refine((form) => form.password === form.confirmPassword, confirmMatches);
}
