import { data } from 'react-router';
import { VISIT_ACTIONS } from '../../common/visits/visit-rules.ts';
import { invalidInput, notFound, unknownIntent } from '../../server/http/app-errors.ts';
import { changeVisit } from '../../server/visits/visit-bookings.ts';
import { visitChangeSchema } from '../../server/visits/visit-schemas.ts';

/**
 * Confirm, decline or cancel from a visits page: the domain checks that the user is the ad's owner
 * or the buyer, and that the change is allowed now. Answers the catalogue key of the outcome.
 */
export async function handleVisitChange({ userId, formData }: { userId: string; formData: FormData }) {
  const intent = formData.get('intent');
  if (!(VISIT_ACTIONS as readonly unknown[]).includes(intent)) unknownIntent();
  const parsed = visitChangeSchema.safeParse({ visit: formData.get('visit'), intent });
  if (!parsed.success) invalidInput();
  const result = await changeVisit({ userId, visitId: parsed.data.visit, action: parsed.data.intent });
  if (!result.ok && result.error === 'not_found') notFound();
  if (!result.ok) return data({ error: 'visits.error.not_allowed' }, { status: 409 });
  return { done: `visits.done.${result.state}` };
}
