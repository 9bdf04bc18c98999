/**
 * Whether a database error means the database cannot be reached (down, restarting, refusing or
 * dropping connections) rather than that a statement failed: such a call answers 503 with
 * Retry-After, and the next one may succeed without a restart (the pool opens new connections).
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth < 4; depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (UNAVAILABLE_MESSAGES.test(at.message)) return true;
    at = at.cause;
  }
  return false;
}

/**
 * Socket errors of the driver's connection, and PostgreSQL's SQLSTATEs for a server going away or
 * not taking connections (class 08, connection exception, is matched by its prefix): 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** node-postgres's own words for a lost or refused connection (it gives them no code); PGlite closed. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|PGlite is closed)/;

export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
