import type { Locale } from '../../common/locale/locales.ts';
import { logger } from '../infra/logger.ts';
import type { JobDefinition } from '../jobs/job-queue.ts';
import { sendJob } from '../jobs/job-queue.ts';
import { sendAccountEmail } from './account-emails.ts';
import { issueAccountToken } from './account-tokens.ts';
import { findUserByEmail } from './users.ts';

/** pg-boss queue of the reset e-mails (letters, digits, dashes). */
const PASSWORD_RESET_MAIL_JOB = 'password-reset-mail';

export interface PasswordResetMailRequest {
  email: string;
  origin: string;
  locale: Locale;
}

/**
 * Queues the reset e-mail for `email`, whether or not it has an account: the request answers
 * after the same work for both, and the job finds out (docs/decisions/0057). A process without the
 * job queue (a script, a test) sends it in the background instead, never on the request's time.
 */
export async function queuePasswordResetMail(request: PasswordResetMailRequest): Promise<void> {
  if (await sendJob(PASSWORD_RESET_MAIL_JOB, request)) return;
  void sendPasswordResetMail(request).catch((error: unknown) =>
    logger.error({ err: error }, 'password reset e-mail not sent'),
  );
}

/** The job: a token and the e-mail for an account that may have one; nothing for any other address. */
export async function sendPasswordResetMail({ email, origin }: PasswordResetMailRequest): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user || user.suspendedAt) return;
  const token = await issueAccountToken({ userId: user.id, purpose: 'reset_password' });
  await sendAccountEmail({
    kind: 'reset_password',
    to: user.email,
    name: user.name,
    locale: user.locale,
    origin,
    token,
  });
}

/** Registered in server/jobs/job-list.ts. A retry sends a second link; either works. */
export const accountJobs: JobDefinition[] = [
  {
    name: PASSWORD_RESET_MAIL_JOB,
    // The job holds an e-mail address: kept an hour once done, not pg-boss's week.
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, deleteAfterSeconds: 3_600 },
    work: { localConcurrency: 2 },
    handle: async (data) => {
      await sendPasswordResetMail(data as PasswordResetMailRequest);
    },
  },
];
