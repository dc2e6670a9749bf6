import { logger } from '../infra/logger.ts';
import type { JobDefinition } from '../jobs/job-queue.ts';
import {
  type AlertFrequency,
  queueDigests,
  sendSavedSearchAlert,
  sweepSavedSearchAlerts,
} from './saved-search-alerts.ts';
import { SAVED_SEARCH_JOBS } from './saved-search-job-names.ts';
import { matchApprovedAd } from './saved-search-matching.ts';

/** Digests leave at 07:00 Madrid time: read with the morning coffee, not at midnight. */
const DIGEST_TZ = 'Europe/Madrid';

/** The saved searches' background jobs (registered in server/jobs/job-list.ts). */
export const savedSearchJobs: JobDefinition[] = [
  {
    name: SAVED_SEARCH_JOBS.match,
    queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
    handle: async (data) => {
      await matchApprovedAd({ adId: (data as { adId: string }).adId });
    },
  },
  {
    name: SAVED_SEARCH_JOBS.send,
    // A dead worker's job comes back after `expireInSeconds`; the sweep also re-queues its alerts.
    queue: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
    work: { localConcurrency: 2 },
    handle: async (data) => {
      const { savedSearchId, frequency } = data as { savedSearchId: string; frequency: AlertFrequency };
      const outcome = await sendSavedSearchAlert({ savedSearchId, frequency });
      // Another worker holds this search right now: fail so pg-boss tries again after it.
      if (outcome === 'busy') throw new Error('saved search busy, retried');
    },
  },
  {
    name: SAVED_SEARCH_JOBS.digest,
    schedules: [
      { key: 'daily', cron: '0 7 * * *', data: { frequency: 'daily' }, tz: DIGEST_TZ },
      { key: 'weekly', cron: '0 7 * * 1', data: { frequency: 'weekly' }, tz: DIGEST_TZ },
    ],
    handle: async (data) => {
      const { frequency } = data as { frequency: 'daily' | 'weekly' };
      const count = await queueDigests({ frequency });
      logger.info({ frequency, count }, 'saved-search digests queued');
    },
  },
  {
    name: SAVED_SEARCH_JOBS.sweep,
    schedules: [{ key: 'every-minute', cron: '* * * * *' }],
    // At start nothing of this process is in flight: whatever waits was left by a stop or a crash.
    startWith: { olderThanSeconds: 0 },
    handle: async (data) => {
      const swept = await sweepSavedSearchAlerts(data as { olderThanSeconds?: number });
      if (swept.matched + swept.alerts > 0) logger.info(swept, 'saved-search sweep picked up waiting work');
    },
  },
];
