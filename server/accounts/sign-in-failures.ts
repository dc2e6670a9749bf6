import { secondsUntil } from '../infra/rate-limit.ts';
import { sharedRateLimitStore } from '../infra/rate-limit-store.ts';
import {
  rateLimits,
  SIGN_IN_FAILURES_BEFORE_CAPTCHA,
  SIGN_IN_FAILURES_BEFORE_DELAY,
  SIGN_IN_MAX_DELAY_MS,
} from '../infra/rate-limits.ts';

/**
 * What a sign-in attempt must clear before its password is checked (docs/decisions/0057). Nothing
 * here refuses a right password with a solved captcha for what others did to the account: only
 * the attempt's own address can be refused outright.
 */
export interface SignInGate {
  /** This address used up its failures (SIGN_IN_LIMIT a minute): refused, nothing is checked. */
  ipRetryAfter?: number;
  /** Seconds left of the account's wait after its last wrong password: only a solved captcha goes past. */
  accountWait?: number;
  /** The attempt needs a solved captcha (task `sign_in`). */
  captcha: boolean;
}

export async function signInGate({ clientIp, email }: { clientIp: string; email: string }): Promise<SignInGate> {
  const [ip, ipFailures, accountFailures, wait] = await Promise.all([
    rateLimits.signInPerIp.check(clientIp),
    rateLimits.signInFailures.count(`ip:${clientIp}`),
    rateLimits.signInFailures.count(`email:${email}`),
    sharedRateLimitStore().peek(delayKey(email)),
  ]);
  const accountWait = wait ? secondsUntil(wait.resetAt) : undefined;
  return {
    ipRetryAfter: ip.allowed ? undefined : ip.retryAfterSeconds,
    accountWait,
    captcha: accountWait !== undefined || Math.max(ipFailures, accountFailures) >= SIGN_IN_FAILURES_BEFORE_CAPTCHA,
  };
}

/** The wait after the account's `failures`-th wrong password: none, then 1 s doubling up to the cap. */
export function signInDelayMs(failures: number): number {
  if (failures < SIGN_IN_FAILURES_BEFORE_DELAY) return 0;
  return Math.min(SIGN_IN_MAX_DELAY_MS, 1000 * 2 ** (failures - SIGN_IN_FAILURES_BEFORE_DELAY));
}

/** A wrong password: counts for the address and the account, and starts the account's wait. */
export async function recordSignInFailure({ clientIp, email }: { clientIp: string; email: string }): Promise<void> {
  await Promise.all([
    rateLimits.signInPerIp.consume(clientIp),
    rateLimits.signInFailures.consume(`ip:${clientIp}`),
    rateLimits.signInFailures.consume(`email:${email}`),
  ]);
  const delayMs = signInDelayMs(await rateLimits.signInFailures.count(`email:${email}`));
  if (delayMs === 0) return;
  const store = sharedRateLimitStore();
  await store.reset(delayKey(email));
  await store.hit(delayKey(email), delayMs);
}

/** An attempt refused before its password was checked (no captcha when one was due): the address's count. */
export async function recordRefusedSignIn({ clientIp }: { clientIp: string }): Promise<void> {
  await rateLimits.signInPerIp.consume(clientIp);
}

/** A right password clears the account's count and wait; the address keeps its own. */
export async function clearSignInFailures({ email }: { email: string }): Promise<void> {
  await Promise.all([rateLimits.signInFailures.reset(`email:${email}`), sharedRateLimitStore().reset(delayKey(email))]);
}

function delayKey(email: string): string {
  return `sign-in-delay:${email}`;
}
