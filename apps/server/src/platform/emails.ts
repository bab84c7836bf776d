/** E-mail addresses are compared case-insensitively by storing them lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
