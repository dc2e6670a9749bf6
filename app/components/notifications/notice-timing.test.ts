import { describe, expect, test } from 'vitest';
import { addNotice, NOTICE_LIMIT, noticePhase } from './notice-timing.ts';

describe('the pop-up notice timing (spec §9)', () => {
  test('arrives for 5 s, freezes at 5 s, loses its bar 100 ms later', () => {
    expect(noticePhase(0)).toBe('arriving');
    expect(noticePhase(4999)).toBe('arriving');
    expect(noticePhase(5000)).toBe('frozen');
    expect(noticePhase(5099)).toBe('frozen');
    expect(noticePhase(5100)).toBe('settled');
    expect(noticePhase(600_000)).toBe('settled');
  });

  test('the newest goes last, a repeat is not shown twice, and the oldest leaves past the limit', () => {
    let notices: { id: string }[] = [];
    for (const id of ['a', 'b', 'c']) notices = addNotice(notices, { id });
    expect(notices.map((each) => each.id)).toEqual(['a', 'b', 'c']);
    expect(addNotice(notices, { id: 'b' }).map((each) => each.id)).toEqual(['a', 'c', 'b']);
    expect(addNotice(notices, { id: 'd' }).map((each) => each.id)).toEqual(['b', 'c', 'd']);
    expect(NOTICE_LIMIT).toBe(3);
  });
});
