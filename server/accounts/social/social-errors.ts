/** Why a social sign-in ends back on the sign-in page, carried there as `?social_error=`. */
export type SocialErrorCode = 'denied' | 'failed' | 'suspended' | 'email_missing' | 'email_taken';

const MESSAGES: Record<SocialErrorCode, string> = {
  denied: 'auth.social.error.denied',
  failed: 'auth.social.error.failed',
  // The spec's one text for a suspended account (§8).
  suspended: 'errors.account_suspended',
  email_missing: 'auth.social.error.email_missing',
  email_taken: 'auth.social.error.email_taken',
};

/** The catalogue key for a `social_error` query value; anything else (hand-typed, stale) shows nothing. */
export function socialErrorMessage(code: string | null): string | undefined {
  return code && Object.hasOwn(MESSAGES, code) ? MESSAGES[code as SocialErrorCode] : undefined;
}
