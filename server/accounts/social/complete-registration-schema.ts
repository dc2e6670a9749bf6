import { z } from 'zod';
import { nameField } from '../../../common/accounts/account-schemas.ts';

/** /user/complete-registration: what a social sign-in could not tell us, with sign-up's own rules. */
export const completeRegistrationSchema = z.object({
  name: nameField,
  acceptTerms: z.literal('on', { error: 'validation.terms_required' }),
});
