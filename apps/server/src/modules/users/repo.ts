import type { User } from '@foyer/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

/** The one mapper from a stored row to the API's User (never exposes the password hash). */
export function rowToUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    org_id: row.org_id,
    accessibleSubOrganizations: parseIdList(row.accessible_sub_organizations),
    last_logged_in: row.last_logged_in,
    isInvited: row.is_invited === 1,
    created_at: row.created_at,
  };
}

function parseIdList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** E-mail addresses are compared case-insensitively by storing them lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  id: string;
  org_id: string;
  name: string;
  email: string;
  password_hash: string | null;
  role: User['role'];
  accessibleSubOrganizations: string[];
  isInvited: boolean;
  now: string;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const row: UserRow = {
    id: user.id,
    org_id: user.org_id,
    name: user.name,
    email: normalizeEmail(user.email),
    password_hash: user.password_hash,
    role: user.role,
    accessible_sub_organizations: JSON.stringify(user.accessibleSubOrganizations),
    last_logged_in: null,
    is_invited: user.isInvited ? 1 : 0,
    created_at: user.now,
    updated_at: user.now,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

export async function setLastLoggedIn(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('users').set({ last_logged_in: at }).where('id', '=', id).execute();
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: at })
    .where('id', '=', id)
    .execute();
}
