import type { Db } from '../../db/connection';

/**
 * Published devices showing `column` = `id` now differ from their bundle ('CHANGES, PLEASE
 * PUBLISH'). Called by the themes and tenants services in the transaction that saves the theme or
 * list, so the badge and the saved content never disagree; it lives here, below both and below
 * devices, so that saving content does not make themes and tenants depend on the devices module
 * (docs/architecture.md "Module map").
 */
export async function markDevicesChanged(
  db: Db,
  column: 'theme_id' | 'tenants_id',
  id: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('devices')
    .set({ has_unpublished_changes: 1, updated_at: at })
    .where(column, '=', id)
    .where('has_been_published', '=', 1)
    .execute();
}
