// The moderation page's form schemas (its action uses them on the server).
import { z } from 'zod';
import { MODERATION_NOTE_MAX, MODERATION_REASONS } from '../../common/admin/moderation-reasons.ts';
import { textField } from '../../common/validation/text-input.ts';
import { isUuid } from '../infra/ids.ts';

/** The most ads one bulk decision may take: the queue shows 30. */
const BULK_MAX = 50;

const adId = z.string().refine(isUuid);
const reasonFields = {
  reason: z.enum(MODERATION_REASONS, { error: 'admin.moderation.reason_required' }),
  note: textField('lines').trim().max(MODERATION_NOTE_MAX, 'admin.moderation.note_too_long').optional(),
};
// "Other reason" alone tells the seller nothing.
const noteForOther = (value: { reason: string; note?: string }) => value.reason !== 'other' || Boolean(value.note);
const noteForOtherIssue = { path: ['note'], message: 'admin.moderation.note_required' };

/** One ad: approve, or refuse / delete with a reason. */
export const decisionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), adId }),
  z.object({ intent: z.enum(['refuse', 'delete']), adId, ...reasonFields }).refine(noteForOther, noteForOtherIssue),
]);

/** Several ads selected in the queue, one decision for all. */
export const bulkSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('bulk-approve'),
    adIds: z.array(adId).min(1, 'admin.moderation.none_selected').max(BULK_MAX),
  }),
  z
    .object({
      intent: z.enum(['bulk-refuse', 'bulk-delete']),
      adIds: z.array(adId).min(1, 'admin.moderation.none_selected').max(BULK_MAX),
      ...reasonFields,
    })
    .refine(noteForOther, noteForOtherIssue),
]);

export const SINGLE_INTENTS = ['approve', 'refuse', 'delete'] as const;
export const BULK_INTENTS = ['bulk-approve', 'bulk-refuse', 'bulk-delete'] as const;
