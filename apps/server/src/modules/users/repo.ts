import type { User } from '@foyer/shared';
import { sql, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import type { UsersTable } from '../../db/schema';
import { normalizeEmail } from '../../platform/emails';

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

/** Every user of an organization, invited ones included, by name. */
export async function listUsersOfOrganization(db: Db, orgId: string): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('org_id', '=', orgId)
    .orderBy(sql`lower(name)`)
    .orderBy('email')
    .execute();
}

export interface UserChanges {
  name?: string;
  email?: string;
  password_hash?: string;
  role?: User['role'];
  accessibleSubOrganizations?: string[];
  isInvited?: boolean;
}

export async function updateUser(db: Db, id: string, changes: UserChanges, at: string): Promise<void> {
  const { accessibleSubOrganizations, isInvited, email, ...plain } = changes;
  const set: Updateable<UsersTable> = { ...plain, updated_at: at };
  if (email !== undefined) set.email = normalizeEmail(email);
  if (accessibleSubOrganizations !== undefined) {
    set.accessible_sub_organizations = JSON.stringify(accessibleSubOrganizations);
  }
  if (isInvited !== undefined) set.is_invited = isInvited ? 1 : 0;
  await db.updateTable('users').set(set).where('id', '=', id).execute();
}

export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** An Owner who has accepted: only they can sign in, so only they keep an organization owned. */
export function isActiveOwner(row: UserRow): boolean {
  return row.role === 'Owner' && row.is_invited === 0;
}

/** The organization's Owners who can sign in (invited ones are not counted, see isActiveOwner). */
export async function countActiveOwners(db: Db, orgId: string): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('org_id', '=', orgId)
    .where('role', '=', 'Owner')
    .where('is_invited', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Takes a deleted sub-organization out of every access list of its organization. */
export async function removeSubOrganizationFromUsers(
  db: Db,
  orgId: string,
  subOrgId: string,
  at: string,
): Promise<void> {
  // Lists are JSON text on both dialects, so candidates are found by text and edited here.
  const rows = await db
    .selectFrom('users')
    .select(['id', 'accessible_sub_organizations'])
    .where('org_id', '=', orgId)
    .where('accessible_sub_organizations', 'like', `%${JSON.stringify(subOrgId)}%`)
    .execute();
  for (const row of rows) {
    const remaining = parseIdList(row.accessible_sub_organizations).filter((id) => id !== subOrgId);
    await updateUser(db, row.id, { accessibleSubOrganizations: remaining }, at);
  }
}
