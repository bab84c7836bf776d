import crypto from 'node:crypto';
import type { RegisterResult } from '@foyer/shared';
import type { App } from '../app';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${crypto.randomBytes(5).toString('hex')}@example.com`;
}

export interface RegisteredUser extends RegisterResult {
  email: string;
  password: string;
}

/** Registers a fresh account through the API and answers its token, user and organization. */
export async function registerUser(
  app: App,
  overrides: { name?: string; email?: string; password?: string } = {},
) {
  const body = {
    name: overrides.name ?? 'Ada Lovelace',
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? 'secret123',
  };
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  const { data } = res.json<{ data: RegisterResult }>();
  return { ...data, email: body.email, password: body.password } satisfies RegisteredUser;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
