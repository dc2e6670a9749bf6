import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { STEPPER_HOLD_MS, STEPPER_REPEAT_MS, startStepperRepeat } from './stepper-repeat.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('a click steps exactly once', () => {
  const step = vi.fn();
  const stop = startStepperRepeat(step);
  vi.advanceTimersByTime(150);
  stop();
  vi.advanceTimersByTime(2000);
  expect(step).toHaveBeenCalledTimes(1);
});

test('holding repeats every 70 ms after the hold delay', () => {
  const step = vi.fn();
  const stop = startStepperRepeat(step);
  vi.advanceTimersByTime(STEPPER_HOLD_MS);
  expect(step).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(STEPPER_REPEAT_MS * 10);
  expect(step).toHaveBeenCalledTimes(11);
  stop();
  vi.advanceTimersByTime(1000);
  expect(step).toHaveBeenCalledTimes(11);
});

test('the repeat interval is the spec’s 70 ms', () => {
  expect(STEPPER_REPEAT_MS).toBe(70);
});
