import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type {
  TenantConfirmationRequestsTable,
  TenantEntryConfirmationsTable,
  TenantSuggestionsTable,
} from '../../db/schema';

/*
 * The rows of tenant confirmations (migration 022), keyed on the tenant list and the entry's id
 * (docs/decisions/confirmations.md CNF-1).
 */

export type RequestRow = Selectable<TenantConfirmationRequestsTable>;
export type SuggestionRow = Selectable<TenantSuggestionsTable>;
export type EntryConfirmationRow = Selectable<TenantEntryConfirmationsTable>;

export async function insertRequest(db: Db, row: Insertable<TenantConfirmationRequestsTable>): Promise<void> {
  await db.insertInto('tenant_confirmation_requests').values(row).execute();
}

/** When each entry of the lists was last asked, by list and entry, and at which address. */
export async function lastRequests(
  db: Db,
  listIds: readonly string[],
): Promise<Array<{ tenant_list_id: string; entry_id: string; email: string; created_at: string }>> {
  if (listIds.length === 0) return [];
  return db
    .selectFrom('tenant_confirmation_requests')
    .select((eb) => ['tenant_list_id', 'entry_id', 'email', eb.fn.max('created_at').as('created_at')])
    .where('tenant_list_id', 'in', listIds)
    .groupBy(['tenant_list_id', 'entry_id', 'email'])
    .execute();
}

export async function findRequestByTokenHash(db: Db, tokenHash: string): Promise<RequestRow | undefined> {
  return db
    .selectFrom('tenant_confirmation_requests')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function recordAnswer(db: Db, id: string, answer: 'confirmed' | 'suggested', at: string) {
  await db
    .updateTable('tenant_confirmation_requests')
    .set({ answer, answered_at: at })
    .where('id', '=', id)
    .execute();
}

/** The entry is confirmed now (an answer 'Correct' or an approved suggestion). */
export async function upsertConfirmation(db: Db, row: EntryConfirmationRow): Promise<void> {
  await db
    .insertInto('tenant_entry_confirmations')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['tenant_list_id', 'entry_id'])
        .doUpdateSet({ confirmed_at: row.confirmed_at, confirmed_by: row.confirmed_by }),
    )
    .execute();
}

export async function confirmationsOf(db: Db, listId: string): Promise<EntryConfirmationRow[]> {
  return db
    .selectFrom('tenant_entry_confirmations')
    .selectAll()
    .where('tenant_list_id', '=', listId)
    .execute();
}

/** Replaces the entry's waiting suggestion, if any: one per list and entry (CNF-7). */
export async function replaceSuggestion(db: Db, row: SuggestionRow): Promise<void> {
  // One statement, so two answers at once cannot both insert (the second would break the unique index).
  const { tenant_list_id: _list, entry_id: _entry, ...rest } = row;
  await db
    .insertInto('tenant_suggestions')
    .values(row)
    .onConflict((conflict) => conflict.columns(['tenant_list_id', 'entry_id']).doUpdateSet(rest))
    .execute();
}

export async function findSuggestion(db: Db, id: string): Promise<SuggestionRow | undefined> {
  return db.selectFrom('tenant_suggestions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findSuggestionOfEntry(
  db: Db,
  listId: string,
  entryId: string,
): Promise<SuggestionRow | undefined> {
  return db
    .selectFrom('tenant_suggestions')
    .selectAll()
    .where('tenant_list_id', '=', listId)
    .where('entry_id', '=', entryId)
    .executeTakeFirst();
}

/** Answers whether this call removed it (a second decision at the same moment finds none). */
export async function deleteSuggestion(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('tenant_suggestions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function suggestionsOfLists(db: Db, listIds: readonly string[]): Promise<SuggestionRow[]> {
  if (listIds.length === 0) return [];
  return db
    .selectFrom('tenant_suggestions')
    .selectAll()
    .where('tenant_list_id', 'in', listIds)
    .orderBy('created_at')
    .execute();
}
