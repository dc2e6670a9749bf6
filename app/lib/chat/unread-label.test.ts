import { expect, it } from 'vitest';
import { unreadLabel } from './unread-label.ts';

it('shows nothing at zero, the count up to 99 and +99 above', () => {
  expect(unreadLabel(0)).toBe('');
  expect(unreadLabel(-1)).toBe('');
  expect(unreadLabel(1)).toBe('1');
  expect(unreadLabel(99)).toBe('99');
  expect(unreadLabel(100)).toBe('+99');
  expect(unreadLabel(12345)).toBe('+99');
});
