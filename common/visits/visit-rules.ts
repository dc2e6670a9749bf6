/**
 * The rules of visits (issue 9 item 4), pure so each is unit-tested: which slots a seller may
 * publish, and who may move a visit from one state to another.
 */

const VISIT_STATES = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** A requested or confirmed visit holds its slot; a declined or cancelled one frees it. */
export const HOLDING_STATES: readonly VisitState[] = ['requested', 'confirmed'];

export const VISIT_ACTIONS = ['confirm', 'decline', 'cancel'] as const;
export type VisitAction = (typeof VISIT_ACTIONS)[number];
export type VisitRole = 'seller' | 'buyer';

export const SLOT_LIMITS = {
  minMinutes: 15,
  maxMinutes: 8 * 60,
  /** How far ahead a slot may be offered. */
  horizonDays: 180,
  /** Open (future) slots per ad. */
  perAd: 60,
} as const;

export type SlotProblem = 'slot_end_before_start' | 'slot_too_short' | 'slot_too_long' | 'slot_past' | 'slot_too_far';

/** Why a slot from `start` to `end` cannot be offered at `now`, or null when it can. */
export function slotProblem({ start, end, now }: { start: Date; end: Date; now: Date }): SlotProblem | null {
  const minutes = (end.getTime() - start.getTime()) / 60_000;
  if (minutes <= 0) return 'slot_end_before_start';
  if (minutes < SLOT_LIMITS.minMinutes) return 'slot_too_short';
  if (minutes > SLOT_LIMITS.maxMinutes) return 'slot_too_long';
  if (start.getTime() <= now.getTime()) return 'slot_past';
  if (start.getTime() > now.getTime() + SLOT_LIMITS.horizonDays * 86_400_000) return 'slot_too_far';
  return null;
}

/** A slot can be booked only while it has not begun. */
export function canBookSlot({ start, now }: { start: Date; now: Date }): boolean {
  return start.getTime() > now.getTime();
}

type Transition = { action: VisitAction; by: VisitRole; from: readonly VisitState[]; to: VisitState };

const TRANSITIONS: readonly Transition[] = [
  { action: 'confirm', by: 'seller', from: ['requested'], to: 'confirmed' },
  { action: 'decline', by: 'seller', from: ['requested'], to: 'declined' },
  // A seller answers a request by declining it; cancelling is for what was agreed.
  { action: 'cancel', by: 'seller', from: ['confirmed'], to: 'cancelled' },
  { action: 'cancel', by: 'buyer', from: ['requested', 'confirmed'], to: 'cancelled' },
];

/**
 * The state `action` by `role` leads to from `state`, or null when it is not allowed: only the
 * seller confirms or declines a request; the buyer withdraws a request or cancels a confirmed visit,
 * and the seller cancels a confirmed one; a visit that has begun can no longer change.
 */
export function nextVisitState({
  state,
  action,
  role,
  start,
  now,
}: {
  state: VisitState;
  action: VisitAction;
  role: VisitRole;
  start: Date;
  now: Date;
}): VisitState | null {
  const rule = TRANSITIONS.find((each) => each.action === action && each.by === role && each.from.includes(state));
  if (!rule || start.getTime() <= now.getTime()) return null;
  return rule.to;
}

/** The actions `role` may take on a visit now (the buttons a list shows). */
export function visitActions(options: { state: VisitState; role: VisitRole; start: Date; now: Date }): VisitAction[] {
  return VISIT_ACTIONS.filter((action) => nextVisitState({ ...options, action }) !== null);
}
