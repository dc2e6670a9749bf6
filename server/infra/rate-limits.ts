import { createRateLimiter, type RateLimiter } from './rate-limit.ts';
import { sharedRateLimitStore } from './rate-limit-store.ts';
import { singleton } from './singleton.ts';

const MINUTE_MS = 60_000;

/** Sign-in attempts that did not sign in, per client address a minute; successful ones never count. */
export const SIGN_IN_LIMIT = 10;
const SIGN_IN_WINDOW_MS = MINUTE_MS;
export const SIGN_UP_LIMIT = 5;
const SIGN_UP_WINDOW_MS = 30 * MINUTE_MS;
const PASSWORD_RESET_LIMIT = 5;
const PASSWORD_RESET_WINDOW_MS = 30 * MINUTE_MS;
/** Failed sign-ins after which the sign-in form asks for the captcha (task `sign_in`). */
export const SIGN_IN_FAILURES_BEFORE_CAPTCHA = 3;
const SIGN_IN_FAILURES_WINDOW_MS = 15 * MINUTE_MS;
/**
 * Wrong passwords for one account after which each further one starts a wait (1 s, doubling,
 * up to SIGN_IN_MAX_DELAY_MS) that only a solved captcha gets past (docs/decisions/0057).
 */
export const SIGN_IN_FAILURES_BEFORE_DELAY = 5;
export const SIGN_IN_MAX_DELAY_MS = 5 * MINUTE_MS;
/** "Someone tried to sign up with your address" notices: one an hour per address. */
const SIGN_UP_NOTICE_LIMIT = 1;
const SIGN_UP_NOTICE_WINDOW_MS = 60 * MINUTE_MS;
const VERIFICATION_CODE_LIMIT = 5;
const VERIFICATION_CODE_WINDOW_MS = 30 * MINUTE_MS;
/** Chat: a person types a message every few seconds at most; a script sending hundreds is refused. */
export const CHAT_SEND_LIMIT = 60;
const CHAT_SEND_WINDOW_MS = MINUTE_MS;
/** New conversations ("Contact the seller") per hour: enough for a buyer comparing many horses. */
export const CHAT_OPEN_LIMIT = 30;
const CHAT_OPEN_WINDOW_MS = 60 * MINUTE_MS;
const CHAT_REPORT_LIMIT = 10;
const CHAT_REPORT_WINDOW_MS = 60 * MINUTE_MS;
/** Reads (window lists, pages of older messages, syncs) and receipts per minute. */
const CHAT_READ_LIMIT = 600;
const CHAT_READ_WINDOW_MS = MINUTE_MS;
/** Favourite and rating writes together: plenty for a person, a wall for a script. */
const ENGAGEMENT_WRITE_LIMIT = 30;
const ENGAGEMENT_WRITE_WINDOW_MS = MINUTE_MS;
/** Sellers' phones shown ("Show phone"), per account or per guest address an hour: a buyer comparing many horses, not a scraper. */
export const PHONE_REVEAL_LIMIT = 20;
const PHONE_REVEAL_WINDOW_MS = 60 * MINUTE_MS;
/** Reviews, replies and review reports together, per account an hour (issue 31). */
const TRUST_WRITE_LIMIT = 20;
const TRUST_WRITE_WINDOW_MS = 60 * MINUTE_MS;

export interface RateLimits {
  /**
   * Key: client IP. Only attempts that did not sign in count (checked before, consumed after):
   * there is no per-account refusal, which anyone could use to lock the owner out (0057).
   */
  signInPerIp: RateLimiter;
  /** Failed sign-ins, keyed by client IP and by e-mail: counted, never refused (see sign-in-failures.ts). */
  signInFailures: RateLimiter;
  /** Key: client IP. */
  signUpPerIp: RateLimiter;
  /** Key: client IP. */
  passwordResetPerIp: RateLimiter;
  /** Key: the e-mail, trimmed and lower-cased, so one inbox cannot be flooded from many IPs. */
  passwordResetPerEmail: RateLimiter;
  /** Key: the registered e-mail, lower-cased; consumed before a notice is sent, reset if it fails. */
  signUpNoticePerEmail: RateLimiter;
  /** Key: account id; e-mail and SMS codes count together. */
  verificationCodePerAccount: RateLimiter;
  /** Chat limiters, keyed by account id. */
  chatSendPerUser: RateLimiter;
  chatOpenPerUser: RateLimiter;
  chatReportPerUser: RateLimiter;
  chatReadPerUser: RateLimiter;
  /** Key: account id; favourites (on and off) and ratings count together. */
  engagementWritesPerUser: RateLimiter;
  /** Key: `user:{account id}` when signed in, else `ip:{client IP}`. */
  phoneRevealsPerViewer: RateLimiter;
  /** Key: account id; reviews, replies and review reports count together. */
  trustWritesPerUser: RateLimiter;
}

