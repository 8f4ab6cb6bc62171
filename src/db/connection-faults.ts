/**
 * The one place that decides whether a failure means "the database (or queue) is not there
 * right now" rather than "this request or this code is wrong". Routes answer such failures with
 * 503 `unavailable` + Retry-After and the job worker backs off and retries instead of failing
 * jobs. Anything not recognised here stays a 500, so a real bug is never disguised as an outage.
 */

/** Seconds a client is told to wait (Retry-After) after a connection-class failure. */
export const RETRY_AFTER_SECONDS = 5;

// PostgreSQL SQLSTATEs that describe the connection or the server, never the statement.
const POSTGRES_CODES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, restart, failover
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, in recovery
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '53400', // configuration_limit_exceeded (per-role or per-database connection limit)
  '57014', // query_canceled: statement_timeout fired, the database is too slow to answer now
  '25P03', // idle_in_transaction_session_timeout
]);

// Node and driver codes for a socket that never opened, closed, or went quiet.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
  // ioredis with the offline queue off / after its retries
  'ERR_REDIS_CONNECTION_CLOSED',
]);

// SQLite: a writer that waited out busy_timeout, or a file that cannot be opened or written.
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_RECOVERY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_FULL']);

// Drivers that signal these conditions with a message only (pg's client, pg-pool, Kysely, ioredis).
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|Stream isn't writeable|connection is not open|Query read timeout|pool after calling end|driver has already been destroyed|database is locked|MaxRetriesPerRequest/i;

function codeOf(value: object): string | undefined {
  const code = (value as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function messageOf(value: object): string {
  const message = (value as { message?: unknown }).message;
  return typeof message === 'string' ? message : '';
}

function isFaultItself(value: object): boolean {
  const code = codeOf(value);
  if (code) {
    if (code.startsWith('08')) return true; // connection_exception class
    if (POSTGRES_CODES.has(code) || SOCKET_CODES.has(code)) return true;
    if (SQLITE_CODES.has(code) || code.startsWith('SQLITE_IOERR')) return true;
    // 55000 is "object not in prerequisite state": a connection fault only when the database
    // refuses connections (ALLOW_CONNECTIONS false), a statement error otherwise.
    if (code === '55000') return /not currently accepting connections/i.test(messageOf(value));
  }
  return MESSAGES.test(messageOf(value));
}

/** True when the failure (or its cause, or one of an AggregateError's errors) is connection-class. */
export function isConnectionFault(error: unknown): boolean {
  const queue: unknown[] = [error];
  for (let seen = 0; queue.length > 0 && seen < 16; seen += 1) {
    const current = queue.shift();
    if (!current || typeof current !== 'object') continue;
    if (isFaultItself(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    if (cause) queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}
