import { expect, it } from 'vitest';
import { shouldSendTyping, typingHiddenAt } from './typing.ts';

it('tells the other side at most once a second while typing', () => {
  expect(shouldSendTyping(undefined, 5_000)).toBe(true);
  expect(shouldSendTyping(5_000, 5_400)).toBe(false);
  expect(shouldSendTyping(5_000, 6_000)).toBe(true);
});

it('hides the indicator 2000 ms after the last notice', () => {
  expect(typingHiddenAt(10_000)).toBe(12_000);
});
