import { z } from 'zod';
import { logger } from '../logger.ts';

const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export interface VerifyRecaptchaOptions {
  token: string;
  secret: string;
  /** reCAPTCHA v3 scores from 0 (a bot) to 1 (a person). */
  minScore: number;
  /** The action the page passed to `grecaptcha.execute`: the task name. */
  action: string;
  remoteIp?: string;
  /** Tests point this at a local stand-in; production uses Google's. */
  verifyUrl?: string;
  timeoutMs?: number;
}

/**
 * Asks Google about a reCAPTCHA v3 token. Fails closed: when Google cannot be reached or answers
 * nonsense, the token does not pass (and the failure is logged, since it blocks real people).
 */
export async function verifyRecaptcha({
  token,
  secret,
  minScore,
  action,
  remoteIp,
  verifyUrl = RECAPTCHA_VERIFY_URL,
  timeoutMs = 5_000,
}: VerifyRecaptchaOptions): Promise<boolean> {
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  let answer: z.infer<typeof siteverifySchema>;
  try {
    const response = await fetch(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    answer = siteverifySchema.parse(await response.json());
  } catch (error) {
    logger.warn({ err: error }, 'reCAPTCHA verification unavailable');
    return false;
  }
  return answer.success && answer.action === action && (answer.score ?? 0) >= minScore;
}
