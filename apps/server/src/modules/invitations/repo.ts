import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { InvitationsTable, UsersTable } from '../../db/schema';

export type InvitationRow = Selectable<InvitationsTable>;

export async function insertInvitation(db: Db, row: InvitationRow): Promise<void> {
  await db.insertInto('invitations').values(row).execute();
}

/** Drops a user's unaccepted invitations, so a re-sent one replaces the old link. */
export async function deleteOpenInvitations(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('invitations').where('user_id', '=', userId).where('accepted_at', 'is', null).execute();
}

export interface UsableInvitation {
  invitation: InvitationRow;
  user: Selectable<UsersTable>;
  organizationName: string;
}

/** The invitation of a token hash while it is unaccepted, unexpired and its user still only invited. */
export async function findUsableInvitation(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<UsableInvitation | undefined> {
  const invitation = await db
    .selectFrom('invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!invitation) return undefined;
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', invitation.user_id)
    .where('is_invited', '=', 1)
    .executeTakeFirst();
  const organization = await db
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', invitation.org_id)
    .executeTakeFirst();
  if (!user || !organization) return undefined;
  return { invitation, user, organizationName: organization.name };
}

/** Marks the invitation accepted; false when another request did so first (single use). */
export async function acceptInvitationRow(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ accepted_at: at })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
