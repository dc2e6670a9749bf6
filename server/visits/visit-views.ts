import { and, desc, eq, inArray } from 'drizzle-orm';
import { INTL_TAG, type Locale } from '../../common/locale/locales.ts';
import { type VisitAction, type VisitRole, type VisitState, visitActions } from '../../common/visits/visit-rules.ts';
import { listUserNames } from '../accounts/user-lookups.ts';
import { findAdPlaces, findOwnAdPlace, listOwnAdIds } from '../ads/ad-places.ts';
import { getDb } from '../db/client.ts';
import { visitSlots, visits } from '../db/schema-visits.ts';
import { isUuid } from '../infra/ids.ts';
import { formatVisitSpan, visitLocation, visitZoneOf } from './visit-place.ts';
import { VISIT_ROW } from './visit-record.ts';
import { listFreeSlots, listOwnerSlots } from './visit-slots.ts';
import { wallTime } from './visit-time.ts';

/** The zone's name as people read it ("Central European Time"), for "times are in …". */
function zoneName(zone: string, intlLocale: string, at: Date): string {
  const part = new Intl.DateTimeFormat(intlLocale, { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((each) => each.type === 'timeZoneName');
  return part?.value ?? zone;
}

export type FreeSlotView = { id: string; day: string; dayLabel: string; label: string; span: string };

/**
 * The free slots of an ad for its page, grouped by the reader as days: each with its time on the
 * clock of the horse's place, and the zone named once for the whole list.
 */
async function viewFreeSlots(options: { adId: string; locale: Locale; now?: Date }) {
  // Most ads offer no time: one indexed query answers the ad page then.
  const slots = await listFreeSlots({ adId: options.adId, now: options.now });
  if (slots.length === 0) return { slots: [] as FreeSlotView[], zoneName: '' };
  const ad = (await findAdPlaces([options.adId])).get(options.adId);
  if (!ad) return { slots: [] as FreeSlotView[], zoneName: '' };
  const zone = visitZoneOf(ad);
  const intlLocale = INTL_TAG[options.locale];
  const time = new Intl.DateTimeFormat(intlLocale, { timeStyle: 'short', timeZone: zone });
  const dayLabel = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'full', timeZone: zone });
  return {
    zoneName: zoneName(zone, intlLocale, options.now ?? new Date()),
    slots: slots.map((slot) => ({
      id: slot.id,
      day: wallTime(slot.startsAt, zone).day,
      dayLabel: dayLabel.format(slot.startsAt),
      label: time.formatRange(slot.startsAt, slot.endsAt),
      span: formatVisitSpan({ start: slot.startsAt, end: slot.endsAt, zone, intlLocale }),
    })),
  };
}

/** The owner's ad for its visits page; undefined for someone else's ad or a deleted one. */
export async function findOwnAdForVisits(options: { ownerId: string; slug: string; locale: Locale }) {
  if (!isUuid(options.ownerId)) return undefined;
  const ad = await findOwnAdPlace({ slug: options.slug, ownerId: options.ownerId });
  if (!ad) return undefined;
  const zone = visitZoneOf(ad);
  return {
    id: ad.id,
    slug: ad.slug,
    title: ad.title,
    /** A sold ad is offered no more times (publishVisitSlot); its visits are still answered here. */
    sold: ad.soldAt !== null,
    place: visitLocation(ad, options.locale),
    zone,
    zoneName: zoneName(zone, INTL_TAG[options.locale], new Date()),
  };
}

/** The seller's slots of one ad, for the calendar and the list of the visits page. */
export async function viewOwnerSlots(options: { adId: string; zone: string; locale: Locale; now?: Date }) {
  const now = options.now ?? new Date();
  const intlLocale = INTL_TAG[options.locale];
  const slots = await listOwnerSlots({ adId: options.adId, now });
  return slots.map((slot) => {
    const start = wallTime(slot.startsAt, options.zone);
    const end = wallTime(slot.endsAt, options.zone);
    return {
      id: slot.id,
      day: start.day,
      startTime: start.time,
      // A slot that runs past midnight is drawn up to the end of its first day.
      endTime: end.day === start.day ? end.time : '23:59',
      span: formatVisitSpan({ start: slot.startsAt, end: slot.endsAt, zone: options.zone, intlLocale }),
      visit: slot.visit
        ? {
            ...slot.visit,
            actions: visitActions({ state: slot.visit.state, role: 'seller', start: slot.startsAt, now }),
          }
        : null,
    };
  });
}

export type UserVisitView = {
  id: string;
  role: VisitRole;
  state: VisitState;
  cancelledBy: VisitRole | null;
  day: string;
  startTime: string;
  endTime: string;
  span: string;
  upcoming: boolean;
  place: string;
  ad: { slug: string; title: string };
  otherName: string;
  actions: VisitAction[];
};

