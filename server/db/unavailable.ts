/**
 * Whether an error means the database cannot be reached just now (stopped, restarting, unreachable, out of
 * connections) rather than that the request or the code is wrong. Such a failure is the database's, not the
 * client's, and passes: it is answered 503 with Retry-After, never 500 (decision 96).
 */

/** Node's socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/** PostgreSQL's SQLSTATEs: shutting down, crashed, starting up, too many connections (class 08 is checked apart). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres says these in words only. */
const DRIVER_MESSAGES = [/^Connection terminated/, /connection error and is not queryable/, /timeout exceeded when trying to connect/];

interface MaybeDriverError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

function isUnavailableItself(e: MaybeDriverError): boolean {
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** True when `err`, or an error it wraps (Drizzle wraps the driver's as `cause`), says the database is away. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = err as MaybeDriverError | undefined; e && typeof e === 'object' && !seen.has(e); e = e.cause as MaybeDriverError) {
    seen.add(e);
    if (isUnavailableItself(e)) return true;
    // AggregateError: connecting to "localhost" tries ::1 and 127.0.0.1, each refused.
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
