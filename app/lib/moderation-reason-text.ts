import { readModerationReason } from '../../server/ads/moderation-reason.ts';
import type { Translate } from '../../server/locale/translate.ts';

/** A moderator's stored reason in the reader's language, with their note after a dash. */
export function moderationReasonText(stored: string | null, t: Translate): string {
  const reason = readModerationReason(stored);
  if (!reason) return '';
  return [reason.key ? t(reason.key) : '', reason.note].filter(Boolean).join(' — ');
}
