import { z } from 'zod';

/** The answer for a text holding a character that cannot be stored. */
export function invalidCharacterMessage(field: string): string {
  return `${field} contains an invalid character`;
}

/**
 * The one check every text field and id of a request passes: no NUL character ("\0").
 * PostgreSQL text cannot hold it (the query fails) while SQLite stores it, so it is refused
 * up front, the same on both. Use as `z.string().check(withoutNul('Full name'))`.
 * Passwords skip it: they are only hashed, never stored or compared as text.
 */
export function withoutNul(field: string) {
  return z.refine<string>((value) => !value.includes('\u0000'), {
    error: invalidCharacterMessage(field),
  });
}

/** An id sent by a client, in a path or a body: long enough for a UUID, short enough to refuse junk early. */
export function idSchema(field: string) {
  return z.string().min(1).max(100).check(withoutNul(field));
}

/** The secret of a mailed link (reset, invitation) in a path. */
export const linkTokenSchema = z.string().min(1).max(200).check(withoutNul('Token'));