/**
 * The limiters the accounts area applies. One store and one set per process, even when the
 * React Router build bundles its own copy of this module: two copies would halve every limit.
 * The store is shared by every app node when they share a database (rate-limit-store.ts).
 */
export const rateLimits: RateLimits = singleton('rate-limits', () => {
  const store = sharedRateLimitStore();
  return {
    signInPerIp: createRateLimiter({ name: 'sign-in-ip', limit: SIGN_IN_LIMIT, windowMs: SIGN_IN_WINDOW_MS, store }),
    signInFailures: createRateLimiter({
      name: 'sign-in-failures',
      limit: SIGN_IN_FAILURES_BEFORE_CAPTCHA,
      windowMs: SIGN_IN_FAILURES_WINDOW_MS,
      store,
    }),
    signUpPerIp: createRateLimiter({ name: 'sign-up-ip', limit: SIGN_UP_LIMIT, windowMs: SIGN_UP_WINDOW_MS, store }),
    passwordResetPerIp: createRateLimiter({
      name: 'password-reset-ip',
      limit: PASSWORD_RESET_LIMIT,
      windowMs: PASSWORD_RESET_WINDOW_MS,
      store,
    }),
    passwordResetPerEmail: createRateLimiter({
      name: 'password-reset-email',
      limit: PASSWORD_RESET_LIMIT,
      windowMs: PASSWORD_RESET_WINDOW_MS,
      store,
    }),
    signUpNoticePerEmail: createRateLimiter({
      name: 'sign-up-notice-email',
      limit: SIGN_UP_NOTICE_LIMIT,
      windowMs: SIGN_UP_NOTICE_WINDOW_MS,
      store,
    }),
    verificationCodePerAccount: createRateLimiter({
      name: 'verification-code-account',
      limit: VERIFICATION_CODE_LIMIT,
      windowMs: VERIFICATION_CODE_WINDOW_MS,
      store,
    }),
    chatSendPerUser: createRateLimiter({
      name: 'chat-send',
      limit: CHAT_SEND_LIMIT,
      windowMs: CHAT_SEND_WINDOW_MS,
      store,
    }),
    chatOpenPerUser: createRateLimiter({
      name: 'chat-open',
      limit: CHAT_OPEN_LIMIT,
      windowMs: CHAT_OPEN_WINDOW_MS,
      store,
    }),
    chatReportPerUser: createRateLimiter({
      name: 'chat-report',
      limit: CHAT_REPORT_LIMIT,
      windowMs: CHAT_REPORT_WINDOW_MS,
      store,
    }),
    chatReadPerUser: createRateLimiter({
      name: 'chat-read',
      limit: CHAT_READ_LIMIT,
      windowMs: CHAT_READ_WINDOW_MS,
      store,
    }),
    engagementWritesPerUser: createRateLimiter({
      name: 'engagement-writes-user',
      limit: ENGAGEMENT_WRITE_LIMIT,
      windowMs: ENGAGEMENT_WRITE_WINDOW_MS,
      store,
    }),
    phoneRevealsPerViewer: createRateLimiter({
      name: 'phone-reveals',
      limit: PHONE_REVEAL_LIMIT,
      windowMs: PHONE_REVEAL_WINDOW_MS,
      store,
    }),
    trustWritesPerUser: createRateLimiter({
      name: 'trust-writes',
      limit: TRUST_WRITE_LIMIT,
      windowMs: TRUST_WRITE_WINDOW_MS,
      store,
    }),
  };
});
