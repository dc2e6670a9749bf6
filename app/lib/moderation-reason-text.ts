import { readModerationReason } from '../../common/ads/moderation-reason.ts';
import type { Translate } from '../../common/locale/translate.ts';

/** A moderator's stored reason in the reader's language, with their note after a dash. */
export function moderationReasonText(stored: string | null, t: Translate): string {
  const reason = readModerationReason(stored);
  if (!reason) return '';
  return [reason.key ? t(reason.key) : '', reason.note].filter(Boolean).join(' — ');
}
