// Pure: the report form and the admin pages render these, so this module must not reach the database.

/** Why a user reports an ad; each is `report_ad.reason.<code>` in the catalogues. */
export const AD_REPORT_REASONS = ['scam', 'wrong_info', 'offensive', 'sold', 'duplicate', 'other'] as const;

/** The longest note a reporter may add. */
export const AD_REPORT_NOTE_MAX = 500;
