import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { ApiTokensTable } from '../../db/schema';

export type ApiTokenRow = Selectable<ApiTokensTable>;
export type ApiTokenListRow = ApiTokenRow & { sub_org_name: string | null };

export async function insertApiToken(db: Db, row: ApiTokenRow): Promise<void> {
  await db.insertInto('api_tokens').values(row).execute();
}

/** The organization's tokens not revoked, newest first, with their building's name. */
export async function listApiTokens(db: Db, orgId: string): Promise<ApiTokenListRow[]> {
  return db
    .selectFrom('api_tokens')
    .leftJoin('sub_organizations', 'sub_organizations.id', 'api_tokens.sub_org_id')
    .selectAll('api_tokens')
    .select('sub_organizations.name as sub_org_name')
    .where('api_tokens.org_id', '=', orgId)
    .where('api_tokens.revoked_at', 'is', null)
    .orderBy('api_tokens.created_at', 'desc')
    .orderBy('api_tokens.id')
    .execute();
}

export async function findApiToken(db: Db, id: string): Promise<ApiTokenListRow | undefined> {
  return db
    .selectFrom('api_tokens')
    .leftJoin('sub_organizations', 'sub_organizations.id', 'api_tokens.sub_org_id')
    .selectAll('api_tokens')
    .select('sub_organizations.name as sub_org_name')
    .where('api_tokens.id', '=', id)
    .executeTakeFirst();
}

export async function countLiveApiTokens(db: Db, orgId: string): Promise<number> {
  const row = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('org_id', '=', orgId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The name of a building of the organization, or undefined when it has none of that id. */
export async function findBuildingName(db: Db, orgId: string, subOrgId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('sub_organizations')
    .select('name')
    .where('id', '=', subOrgId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row?.name;
}

/** Revokes a live token; false when it was already revoked. */
export async function revokeApiToken(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The token of a hash, unless revoked or past its last day (`today`, 'YYYY-MM-DD'). */
export async function findLiveApiToken(
  db: Db,
  tokenHash: string,
  today: string,
): Promise<ApiTokenRow | undefined> {
  return db
    .selectFrom('api_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', today)]))
    .executeTakeFirst();
}

/** Records a use at `at` unless one was recorded after `due` (one write a minute at most). */
export async function touchApiToken(db: Db, id: string, at: string, due: string): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', due)]))
    .execute();
}
