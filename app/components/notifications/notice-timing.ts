// Pure: the pop-up's timing (spec §9), decided in docs/decisions/0018-notifications.md and
// docs/decisions/0075-pop-up-notices-leave.md.

/** The progress bar runs this long; then the pop-up's position is frozen (spec §9: 5 s, 5000 ms). */
export const NOTICE_FREEZE_MS = 5000;
/** The bar, full at the freeze, is removed this long after it (spec §9: 100 ms). */
export const NOTICE_BAR_HIDE_MS = 100;
/**
 * A pop-up leaves by itself this long after it showed: the 5 s bar, then 3 s more to read it
 * settled. Time held (pointer over it, focus in it) or spent in a hidden tab does not count.
 */
export const NOTICE_LEAVE_MS = 8000;

/**
 * `arriving`: sliding in, bar counting down, not yet in its final place; `frozen`: in its place
 * for good, the bar full; `settled`: the bar gone, until it leaves.
 */
export type NoticePhase = 'arriving' | 'frozen' | 'settled';

export function noticePhase(elapsedMs: number): NoticePhase {
  if (elapsedMs < NOTICE_FREEZE_MS) return 'arriving';
  if (elapsedMs < NOTICE_FREEZE_MS + NOTICE_BAR_HIDE_MS) return 'frozen';
  return 'settled';
}

/**
 * One pop-up at a time: the newest replaces the one shown, except while the person holds that
 * one (pointer or focus on it): then the newest waits, and shows when they let go or close it.
 * The bell keeps every one of them.
 */
export interface NoticeSlot<Notice> {
  shown: Notice | null;
  waiting: Notice | null;
  held: boolean;
}

export const EMPTY_NOTICE_SLOT: NoticeSlot<never> = { shown: null, waiting: null, held: false };

export function noticeArrived<Notice>(slot: NoticeSlot<Notice>, next: Notice): NoticeSlot<Notice> {
  if (slot.held && slot.shown) return { ...slot, waiting: next };
  return { shown: next, waiting: null, held: false };
}

export function noticeHeld<Notice>(slot: NoticeSlot<Notice>, held: boolean): NoticeSlot<Notice> {
  if (held || !slot.waiting) return slot.held === held ? slot : { ...slot, held };
  return { shown: slot.waiting, waiting: null, held: false };
}

/** The shown pop-up left (by itself, closed or opened): the waiting one, if any, takes its place. */
export function noticeLeft<Notice extends { id: string }>(slot: NoticeSlot<Notice>, id: string): NoticeSlot<Notice> {
  if (slot.shown?.id !== id) return slot;
  return { shown: slot.waiting, waiting: null, held: false };
}
