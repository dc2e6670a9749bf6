// Pure: pages show the reason, so this module must not reach the database.

/** Why administration refused or deleted an ad: a reason from the moderators' list, and a note. */
export interface ModerationReason {
  /** A catalogue key, `moderation.reason.…`; null for a reason written freely. */
  key: string | null;
  note: string | null;
}

/**
 * The reason as stored on the ad and sent in the owner's notification: the catalogue key of the
 * chosen reason, so each reader sees it in their own language, then the note on the next line.
 */
export function composeModerationReason({ reason, note }: { reason: string; note?: string }): string {
  const trimmed = note?.trim();
  return trimmed ? `moderation.reason.${reason}\n${trimmed}` : `moderation.reason.${reason}`;
}

export function readModerationReason(stored: string | null): ModerationReason | null {
  if (!stored) return null;
  const [first = '', ...rest] = stored.split('\n');
  if (!/^moderation\.reason\.[a-z_]+$/.test(first)) return { key: null, note: stored };
  const note = rest.join('\n').trim();
  return { key: first, note: note || null };
}
