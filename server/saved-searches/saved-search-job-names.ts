/** The saved searches' queues (pg-boss names: letters, digits, dashes). */
export const SAVED_SEARCH_JOBS = {
  /** { adId }: match one approved ad against the saved searches. */
  match: 'saved-search-match',
  /** { savedSearchId, frequency }: send one saved search's waiting alerts. */
  send: 'saved-search-send',
  /** { frequency }: queue the daily or weekly digests. */
  digest: 'saved-search-digest',
  /** Every minute: whatever a crash or a node without jobs left waiting. */
  sweep: 'saved-search-sweep',
} as const;
