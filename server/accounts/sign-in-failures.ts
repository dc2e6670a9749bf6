import { rateLimits, SIGN_IN_FAILURES_BEFORE_CAPTCHA } from '../infra/rate-limits.ts';

/**
 * Failed sign-ins are counted per client address and per e-mail tried; from the third in
 * fifteen minutes on either, the sign-in form asks for the captcha (task `sign_in`).
 */
export async function signInNeedsCaptcha({ clientIp, email }: { clientIp: string; email: string }): Promise<boolean> {
  const counts = await Promise.all([
    rateLimits.signInFailures.count(`ip:${clientIp}`),
    rateLimits.signInFailures.count(`email:${email}`),
  ]);
  return Math.max(...counts) >= SIGN_IN_FAILURES_BEFORE_CAPTCHA;
}

export async function recordSignInFailure({ clientIp, email }: { clientIp: string; email: string }): Promise<void> {
  await Promise.all([
    rateLimits.signInFailures.consume(`ip:${clientIp}`),
    rateLimits.signInFailures.consume(`email:${email}`),
  ]);
}

/** A right password clears the account's count; the address keeps its own. */
export async function clearSignInFailures({ email }: { email: string }): Promise<void> {
  await rateLimits.signInFailures.reset(`email:${email}`);
}
