import type { Config } from '../config.ts';
import { verifySolution } from './altcha-captcha.ts';
import { verifyRecaptcha } from './recaptcha-captcha.ts';

/** Spec §7.12: the form field or body property carrying the captcha token, whichever service made it. */
export const CAPTCHA_FIELD = 'token_recaptcha';

/** `missing` → 'You must ensure that you are not a bot!'; `failed` → 'Verification that you are not a bot has failed'. */
export type CaptchaResult = { ok: true } | { ok: false; reason: 'missing' | 'failed' };

export type CaptchaConfig = Pick<Config, 'RECAPTCHA_SITE_KEY' | 'RECAPTCHA_SECRET_KEY' | 'RECAPTCHA_MIN_SCORE'>;

/** reCAPTCHA v3 only when both keys are set: the page needs the site key, the server the secret. */
export function captchaProvider(config: CaptchaConfig): 'recaptcha' | 'altcha' {
  return config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET_KEY ? 'recaptcha' : 'altcha';
}

/** Whether `task` asks for a captcha: the `recaptchaAllowedInTasks` setting names them (spec §7.12). */
export function captchaRequired(task: string, allowedTasks: readonly string[]): boolean {
  return allowedTasks.includes(task);
}

export interface VerifyCaptchaOptions {
  /** The raw `token_recaptcha` value from the request: anything but a non-empty string is missing. */
  token: unknown;
  /** The task name, checked against the reCAPTCHA action. */
  task: string;
  config: CaptchaConfig;
  /** Signs ALTCHA challenges; derived from SESSION_SECRET by the caller. */
  hmacKey: string;
  remoteIp?: string;
  /** Only for tests: a local stand-in for Google's siteverify. */
  recaptchaVerifyUrl?: string;
}

export async function verifyCaptcha({
  token,
  task,
  config,
  hmacKey,
  remoteIp,
  recaptchaVerifyUrl,
}: VerifyCaptchaOptions): Promise<CaptchaResult> {
  if (typeof token !== 'string' || token.trim() === '') return { ok: false, reason: 'missing' };
  const passed =
    captchaProvider(config) === 'recaptcha'
      ? await verifyRecaptcha({
          token,
          secret: config.RECAPTCHA_SECRET_KEY ?? '',
          minScore: config.RECAPTCHA_MIN_SCORE,
          action: task,
          remoteIp,
          verifyUrl: recaptchaVerifyUrl,
        })
      : await verifySolution({ payload: token, hmacKey });
  return passed ? { ok: true } : { ok: false, reason: 'failed' };
}
