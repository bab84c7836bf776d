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
