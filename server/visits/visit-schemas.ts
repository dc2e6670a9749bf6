import { z } from 'zod';
import { VISIT_ACTIONS } from '../../common/visits/visit-rules.ts';

/** The seller's "offer a time" form (and the calendar's dialog): a day and two times on the place's clock. */
export const slotFormSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'visits.error.slot_invalid'),
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'visits.error.slot_invalid'),
  endTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'visits.error.slot_invalid'),
});

export const slotIdSchema = z.object({ slot: z.uuid('visits.error.choose') });

export const visitChangeSchema = z.object({ visit: z.uuid(), intent: z.enum(VISIT_ACTIONS) });
