import { describe, expect, test } from 'vitest';
import { adaptiveBound } from './adaptive-bound.ts';

const SLOW_ANSWER_MS = 2000;

describe('adaptive bound of requests in flight', () => {
  test('timely answers keep the full bound', () => {
    const bound = adaptiveBound(32, SLOW_ANSWER_MS);
    for (let index = 0; index < 100; index++) bound.observe(SLOW_ANSWER_MS / 5);
    expect(bound.current()).toBe(32);
  });

  test('late answers lower it by a tenth each, never below a quarter', () => {
    const bound = adaptiveBound(32, SLOW_ANSWER_MS);
    bound.observe(SLOW_ANSWER_MS + 1);
    expect(bound.current()).toBe(28);
    for (let index = 0; index < 100; index++) bound.observe(4_000);
    expect(bound.current()).toBe(8);
  });

  test('timely answers bring it back one by one', () => {
    const bound = adaptiveBound(32, SLOW_ANSWER_MS);
    for (let index = 0; index < 100; index++) bound.observe(4_000);
    for (let index = 0; index < 10; index++) bound.observe(100);
    expect(bound.current()).toBe(18);
    for (let index = 0; index < 100; index++) bound.observe(100);
    expect(bound.current()).toBe(32);
  });

  test('a read in flight past the slow mark holds it at the floor until it is answered', () => {
    const bound = adaptiveBound(32, SLOW_ANSWER_MS);
    expect(bound.current(SLOW_ANSWER_MS - 1)).toBe(32);
    expect(bound.current(SLOW_ANSWER_MS + 1)).toBe(8);
    expect(bound.current(0)).toBe(32);
  });

  test('a bound of 3 keeps at least one request', () => {
    const bound = adaptiveBound(3, SLOW_ANSWER_MS);
    for (let index = 0; index < 10; index++) bound.observe(4_000);
    expect(bound.current()).toBe(1);
  });

  test('0 turns it off: always the full bound', () => {
    const bound = adaptiveBound(32, 0);
    for (let index = 0; index < 10; index++) bound.observe(60_000);
    expect(bound.current(60_000)).toBe(32);
  });
});
