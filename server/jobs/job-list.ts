import { accountJobs } from '../accounts/password-reset-mail.ts';
import { signUpMailJobs } from '../accounts/sign-up-mail.ts';
import { pushJobs } from '../push/push-jobs.ts';
import { savedSearchJobs } from '../saved-searches/saved-search-jobs.ts';
import { expiredSearchRowJobs } from '../search/expired-search-rows.ts';
import { trustJobs } from '../trust/trust-jobs.ts';
import type { JobDefinition } from './job-queue.ts';

/** Every area's background jobs: an area adds its list here. */
export const ALL_JOBS: JobDefinition[] = [
  ...accountJobs,
  ...signUpMailJobs,
  ...savedSearchJobs,
  ...expiredSearchRowJobs,
  ...trustJobs,
  ...pushJobs,
];
