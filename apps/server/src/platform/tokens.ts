import crypto from 'node:crypto';

/** 32 random bytes, base64url: the secret handed to the client (session, reset link). */
export function createToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: a leaked table grants no sessions. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newId(): string {
  return crypto.randomUUID();
}
