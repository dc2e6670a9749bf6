import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { AD_LIFETIME_DAYS } from '../../common/ads/ad-limits.ts';
import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL, isTileUrlTemplate } from '../../common/geo/map-settings.ts';

const envObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * The site's public origin (`https://www.galope.example`): every absolute link (mails, canonical
   * and hreflang, sitemaps, OAuth redirect URIs, calendar files) is built from it, never from the
   * request's Host (docs/decisions/0054-trusted-public-origin.md). Required with DATABASE_URL in
   * production; unset otherwise: `http://localhost:$PORT`.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'an http(s) origin such as https://www.galope.example' })
    .refine(isBareOrigin, 'an origin only (scheme, host and port), without a path, query or fragment')
    .transform((url) => new URL(url).origin)
    .optional(),
  /**
   * Which proxies in front are believed about the client's address (X-Forwarded-For), as
   * Express's `trust proxy`: `loopback` (default), `false`, `true`, a hop count, or a
   * comma-separated list of addresses, CIDR ranges and `loopback`/`linklocal`/`uniquelocal`.
   * Only the client address (rate limits) and the scheme follow it, never a link.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value, context) => {
      const setting = parseTrustProxy(value);
      if (setting === undefined) {
        context.addIssue({
          code: 'custom',
          message: 'true, false, a hop count, or addresses and CIDR ranges (or loopback, linklocal, uniquelocal)',
        });
        return z.NEVER;
      }
      return setting;
    }),
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
   * Web Push's VAPID keys (base64url, as `npx web-push generate-vapid-keys` prints them), the same
   * on every node and worker. Unset: a pair is made once and kept in `$GALOPE_DATA_DIR/vapid.json`
   * (fine for one node). `VAPID_SUBJECT` is how push services reach the site's operator.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{80,100}$/, 'a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{40,50}$/, 'a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'a mailto: or https: address')
    .default('mailto:no-reply@galope.example'),
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
  /**
   * The /ziko and /ziko2 component showcase pages (spec §2): on in development and test, 404 in
   * production unless this says 'on'.
   */
  SHOWCASE_PAGES: z.enum(['on', 'off']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Log lines go to this file instead of standard output (server/infra/logger.ts reads it). */
  LOG_FILE: z.string().optional(),
  /**
   * GET /metrics (Prometheus text) answers a scraper that sends this as `Authorization: Bearer …`;
   * unset, /metrics does not exist (docs/decisions/0032).
   */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /**
   * Media in an S3-compatible bucket (AWS S3, MinIO, R2, …) instead of `$GALOPE_DATA_DIR/media`,
   * chosen when S3_BUCKET is set. No keys: the SDK's own chain (AWS_* variables, an instance role).
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)')
    .optional(),
  /** The service's address, for anything but AWS itself (`http://127.0.0.1:9000`). */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `bucket` in the path instead of the host name, as most self-hosted services want. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /**
   * Where browsers fetch media (a CDN or the bucket's own address): media URLs become
   * `${MEDIA_PUBLIC_URL}/{key}`. Unset: the app serves `/media/{key}` itself.
   */
  MEDIA_PUBLIC_URL: z
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /**
   * The map's tiles (docs/decisions/0027-map-picker.md): any OpenStreetMap-compatible template with
   * {z}, {x} and {y} (and optionally {s}, {r}), absolute or from this site ('/tiles/{z}/{x}/{y}.png').
   */
  MAP_TILE_URL: z
    .string()
    .refine(isTileUrlTemplate, 'a tile URL template with {z}, {x} and {y}, starting with http(s):// or /')
    .default(DEFAULT_TILE_URL),
  /** Shown in the map's corner; HTML allowed (a link to the tiles' licence). */
  MAP_TILE_ATTRIBUTION: z.string().min(1).default(DEFAULT_TILE_ATTRIBUTION),
  /** Country shown when the URL names none (ISO 3166-1 alpha-2). */
  DEFAULT_COUNTRY: z.string().length(2).default('ES'),
  /** Days an approved ad stays online before it expires; the owner can then renew it. */
  AD_LIFETIME_DAYS: z.coerce.number().int().min(1).default(AD_LIFETIME_DAYS),
  /** How many days before an ad expires its owner is e-mailed a reminder to renew it. */
  AD_EXPIRY_REMINDER_DAYS: z.coerce.number().int().min(1).default(7),
  /**
   * How websocket events reach users connected to other app nodes: `postgres` (Socket.IO's
   * PostgreSQL adapter on the shared database) or `memory` (one node). Unset: `postgres` when
   * DATABASE_URL is set, else `memory` (the embedded database serves one node only).
   */
  REALTIME_ADAPTER: z.enum(['memory', 'postgres']).optional(),
  /**
   * Where rate limits count: `postgres` (one count for every app node) or `memory` (this process).
   * Unset: `postgres` when DATABASE_URL is set, else `memory`.
   */
  RATE_LIMIT_STORE: z.enum(['memory', 'postgres']).optional(),
  /**
   * A read-only replica of DATABASE_URL (streaming standby): the search runs its queries there.
   * Unset: everything reads from DATABASE_URL.
   */
  DATABASE_REPLICA_URL: z.url().optional(),
  /**
   * `on`: this process runs the background jobs (alerts, digests) beside the site. `off`: it only
   * serves; `npm run worker` processes run the jobs (docs/decisions/0020-job-queue-and-alerts.md).
   */
  JOBS: z.enum(['on', 'off']).default('on'),
  /**
   * Memory for the pages guests see (home, listings, searches, ad pages) kept rendered
   * (docs/decisions/0038-page-cache.md, 0087); 0 turns the cache off.
   */
  PAGE_CACHE_MB: z.coerce.number().min(0).default(128),
  /**
   * Processes serving the site (docs/decisions/0058-one-worker-per-core.md): above 1, a primary
   * keeps the database and the jobs and forks this many app workers on one port. `npm start` sets
   * it to the machine's cores when unset; `node server/main.ts` runs one process.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(1),
  /**
   * Requests one process serves at a time (docs/decisions/0060-busy-answer.md, 0090, 0098); past it
   * a request gets 503 with Retry-After and the busy text at once. Files, media and probes are not
   * counted.
   */
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).default(48),
  /**
   * A page answered slower than this (ms) lowers the bound of requests in flight, down to a
   * quarter of MAX_REQUESTS_IN_FLIGHT, until answers are timely again
   * (docs/decisions/0093-adaptive-busy-bound.md); 0: the bound stays fixed.
   */
  BUSY_SLOW_ANSWER_MS: z.coerce.number().int().min(0).default(2000),
  /**
   * After this long a kept page is stale (rendered again by its next reader, served as it is to the
   * others meanwhile); after twice this long it is not served. A change of an ad drops the pages
   * showing it at once (docs/decisions/0087-page-cache-survives-writes.md).
   */
  PAGE_CACHE_TTL_S: z.coerce.number().int().min(1).default(60),
});

