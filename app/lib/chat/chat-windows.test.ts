import { describe, expect, it } from 'vitest';
import {
  chatWindowRightOffset,
  closeChatWindow,
  fitChatWindows,
  maxChatWindows,
  openChatWindow,
  setChatWindowMinimised,
} from './chat-windows.ts';

const ids = (open: { chatWindowId: string }[]) => open.map((window) => window.chatWindowId);

describe('chat windows', () => {
  it('allows the window width divided by 410, rounded', () => {
    expect(maxChatWindows(1280)).toBe(3);
    expect(maxChatWindows(1920)).toBe(5);
    expect(maxChatWindows(1024)).toBe(2);
    expect(maxChatWindows(820)).toBe(2);
    expect(maxChatWindows(819)).toBe(2);
    expect(maxChatWindows(614)).toBe(1);
    expect(maxChatWindows(615)).toBe(2);
    expect(maxChatWindows(100)).toBe(0);
  });

  it('places the first window 120 px from the right and each next one 310 px further', () => {
    expect(chatWindowRightOffset(0)).toBe(120);
    expect(chatWindowRightOffset(1)).toBe(430);
    expect(chatWindowRightOffset(2)).toBe(740);
  });

  it('does nothing when a window with the same id is open', () => {
    const open = openChatWindow(openChatWindow([], 'a', 3), 'b', 3);
    const minimised = setChatWindowMinimised(open, 'a', true);
    expect(openChatWindow(minimised, 'a', 3)).toEqual(minimised);
  });

  it('closes the oldest when the limit is reached', () => {
    let open = openChatWindow([], 'a', 2);
    open = openChatWindow(open, 'b', 2);
    open = openChatWindow(open, 'c', 2);
    expect(ids(open)).toEqual(['b', 'c']);
  });

  it('shifts the later windows over when one closes', () => {
    let open = ['a', 'b', 'c'].reduce(
      (list, id) => openChatWindow(list, id, 3),
      [] as ReturnType<typeof openChatWindow>,
    );
    open = closeChatWindow(open, 'a');
    expect(ids(open)).toEqual(['b', 'c']);
    expect(open.findIndex((window) => window.chatWindowId === 'c')).toBe(1);
  });

  it('closes the oldest windows when the screen narrows', () => {
    const open = ['a', 'b', 'c'].reduce(
      (list, id) => openChatWindow(list, id, 3),
      [] as ReturnType<typeof openChatWindow>,
    );
    expect(ids(fitChatWindows(open, 1))).toEqual(['c']);
    expect(ids(fitChatWindows(open, 5))).toEqual(['a', 'b', 'c']);
    expect(fitChatWindows(open, 0)).toEqual([]);
  });

  it('opens no window when the screen has room for none', () => {
    expect(openChatWindow([], 'a', 0)).toEqual([]);
  });
});
