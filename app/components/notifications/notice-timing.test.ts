import { describe, expect, test } from 'vitest';
import {
  EMPTY_NOTICE_SLOT,
  NOTICE_FREEZE_MS,
  NOTICE_LEAVE_MS,
  type NoticeSlot,
  noticeArrived,
  noticeHeld,
  noticeLeft,
  noticePhase,
} from './notice-timing.ts';

describe('the pop-up notice timing (spec §9)', () => {
  test('arrives for 5 s, freezes at 5 s, loses its bar 100 ms later', () => {
    expect(noticePhase(0)).toBe('arriving');
    expect(noticePhase(4999)).toBe('arriving');
    expect(noticePhase(5000)).toBe('frozen');
    expect(noticePhase(5099)).toBe('frozen');
    expect(noticePhase(5100)).toBe('settled');
    expect(noticePhase(600_000)).toBe('settled');
  });

  test('leaves a few seconds after its bar is gone', () => {
    expect(NOTICE_LEAVE_MS).toBeGreaterThan(NOTICE_FREEZE_MS + 2000);
    expect(NOTICE_LEAVE_MS).toBeLessThanOrEqual(10_000);
  });
});

describe('one pop-up at a time', () => {
  const a = { id: 'a' };
  const b = { id: 'b' };
  const c = { id: 'c' };
  const ids = (slot: NoticeSlot<{ id: string }>) => [slot.shown?.id ?? null, slot.waiting?.id ?? null];

  test('the newest replaces the one shown', () => {
    expect(ids(noticeArrived(noticeArrived(EMPTY_NOTICE_SLOT, a), b))).toEqual(['b', null]);
  });

  test('while the shown one is held the newest waits, and shows when it is let go', () => {
    let slot = noticeHeld(noticeArrived(EMPTY_NOTICE_SLOT, a), true);
    slot = noticeArrived(noticeArrived(slot, b), c);
    expect(ids(slot)).toEqual(['a', 'c']);
    slot = noticeHeld(slot, false);
    expect(ids(slot)).toEqual(['c', null]);
    expect(slot.held).toBe(false);
  });

  test('closing the held one shows the waiting one; another id leaving changes nothing', () => {
    const slot = noticeArrived(noticeHeld(noticeArrived(EMPTY_NOTICE_SLOT, a), true), b);
    expect(noticeLeft(slot, 'b')).toBe(slot);
    expect(ids(noticeLeft(slot, 'a'))).toEqual(['b', null]);
    expect(ids(noticeLeft(noticeArrived(EMPTY_NOTICE_SLOT, a), 'a'))).toEqual([null, null]);
  });

  test('holding or letting go without a change keeps the same slot (no render)', () => {
    const slot = noticeArrived(EMPTY_NOTICE_SLOT, a);
    expect(noticeHeld(slot, false)).toBe(slot);
    const held = noticeHeld(slot, true);
    expect(noticeHeld(held, true)).toBe(held);
  });
});
