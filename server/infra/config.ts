import path from 'node:path';
import { z } from 'zod';
import { AD_LIFETIME_DAYS } from '../ads/ad-limits.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin used in canonical and hreflang links. */
  PUBLIC_URL: z.url().optional(),
  /** An external PostgreSQL server; when unset the embedded one is started. */
  DATABASE_URL: z.url().optional(),
  /** Where the embedded database, media and the mail outbox live. */
  GALOPE_DATA_DIR: z.string().default('.data'),
  /** How long a SIGTERM waits for requests in flight before closing their connections. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * Signs CSRF tokens and captcha challenges. Unset: a random one is created once and kept in
   * `$GALOPE_DATA_DIR/secret` (fine for one node; set it for several).
   */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Outgoing mail; unset writes every message to `$GALOPE_DATA_DIR/mail` (the development outbox). */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Galope <no-reply@galope.example>'),
  /** SMS provider endpoint (HTTP POST JSON); unset writes every SMS to `$GALOPE_DATA_DIR/sms`. */
  SMS_PROVIDER_URL: z.url().optional(),
  SMS_PROVIDER_TOKEN: z.string().optional(),
  /** reCAPTCHA v3 keys; unset uses the self-hosted proof-of-work captcha (ALTCHA). */
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /**
   * Social sign-in, each provider shown only when configured: `<PROVIDER>_CLIENT_ID` and
   * `_CLIENT_SECRET` for GOOGLE, FACEBOOK and APPLE. `OIDC_EXTRA_*` adds one more OpenID
   * Connect provider by issuer URL (the tests' local provider, or any other).
   */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  OIDC_EXTRA_NAME: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  OIDC_EXTRA_LABEL: z.string().optional(),
  OIDC_EXTRA_ISSUER: z.url().optional(),
  OIDC_EXTRA_CLIENT_ID: z.string().optional(),
  OIDC_EXTRA_CLIENT_SECRET: z.string().optional(),
  /** Comma-separated e-mails that become administrators once their owners confirm them. */
  ADMIN_EMAILS: z.string().optional(),
  /** Demo users and ads written on the first start (once); the tests turn it off. */
  DEMO_DATA: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Country shown when the URL names none (ISO 3166-1 alpha-2). */
  DEFAULT_COUNTRY: z.string().length(2).default('ES'),
  /** Days an approved ad stays online before it expires; the owner can then renew it. */
  AD_LIFETIME_DAYS: z.coerce.number().int().min(1).default(AD_LIFETIME_DAYS),
  /** How many days before an ad expires its owner is e-mailed a reminder to renew it. */
  AD_EXPIRY_REMINDER_DAYS: z.coerce.number().int().min(1).default(7),
});

export type Config = z.infer<typeof envSchema> & { dataDir: string };

/** Reads the environment once; a bad value stops the server with a message naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.GALOPE_DATA_DIR) };
}
