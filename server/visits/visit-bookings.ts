import { and, eq, sql } from 'drizzle-orm';
import {
  canBookSlot,
  nextVisitState,
  type VisitAction,
  type VisitRole,
  type VisitState,
} from '../../common/visits/visit-rules.ts';
import { findAdPlaces, findUnsoldVisibleAdOwner } from '../ads/ad-places.ts';
import { getDb } from '../db/client.ts';
import { visitSlots, visits } from '../db/schema-visits.ts';
import { isUuid } from '../infra/ids.ts';
import { announceVisitChange } from './visit-notices.ts';

export type RequestVisitResult =
  | { ok: true; visitId: string }
  | { ok: false; error: 'not_found' | 'own_ad' | 'slot_past' | 'slot_taken' | 'already_booked' };

function violatedConstraint(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' ? constraint : undefined;
}

/**
 * A signed-in buyer asks for a visit in a free slot of a public, unsold ad. Nobody books their
 * own ad, nor a slot that has begun. Two buyers racing for one slot are settled by the database
 * (`visits_slot_holding_idx`): the second insert fails and reads as "taken". The seller is told.
 */
export async function requestVisit(options: {
  buyerId: string;
  slotId: string;
  now?: Date;
}): Promise<RequestVisitResult> {
  if (!isUuid(options.buyerId) || !isUuid(options.slotId)) return { ok: false, error: 'not_found' };
  const now = options.now ?? new Date();
  const [slot] = await getDb()
    .select({ id: visitSlots.id, startsAt: visitSlots.startsAt, adId: visitSlots.classifiedId })
    .from(visitSlots)
    .where(eq(visitSlots.id, options.slotId));
  const ownerId = slot && (await findUnsoldVisibleAdOwner(slot.adId));
  if (!slot || !ownerId) return { ok: false, error: 'not_found' };
  if (ownerId === options.buyerId) return { ok: false, error: 'own_ad' };
  if (!canBookSlot({ start: slot.startsAt, now })) return { ok: false, error: 'slot_past' };
  let visitId: string;
  try {
    const [visit] = await getDb()
      .insert(visits)
      .values({ slotId: slot.id, classifiedId: slot.adId, buyerId: options.buyerId })
      .returning({ id: visits.id });
    if (!visit) throw new Error('visit not stored');
    visitId = visit.id;
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === 'visits_slot_holding_idx') return { ok: false, error: 'slot_taken' };
    if (constraint === 'visits_buyer_ad_holding_idx') return { ok: false, error: 'already_booked' };
    throw error;
  }
  await announceVisitChange({ visitId, kind: 'requested', actor: 'buyer' });
  return { ok: true, visitId };
}

export type ChangeVisitResult = { ok: true; state: VisitState } | { ok: false; error: 'not_found' | 'not_allowed' };

const KIND = { confirmed: 'confirmed', declined: 'declined', cancelled: 'cancelled' } as const;

/**
 * The seller confirms or declines, either side cancels (visit-rules.ts says who may do what).
 * Someone who is neither the buyer nor the ad's owner gets "not found". The update only takes
 * the row still in the state the rule was checked against, so two clicks or two sides acting at
 * once change it once.
 */
export async function changeVisit(options: {
  userId: string;
  visitId: string;
  action: VisitAction;
  now?: Date;
}): Promise<ChangeVisitResult> {
  if (!isUuid(options.userId) || !isUuid(options.visitId)) return { ok: false, error: 'not_found' };
  const now = options.now ?? new Date();
  const [row] = await getDb()
    .select({
      state: visits.state,
      buyerId: visits.buyerId,
      adId: visits.classifiedId,
      startsAt: visitSlots.startsAt,
    })
    .from(visits)
    .innerJoin(visitSlots, eq(visitSlots.id, visits.slotId))
    .where(eq(visits.id, options.visitId));
  const ownerId = row && (await findAdPlaces([row.adId])).get(row.adId)?.ownerId;
  const visit = row && ownerId ? { ...row, ownerId } : undefined;
  const role: VisitRole | null =
    visit?.ownerId === options.userId ? 'seller' : visit?.buyerId === options.userId ? 'buyer' : null;
  if (!visit || !role) return { ok: false, error: 'not_found' };
  const next = nextVisitState({ state: visit.state, action: options.action, role, start: visit.startsAt, now });
  if (!next || next === 'requested') return { ok: false, error: 'not_allowed' };
  const changed = await getDb()
    .update(visits)
    .set({ state: next, cancelledBy: next === 'cancelled' ? role : null, updatedAt: sql`now()` })
    .where(and(eq(visits.id, options.visitId), eq(visits.state, visit.state)))
    .returning({ id: visits.id });
  if (changed.length === 0) return { ok: false, error: 'not_allowed' };
  await announceVisitChange({
    visitId: options.visitId,
    kind: KIND[next],
    actor: role,
    wasConfirmed: visit.state === 'confirmed',
  });
  return { ok: true, state: next };
}
