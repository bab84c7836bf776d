import { isConnectionFault } from '../platform/connection-faults';

/** True for a unique-constraint violation on either dialect, so a race on e.g. e-mail becomes a 409. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  // PostgreSQL unique_violation; better-sqlite3 reports SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY).
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True for a foreign-key violation on either dialect (a row still refers to the one being deleted). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * True when PostgreSQL refused a text value it cannot store: a NUL character (22021
 * character_not_in_repertoire) or one the encoding lacks (22P05 untranslatable_character).
 * The request schemas refuse NUL first; this is the backstop, so such input is a 400, never a 500.
 */
export function isUnstorableText(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === '22021' || code === '22P05';
}

// PostgreSQL's connection classes: 08 connection exception, 57P01-03 admin/crash shutdown and
// 'cannot connect now' (a server starting or failing over); 57014 a statement cancelled by
// statement_timeout (a locked or overloaded database, docs/decisions/data.md DATA-11).
const UNREACHABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
// node-postgres reports a dropped or timed-out connection by message only.
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * True when the database could not be reached, dropped the connection (a restart, failover,
 * `pg_terminate_backend`, `idle_session_timeout`) or did not answer in time (PostgreSQL's statement
 * or query timeout, a pooled connection not free in time, SQLite still locked after its busy
 * timeout): a 503 the client may retry, not a 500. Socket errors count as the database's: the
 * storage drivers and the mail transport turn theirs into their own 503 before they get here.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (isConnectionFault(error)) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const known = typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('SQLITE_BUSY'));
  if (known) return true;
  return typeof message === 'string' && UNREACHABLE_MESSAGES.some((text) => message.includes(text));
}