/** The user's visits on one side: as buyer (visits_buyer_idx) or as seller (their ads' visits). */
async function visitsAs(side: VisitRole, userId: string) {
  const adIds = side === 'seller' ? await listOwnAdIds(userId) : [];
  if (side === 'seller' && adIds.length === 0) return [];
  const rows = await getDb()
    .select(VISIT_ROW)
    .from(visits)
    .innerJoin(visitSlots, eq(visitSlots.id, visits.slotId))
    .where(side === 'buyer' ? eq(visits.buyerId, userId) : inArray(visits.classifiedId, adIds))
    .orderBy(desc(visitSlots.startsAt))
    .limit(200);
  const ads = await findAdPlaces(rows.map((row) => row.adId));
  // The other person: the ad's owner for the buyer, the buyer for the owner.
  const otherOf = (row: (typeof rows)[number]) => (side === 'buyer' ? ads.get(row.adId)?.ownerId : row.buyerId);
  const names = new Map(
    (await listUserNames(rows.flatMap((row) => otherOf(row) ?? []))).map((person) => [person.id, person.name]),
  );
  return rows.flatMap((row) => {
    const ad = ads.get(row.adId);
    const otherName = names.get(otherOf(row) ?? '');
    if (!ad || otherName === undefined) return [];
    const { adId: _adId, buyerId: _buyerId, ...visit } = row;
    return [{ ...visit, ad, otherName, role: side }];
  });
}

/**
 * Every visit the user takes part in, as buyer or as seller: the coming ones first (soonest
 * first), then the past ones (latest first), at most 200. Two queries, one per side, so each
 * uses its index instead of an OR across two tables.
 */
export async function listUserVisits(options: { userId: string; locale: Locale; now?: Date }) {
  if (!isUuid(options.userId)) return [];
  const now = options.now ?? new Date();
  const intlLocale = INTL_TAG[options.locale];
  const sides = await Promise.all([visitsAs('buyer', options.userId), visitsAs('seller', options.userId)]);
  const rows = sides
    .flat()
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())
    .slice(0, 200);
  const views: UserVisitView[] = rows.map((row) => {
    const { role } = row;
    const zone = visitZoneOf(row.ad);
    const start = wallTime(row.startsAt, zone);
    const end = wallTime(row.endsAt, zone);
    return {
      id: row.id,
      role,
      state: row.state,
      cancelledBy: row.cancelledBy,
      day: start.day,
      startTime: start.time,
      endTime: end.day === start.day ? end.time : '23:59',
      span: formatVisitSpan({ start: row.startsAt, end: row.endsAt, zone, intlLocale }),
      upcoming: row.endsAt.getTime() > now.getTime(),
      place: visitLocation(row.ad, options.locale),
      ad: { slug: row.ad.slug, title: row.ad.title },
      otherName: row.otherName,
      actions: visitActions({ state: row.state, role, start: row.startsAt, now }),
    };
  });
  const upcoming = views.filter((view) => view.upcoming).reverse();
  return [...upcoming, ...views.filter((view) => !view.upcoming)];
}

/**
 * The ad page's visits box: nothing when the ad offers no free time and the reader holds no
 * visit; for a guest only that there is something to sign in for; for a signed-in reader the free
 * times and their own requested or confirmed visit of this ad.
 */
export async function viewAdVisits(options: {
  adId: string;
  userId: string | null;
  locale: Locale;
  /** `?visit_error=` of a booking posted before JavaScript: shown when it is one we know. */
  error?: string | null;
}) {
  const free = await viewFreeSlots({ adId: options.adId, locale: options.locale });
  const mine = options.userId ? await findHeldVisit({ ...options, buyerId: options.userId }) : null;
  // A refusal is said even when it took the last free time (someone else just booked it).
  const error = options.userId ? BOOKING_ERRORS.find((known) => known === options.error) : undefined;
  if (free.slots.length === 0 && !mine && !error) return null;
  if (!options.userId) return { kind: 'guest' as const };
  return {
    kind: 'reader' as const,
    slots: free.slots,
    zoneName: free.zoneName,
    mine,
    error: error ? `visits.error.${error}` : null,
  };
}

const BOOKING_ERRORS = ['own_ad', 'slot_past', 'slot_taken', 'already_booked'] as const;

async function findHeldVisit(options: { adId: string; buyerId: string; locale: Locale }) {
  const [held] = await getDb()
    .select({ state: visits.state, startsAt: visitSlots.startsAt, endsAt: visitSlots.endsAt })
    .from(visits)
    .innerJoin(visitSlots, eq(visitSlots.id, visits.slotId))
    .where(
      and(
        eq(visits.classifiedId, options.adId),
        eq(visits.buyerId, options.buyerId),
        inArray(visits.state, ['requested', 'confirmed']),
      ),
    );
  const ad = held && (await findAdPlaces([options.adId])).get(options.adId);
  if (!held || !ad) return null;
  const row = { ...held, countryCode: ad.countryCode, communityId: ad.communityId };
  const zone = visitZoneOf(row);
  const span = formatVisitSpan({ start: row.startsAt, end: row.endsAt, zone, intlLocale: INTL_TAG[options.locale] });
  return { state: row.state, span };
}
