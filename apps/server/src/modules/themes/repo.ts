import { resolveTheme, type Theme, type ThemeContent } from '@foyer/shared';
import { type Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { ThemesTable } from '../../db/schema';
import { listVisibleItems } from '../../db/visible-items';

export type ThemeRow = Selectable<ThemesTable>;

/** The sections stored in the `content` column: everything but layout and metadata. */
export type ThemeSections = Omit<ThemeContent, 'layout' | 'metadata'>;

export function sectionsOf(content: ThemeContent): ThemeSections {
  const { layout: _layout, metadata: _metadata, ...sections } = content;
  return sections;
}

function parseContent(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    // A damaged document still renders: resolveTheme gives every section its defaults.
    return {};
  }
}

/**
 * The one mapper from a stored row to the API's Theme. The content goes through
 * resolveTheme, so themes stored before a section or field existed gain its default.
 */
export function rowToTheme(row: ThemeRow): Theme {
  const stored = parseContent(row.content);
  const content = resolveTheme({
    ...(typeof stored === 'object' && stored !== null ? stored : {}),
    layout: row.layout,
    metadata: { createdBy: row.created_by ?? '', updatedAt: row.updated_at, version: row.version },
  });
  return {
    id: row.id,
    org_id: row.org_id,
    sub_org_id: row.sub_org_id,
    name: row.name,
    created_at: row.created_at,
    ...content,
  };
}

/**
 * The themes of an organization by name. `subOrgIds` null: all of them; otherwise only those
 * of the listed sub-organizations plus the organization-wide ones (no sub-organization).
 */
export async function listThemes(
  db: Db,
  orgId: string,
  subOrgIds: readonly string[] | null,
): Promise<ThemeRow[]> {
  return listVisibleItems(db, 'themes', orgId, subOrgIds);
}

export async function findThemeById(db: Db, id: string): Promise<ThemeRow | undefined> {
  return db.selectFrom('themes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertTheme(db: Db, row: ThemeRow): Promise<ThemeRow> {
  await db.insertInto('themes').values(row).execute();
  return row;
}

export type ThemeChanges = Pick<ThemeRow, 'name' | 'sub_org_id' | 'layout' | 'content' | 'updated_at'>;

/**
 * Saves over version `expectedVersion` only, and makes it the next version. One conditional
 * UPDATE, so of two saves from the same version exactly one wins on either dialect.
 * Answers whether it saved.
 */
export async function updateThemeAtVersion(
  db: Db,
  id: string,
  expectedVersion: number,
  changes: ThemeChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('themes')
    .set({ ...changes, version: expectedVersion + 1 })
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTheme(db: Db, id: string): Promise<void> {
  await db.deleteFrom('themes').where('id', '=', id).execute();
}

/**
 * What still uses the theme and stops a delete: the names of the devices showing it (THM-10:
 * such a delete is refused with 409 rather than leave devices without a theme).
 * Tenant lists only suggest a theme; their link is cleared by the foreign key.
 */
export async function themeDependents(db: Db, themeId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('devices')
    .select('name')
    .where('theme_id', '=', themeId)
    .orderBy('name')
    .execute();
  return rows.map((row) => row.name);
}
