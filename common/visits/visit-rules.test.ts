import { describe, expect, test } from 'vitest';
import { canBookSlot, nextVisitState, SLOT_LIMITS, slotProblem, visitActions } from './visit-rules.ts';

const NOW = new Date('2026-11-24T10:00:00Z');
const at = (iso: string) => new Date(iso);
const later = (minutes: number, from = '2026-11-25T09:00:00Z') => new Date(at(from).getTime() + minutes * 60_000);

describe('slotProblem', () => {
  test('a future slot of an hour is fine', () => {
    expect(slotProblem({ start: at('2026-11-25T09:00:00Z'), end: later(60), now: NOW })).toBeNull();
  });

  test('the end must come after the start', () => {
    expect(slotProblem({ start: at('2026-11-25T09:00:00Z'), end: later(0), now: NOW })).toBe('slot_end_before_start');
    expect(slotProblem({ start: at('2026-11-25T09:00:00Z'), end: later(-30), now: NOW })).toBe('slot_end_before_start');
  });

  test('between 15 minutes and 8 hours long', () => {
    expect(slotProblem({ start: at('2026-11-25T09:00:00Z'), end: later(14), now: NOW })).toBe('slot_too_short');
    expect(slotProblem({ start: at('2026-11-25T09:00:00Z'), end: later(15), now: NOW })).toBeNull();
    expect(slotProblem({ start: at('2026-11-25T09:00:00Z'), end: later(8 * 60), now: NOW })).toBeNull();
    expect(slotProblem({ start: at('2026-11-25T09:00:00Z'), end: later(8 * 60 + 1), now: NOW })).toBe('slot_too_long');
  });

  test('never in the past, nor beginning now', () => {
    expect(slotProblem({ start: at('2026-11-24T09:00:00Z'), end: at('2026-11-24T11:00:00Z'), now: NOW })).toBe(
      'slot_past',
    );
    expect(slotProblem({ start: NOW, end: later(60, NOW.toISOString()), now: NOW })).toBe('slot_past');
  });

  test(`at most ${SLOT_LIMITS.horizonDays} days ahead`, () => {
    const far = new Date(NOW.getTime() + (SLOT_LIMITS.horizonDays + 1) * 86_400_000);
    expect(slotProblem({ start: far, end: later(60, far.toISOString()), now: NOW })).toBe('slot_too_far');
  });
});

describe('canBookSlot', () => {
  test('only slots that have not begun', () => {
    expect(canBookSlot({ start: at('2026-11-24T10:00:01Z'), now: NOW })).toBe(true);
    expect(canBookSlot({ start: NOW, now: NOW })).toBe(false);
    expect(canBookSlot({ start: at('2026-11-20T10:00:00Z'), now: NOW })).toBe(false);
  });
});

describe('nextVisitState', () => {
  const start = at('2026-11-30T10:00:00Z');
  test('the seller confirms or declines a request', () => {
    expect(nextVisitState({ state: 'requested', action: 'confirm', role: 'seller', start, now: NOW })).toBe(
      'confirmed',
    );
    expect(nextVisitState({ state: 'requested', action: 'decline', role: 'seller', start, now: NOW })).toBe('declined');
  });

  test('the buyer can neither confirm nor decline', () => {
    expect(nextVisitState({ state: 'requested', action: 'confirm', role: 'buyer', start, now: NOW })).toBeNull();
    expect(nextVisitState({ state: 'requested', action: 'decline', role: 'buyer', start, now: NOW })).toBeNull();
  });

  test('the buyer cancels a request or a confirmed visit; the seller a confirmed one (a request is declined)', () => {
    for (const state of ['requested', 'confirmed'] as const) {
      expect(nextVisitState({ state, action: 'cancel', role: 'buyer', start, now: NOW })).toBe('cancelled');
    }
    expect(nextVisitState({ state: 'confirmed', action: 'cancel', role: 'seller', start, now: NOW })).toBe('cancelled');
    expect(nextVisitState({ state: 'requested', action: 'cancel', role: 'seller', start, now: NOW })).toBeNull();
  });

  test('declined and cancelled visits are final; a confirmed one is not confirmed again', () => {
    for (const state of ['declined', 'cancelled'] as const) {
      for (const action of ['confirm', 'decline', 'cancel'] as const) {
        expect(nextVisitState({ state, action, role: 'seller', start, now: NOW })).toBeNull();
      }
    }
    expect(nextVisitState({ state: 'confirmed', action: 'confirm', role: 'seller', start, now: NOW })).toBeNull();
    expect(nextVisitState({ state: 'confirmed', action: 'decline', role: 'seller', start, now: NOW })).toBeNull();
  });

  test('nothing changes once the visit has begun', () => {
    const past = at('2026-11-24T09:00:00Z');
    expect(nextVisitState({ state: 'requested', action: 'confirm', role: 'seller', start: past, now: NOW })).toBeNull();
    expect(nextVisitState({ state: 'confirmed', action: 'cancel', role: 'buyer', start: past, now: NOW })).toBeNull();
  });
});

describe('visitActions', () => {
  const start = at('2026-11-30T10:00:00Z');
  test('lists the buttons each side gets', () => {
    expect(visitActions({ state: 'requested', role: 'seller', start, now: NOW })).toEqual(['confirm', 'decline']);
    expect(visitActions({ state: 'requested', role: 'buyer', start, now: NOW })).toEqual(['cancel']);
    expect(visitActions({ state: 'confirmed', role: 'seller', start, now: NOW })).toEqual(['cancel']);
    expect(visitActions({ state: 'declined', role: 'buyer', start, now: NOW })).toEqual([]);
  });
});
