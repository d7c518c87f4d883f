/**
 * Errors that mean "the database can not be reached right now", not "this request is wrong" nor "our code is
 * wrong": the server stopped, restarting or failing over, the network between us cut, no connection to be had.
 * The error handler answers them 503 with a plain message (issue 22, "Database loss"); the pool opens new
 * connections on the next request, so service resumes by itself when the database is back.
 */

/** Socket errors of a connection refused, cut or unreachable (Node's `code`). */
const networkCodes = new Set([
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
 * PostgreSQL's SQLSTATEs of the same (the `code` of a server error): connection exceptions (class 08), too many
 * connections, and the server shutting down or not yet accepting connections (admin or crash shutdown, starting).
 */
const sqlStates = new Set(['08000', '08001', '08003', '08004', '08006', '53300', '57P01', '57P02', '57P03']);

/** What node-postgres, its pool and PGlite say when the connection is gone or can not be had (they set no code). */
const driverMessages = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout", or plain
  /^timeout exceeded when trying to connect$/,
  /^timeout expired$/,
  /is not queryable$/, // "Client has encountered a connection error and …", "Client was closed and …"
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(ed|ing)$/,
];

/** True when `error`, or an error it wraps (`cause`, an AggregateError's `errors`), says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 8 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (networkCodes.has(code) || sqlStates.has(code))) return true;
  if (typeof message === 'string' && driverMessages.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
