import { logger } from '../infra/logger.ts';
import type { JobDefinition } from '../jobs/job-queue.ts';
import { computeResponseStats } from './response-stats.ts';

/** The trust area's background jobs (registered in server/jobs/job-list.ts). */
export const trustJobs: JobDefinition[] = [
  {
    name: 'trust-response-stats',
    // Every hour, and at start: a restarted node shows fresh figures at once.
    schedules: [{ key: 'hourly', cron: '17 * * * *' }],
    startWith: {},
    queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
    handle: async () => {
      const sellers = await computeResponseStats();
      logger.info({ sellers }, 'seller response stats computed');
    },
  },
];
