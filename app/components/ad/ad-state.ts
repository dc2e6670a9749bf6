import type { AdPageView } from '../../../server/ads/ad-page-view.ts';

/** Why the public cannot see an ad its owner or an administrator is looking at. */
export type AdState = 'draft' | 'pending' | 'refused' | 'hidden' | 'expired';

type AdFlags = Pick<AdPageView, 'status' | 'active' | 'isPublic' | 'sold'> & Partial<Pick<AdPageView, 'badge'>>;

/** The ad's state for the page's banner; null when it is public. */
export function adState(ad: Omit<AdFlags, 'sold'>): AdState | null {
  if (ad.isPublic) return null;
  if (ad.status === 'draft' || ad.status === 'pending' || ad.status === 'refused') return ad.status;
  // Approved but not public: the owner hid it, or its time ran out.
  return ad.active ? 'expired' : 'hidden';
}

/** What the owner's forms on the ad page may post: the switches of changeOwnAd, and delete. */
const OWNER_INTENTS = ['hide', 'activate', 'unreserve', 'sold', 'unsold', 'delete'] as const;
export type OwnerIntent = (typeof OWNER_INTENTS)[number];

export function isOwnerIntent(value: unknown): value is OwnerIntent {
  return OWNER_INTENTS.includes(value as OwnerIntent);
}

/**
 * The switches worth offering for an ad in its state. Only an approved ad is ever shown to the
 * public, so showing, hiding and selling are about approved ads; a draft or refused ad is edited.
 */
export function ownerSwitches(ad: AdFlags): Exclude<OwnerIntent, 'delete'>[] {
  if (ad.status !== 'approved') return [];
  const state = adState(ad);
  // Activating an expired ad renews it (changeOwnAd), so it is offered for both. A reservation made
  // in a chat can be taken back here too.
  return [
    state === 'hidden' || state === 'expired' ? 'activate' : 'hide',
    ...(ad.badge === 'ad.reserved' ? (['unreserve'] as const) : []),
    ad.sold ? 'unsold' : 'sold',
  ];
}
