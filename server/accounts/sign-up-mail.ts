import { logger } from '../infra/logger.ts';
import { publicOrigin } from '../infra/public-origin.ts';
import { rateLimits } from '../infra/rate-limits.ts';
import type { JobDefinition } from '../jobs/job-queue.ts';
import { sendJob } from '../jobs/job-queue.ts';
import { sendAccountEmail } from './account-emails.ts';
import { findUserByEmail, findUserById } from './users.ts';

/** pg-boss queue of the sign-up e-mails: the confirmation link, or the notice to an address's owner. */
const SIGN_UP_MAIL_JOB = 'sign-up-mail';

export type SignUpMailRequest =
  /** A new account: its confirmation link (the token was issued by the sign-up). */
  | { kind: 'verify_email'; userId: string; token: string }
  /** Someone signed up with an address that has an account: tell its owner, at most once an hour. */
  | { kind: 'already_registered'; email: string };

/**
 * Queues the mail a sign-up sends, so the page answers after the same work whether the address
 * was new or taken: no SMTP round trip on either path (docs/decisions/0057). A process without the
 * job queue (a script, a test) sends it in the background instead, never on the request's time.
 */
export async function queueSignUpMail(request: SignUpMailRequest): Promise<void> {
  if (await sendJob(SIGN_UP_MAIL_JOB, request)) return;
  void sendSignUpMail(request).catch((error: unknown) => logger.error({ err: error }, 'sign-up e-mail not sent'));
}

/** The job. Links always use the trusted public origin, never a request's Host. */
async function sendSignUpMail(request: SignUpMailRequest): Promise<void> {
  if (request.kind === 'verify_email') {
    const user = await findUserById(request.userId);
    if (!user || user.emailVerifiedAt) return;
    await sendAccountEmail({
      kind: 'verify_email',
      to: user.email,
      name: user.name,
      locale: user.locale,
      origin: publicOrigin(),
      token: request.token,
    });
    return;
  }
  const owner = await findUserByEmail(request.email);
  if (!owner) return;
  // Anyone can type an address into the sign-up form: one notice an hour per address at most,
  // so the form cannot be used to flood somebody's inbox. Counted before sending, so two jobs at
  // once cannot both send; a send that fails gives the hour back for the retry.
  const key = owner.email.toLowerCase();
  if (!(await rateLimits.signUpNoticePerEmail.consume(key)).allowed) return;
  try {
    await sendAccountEmail({
      kind: 'already_registered',
      to: owner.email,
      name: owner.name,
      locale: owner.locale,
      origin: publicOrigin(),
    });
  } catch (error) {
    await rateLimits.signUpNoticePerEmail.reset(key);
    throw error;
  }
}

/** Registered in server/jobs/job-list.ts. A retry of a sent confirmation sends the same link again. */
export const signUpMailJobs: JobDefinition[] = [
  {
    name: SIGN_UP_MAIL_JOB,
    // The job holds an address or a link token: kept an hour once done, not pg-boss's week.
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, deleteAfterSeconds: 3_600 },
    work: { localConcurrency: 2 },
    handle: async (data) => {
      await sendSignUpMail(data as SignUpMailRequest);
    },
  },
];
