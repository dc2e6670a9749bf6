// Pure: the pop-up's timing (spec §9), decided in docs/decisions/0018-notifications.md.

/** The progress bar runs this long; then the pop-up's position is frozen (spec §9: 5 s, 5000 ms). */
export const NOTICE_FREEZE_MS = 5000;
/** The bar, full at the freeze, is removed this long after it (spec §9: 100 ms). */
export const NOTICE_BAR_HIDE_MS = 100;
/** Pop-ups shown at once; a newer one makes the oldest leave (all stay in the menu and the page). */
export const NOTICE_LIMIT = 3;

/**
 * `arriving`: sliding in, bar counting down, not yet in its final place; `frozen`: in its place
 * for good, the bar full; `settled`: the bar gone. A pop-up never leaves by itself.
 */
export type NoticePhase = 'arriving' | 'frozen' | 'settled';

export function noticePhase(elapsedMs: number): NoticePhase {
  if (elapsedMs < NOTICE_FREEZE_MS) return 'arriving';
  if (elapsedMs < NOTICE_FREEZE_MS + NOTICE_BAR_HIDE_MS) return 'frozen';
  return 'settled';
}

/** The pop-ups after `next` arrives: oldest first, the newest last, at most NOTICE_LIMIT. */
export function addNotice<Notice extends { id: string }>(notices: readonly Notice[], next: Notice): Notice[] {
  return [...notices.filter((notice) => notice.id !== next.id), next].slice(-NOTICE_LIMIT);
}
