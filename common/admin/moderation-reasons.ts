// Pure and without zod: the moderation page renders these in the browser.

/** What a moderator can tell the seller; each is `moderation.reason.<code>` in the catalogues. */
export const MODERATION_REASONS = [
  'photos_not_showing',
  'wrong_category',
  'contact_in_photos',
  'incomplete',
  'suspected_scam',
  'duplicate',
  'other',
] as const;

export const MODERATION_NOTE_MAX = 500;
