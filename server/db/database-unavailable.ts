/**
 * Whether an error says the database is away (restarting, shutting down, unreachable), not that a
 * query was wrong: pages and the API then answer 503 with the server-problem text and
 * `Retry-After` instead of a 500, and nothing signs the visitor out. The pools reconnect on the
 * next query once the server is back (docs/decisions/0034-database-outage.md).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableCause(error) !== undefined;
}

/**
 * What a log line says of the outage: the cause's code or driver message ("ECONNREFUSED",
 * "57P01"), never the failed query, whose parameters may be a session's token hash.
 */
export function databaseUnavailableReason(error: unknown): string {
  const cause = unavailableCause(error);
  return typeof cause?.code === 'string' ? cause.code : String(cause?.message ?? 'unknown');
}

function unavailableCause(error: unknown): ErrorFields | undefined {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  // Drizzle wraps the driver's error in `cause`; a failed connect to several addresses is an
  // AggregateError whose `errors` hold the refusals.
  while (pending.length > 0 && seen.size < 10) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableItself(current as ErrorFields)) return current as ErrorFields;
    const { cause, errors } = current as ErrorFields;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return undefined;
}

/**
 * Whether the failure was a wait for a free connection of a full pool, not the database itself:
 * this process is busy (docs/decisions/0060-busy-answer.md). Visitors get the spec's busy text
 * and a shorter Retry-After; the log says "database busy", not that the database is away.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const cause = unavailableCause(error);
  return typeof cause?.message === 'string' && cause.message.startsWith(POOL_WAIT_TIMEOUT);
}

/** node-postgres's pool: no client became free within `connectionTimeoutMillis`. */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

/** Seconds a client is told to wait before trying again: about how long a restart takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * SQLSTATE 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up,
 * shutting down, in recovery); class 08 is every connection exception.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03']);

/** The socket's own failures while connecting or talking to the server. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres reports a lost or slow connection with plain Errors, without a code: the server
 * closed the socket, a pool's `connectionTimeoutMillis` passed, or a client that lost its
 * connection was asked again.
 */
const DRIVER_MESSAGES = [
  'Connection terminated',
  POOL_WAIT_TIMEOUT,
  'Client has encountered a connection error and is not queryable',
  'Connection terminated due to connection timeout',
];

function isUnavailableItself({ code, message }: ErrorFields): boolean {
  if (typeof code === 'string') {
    if (SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_CODES.has(code)) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.startsWith(text));
}
