import { z } from 'zod';

/** Deleting an account: the password (accounts that have one) and a ticked confirmation. */
export const deleteAccountSchema = z.object({
  password: z.string().max(200).optional(),
  confirm: z.literal('on', { error: 'settings.delete.confirm_required' }),
});
