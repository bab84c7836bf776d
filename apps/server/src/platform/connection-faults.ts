/**
 * Node's socket errors: the other side refused, reset or dropped the connection, went silent, or
 * its name does not resolve. Which service it was is known only where the call was made: the
 * storage drivers and the mail transport say so (errors.ts `ServiceUnavailable`), and what is
 * left in a request is the database's (db/errors.ts).
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

export function isConnectionFault(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && CONNECTION_CODES.has(code);
}
