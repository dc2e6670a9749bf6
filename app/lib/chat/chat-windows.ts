/**
 * The floating chat windows' rules (spec §4 chat windows, §9 widths and offsets): one window per
 * conversation, the oldest closes when the screen holds no more, closing one shifts the later ones
 * over. Windows are listed oldest first; the oldest sits next to the chat bar.
 */

/** Spec §9: each window takes this much room from the right, the first one starts this far in. */
const CHAT_WINDOW_WIDTH_OFFSET = 310;
const CHAT_WINDOW_FIRST_OFFSET = 120;
/** Spec §9: the maximum number of windows is the window's width divided by this, rounded. */
const CHAT_WINDOW_ROOM = 410;
/** Spec §9 mobile breakpoint: at most this wide, a conversation opens as a page, not a window. */
export const CHAT_PHONE_MAX_WIDTH = 575;

export interface OpenChatWindow {
  chatWindowId: string;
  minimised: boolean;
}

export function maxChatWindows(viewportWidth: number): number {
  return Math.max(0, Math.round(viewportWidth / CHAT_WINDOW_ROOM));
}

/** Distance in px from the viewport's right edge to the window at `index` (0 = the oldest). */
export function chatWindowRightOffset(index: number): number {
  return CHAT_WINDOW_FIRST_OFFSET + index * CHAT_WINDOW_WIDTH_OFFSET;
}

/**
 * Adds a window for `chatWindowId`: nothing changes when it is open already; at the limit the
 * oldest windows close to make room.
 */
export function openChatWindow(open: readonly OpenChatWindow[], chatWindowId: string, max: number): OpenChatWindow[] {
  if (open.some((window) => window.chatWindowId === chatWindowId)) return [...open];
  if (max < 1) return [];
  return [...open, { chatWindowId, minimised: false }].slice(-max);
}

/** Removes a window; the later ones take the freed places (their index drops by one). */
export function closeChatWindow(open: readonly OpenChatWindow[], chatWindowId: string): OpenChatWindow[] {
  return open.filter((window) => window.chatWindowId !== chatWindowId);
}

/** When the screen narrows, the oldest windows close until the rest fit. */
export function fitChatWindows(open: readonly OpenChatWindow[], max: number): OpenChatWindow[] {
  return open.length > max ? open.slice(open.length - Math.max(0, max)) : [...open];
}

export function setChatWindowMinimised(
  open: readonly OpenChatWindow[],
  chatWindowId: string,
  minimised: boolean,
): OpenChatWindow[] {
  return open.map((window) => (window.chatWindowId === chatWindowId ? { ...window, minimised } : window));
}
