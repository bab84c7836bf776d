import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import type { NoticesTable } from '../../db/schema';

export type NoticeRow = Selectable<NoticesTable>;

export async function insertNotice(db: Db, row: Insertable<NoticesTable>): Promise<NoticeRow> {
  return db.insertInto('notices').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findNoticeById(db: Db, id: string): Promise<NoticeRow | undefined> {
  return db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The organization's notices, newest first. */
export async function noticesOfOrganization(db: Db, orgId: string): Promise<NoticeRow[]> {
  return db
    .selectFrom('notices')
    .selectAll()
    .where('org_id', '=', orgId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Notices not ended by hand before `at`: the ones a screen may still show. */
export async function runningNotices(db: Db, orgId: string, at: string): Promise<NoticeRow[]> {
  return db
    .selectFrom('notices')
    .selectAll()
    .where('org_id', '=', orgId)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', at)]))
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function updateNotice(
  db: Db,
  id: string,
  changes: Updateable<NoticesTable>,
): Promise<NoticeRow> {
  return db.updateTable('notices').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteNotice(db: Db, id: string): Promise<void> {
  await db.deleteFrom('notices').where('id', '=', id).execute();
}