const envSchema = envObject.superRefine(checkS3Settings).superRefine(checkPublicUrl).superRefine(checkVapidKeys);

/**
 * An external database means a deployment, whose links must name its real address: without
 * PUBLIC_URL they would name localhost. Development and tests on one (NODE_ENV development or
 * test) fall back like the embedded start.
 */
function checkPublicUrl(env: z.infer<typeof envObject>, context: z.RefinementCtx): void {
  if (env.DATABASE_URL && env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        "required when DATABASE_URL is set in production: the site's public origin (https://www.galope.example), written into every link of its mails and pages",
    });
  }
}

function isBareOrigin(value: string): boolean {
  // Zod runs this after a failed URL check too: that one already names the problem.
  if (!URL.canParse(value)) return true;
  const url = new URL(value);
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as Express takes it, or undefined when it is none of the accepted forms. */
function parseTrustProxy(value: string): boolean | number | string[] | undefined {
  const trimmed = value.trim();
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The S3 settings only make sense together: a half-configured store would fail at the first upload. */
function checkVapidKeys(env: z.infer<typeof envObject>, context: z.RefinementCtx): void {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    });
  }
}

function checkS3Settings(env: z.infer<typeof envObject>, context: z.RefinementCtx): void {
  const given = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => env[name]);
  if (!env.S3_BUCKET && given.length > 0) {
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `required when ${given.join(', ')} is set` });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset for the SDK default chain)',
    });
  }
}

export type Config = z.infer<typeof envSchema> & { dataDir: string };

/** The settings the environment names, in order: what a parsed configuration depends on. */
const SETTING_NAMES = Object.keys(envObject.shape);

let parsedProcessEnv: { fingerprint: string; config: Config } | undefined;

/**
 * The configuration from the environment; a bad value stops the server with a message naming the
 * variable. `process.env` is parsed once and kept while none of its settings change (tests change
 * a setting and read it again); an explicit `env` is always parsed.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (env !== process.env) return parseConfig(env);
  const fingerprint = SETTING_NAMES.map((name) => env[name] ?? '\u0000').join('\u0001');
  if (parsedProcessEnv?.fingerprint !== fingerprint) parsedProcessEnv = { fingerprint, config: parseConfig(env) };
  return parsedProcessEnv.config;
}

function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return Object.freeze({ ...parsed.data, dataDir: path.resolve(parsed.data.GALOPE_DATA_DIR) });
}

/** Whether /ziko and /ziko2 answer (spec §2 test pages): never in production unless enabled. */
export function showcasePagesEnabled(config: Pick<Config, 'NODE_ENV' | 'SHOWCASE_PAGES'>): boolean {
  if (config.SHOWCASE_PAGES) return config.SHOWCASE_PAGES === 'on';
  return config.NODE_ENV !== 'production';
}
