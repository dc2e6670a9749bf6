import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { VisitState } from '../../common/visits/visit-rules.ts';
import { classifieds, users } from './schema.ts';

/** A time the seller offers for seeing the horse of an ad (issue 9 item 4); instants in UTC. */
export const visitSlots = pgTable(
  'visit_slots',
  {
    id: uuid().primaryKey().defaultRandom(),
    classifiedId: uuid()
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An ad's slots in time order: the seller's page, the ad page's free slots, the overlap check.
    index('visit_slots_classified_starts_idx').on(table.classifiedId, table.startsAt),
    check('visit_slots_order_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * A buyer's visit in a slot: `requested`, then `confirmed` or `declined` by the seller, or
 * `cancelled` by either side. Declined and cancelled rows stay as history and free the slot.
 */
export const visits = pgTable(
  'visits',
  {
    id: uuid().primaryKey().defaultRandom(),
    slotId: uuid()
      .notNull()
      .references(() => visitSlots.id, { onDelete: 'cascade' }),
    classifiedId: uuid()
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text().$type<VisitState>().notNull().default('requested'),
    /** Who cancelled, when cancelled. */
    cancelledBy: text().$type<'seller' | 'buyer'>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // No double booking: one requested or confirmed visit per slot, whatever races the app loses.
    uniqueIndex('visits_slot_holding_idx').on(table.slotId).where(sql`state in ('requested', 'confirmed')`),
    // One pending or agreed visit per buyer and ad: a buyer cannot hold every slot of an ad.
    uniqueIndex('visits_buyer_ad_holding_idx')
      .on(table.classifiedId, table.buyerId)
      .where(sql`state in ('requested', 'confirmed')`),
    // The buyer's list of visits.
    index('visits_buyer_idx').on(table.buyerId, table.createdAt),
    // The seller's list: the visits of their ads.
    index('visits_classified_idx').on(table.classifiedId),
    check('visits_state_check', sql`${table.state} in ('requested', 'confirmed', 'declined', 'cancelled')`),
  ],
);
