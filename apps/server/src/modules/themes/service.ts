import {
  describeChanges,
  can,
  defaultThemeName,
  DEVICE_MESSAGES,
  ORGANIZATION_MESSAGES,
  THEME_MESSAGES,
  type themeInputSchema,
  type themeUpdateSchema,
  type Theme,
} from '@foyer/shared';
import type { z } from 'zod';
import type { AuthActor } from '../../platform/auth';
import { auditActor, recordAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { Conflict, Invalid, NotFound } from '../../platform/errors';
import type { Db } from '../../db/connection';
import { requireOwnOrganization } from '../../platform/permissions';
import { newId } from '../../platform/tokens';
import {
  authorizeItem,
  authorizeWriteInto,
  listScope,
  markDevicesChanged,
  refusingVanishedSubOrganization,
} from '../item-access/service';
import {
  deleteTheme,
  findThemeById,
  insertTheme,
  listThemes,
  rowToTheme,
  sectionsOf,
  themeDependents,
  updateThemeAtVersion,
  type ThemeRow,
} from './repo';

/** Publish, in its transaction: the theme as stored, to freeze into the bundle. */
export async function findTheme(db: Db, id: string): Promise<Theme | undefined> {
  const row = await findThemeById(db, id);
  return row && rowToTheme(row);
}

/** A device's audit line: the name of the theme it shows. */
export async function themeName(db: Db, id: string): Promise<string | undefined> {
  return (await findThemeById(db, id))?.name;
}

/** Bodies as the route schemas answer them: every section filled with its defaults. */
export type ThemeCreateBody = z.output<typeof themeInputSchema>;
export type ThemeUpdateBody = z.output<typeof themeUpdateSchema>;

/** The stored theme if the actor may take `action` on it; another organization's is 404. */
async function findAuthorized(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  action: 'content:read' | 'content:write',
): Promise<ThemeRow> {
  const row = await findThemeById(ctx.db, id);
  if (!row) throw new NotFound(THEME_MESSAGES.notFound);
  authorizeItem(actor, row, action, THEME_MESSAGES);
  return row;
}

/** A row from a validated body: layout in its column, every other section in the JSON document. */
function contentColumns(body: ThemeCreateBody): Pick<ThemeRow, 'layout' | 'content'> {
  return { layout: body.layout, content: JSON.stringify(sectionsOf(body)) };
}

/**
 * Owners and Admins see every theme; Editors and Viewers those of their sub-organizations and
 * the organization-wide ones. `subOrgId` narrows to one sub-organization (plus organization-wide).
 */
export async function listVisibleThemes(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  subOrgId: string | undefined,
): Promise<Theme[]> {
  const scope = await listScope(
    ctx.db,
    actor,
    orgId,
    subOrgId,
    THEME_MESSAGES,
    ORGANIZATION_MESSAGES.notFound,
  );
  return (await listThemes(ctx.db, orgId, scope)).map(rowToTheme);
}

export async function getTheme(ctx: AppContext, actor: AuthActor, id: string): Promise<Theme> {
  return rowToTheme(await findAuthorized(ctx, actor, id, 'content:read'));
}

/** Creates version 1; an empty name becomes 'Theme YYYY-MM-DD'; no sub_org_id means organization-wide. */
export async function createTheme(ctx: AppContext, actor: AuthActor, body: ThemeCreateBody): Promise<Theme> {
  requireOwnOrganization(actor, body.org_id, ORGANIZATION_MESSAGES.notFound);
  const subOrgId = body.sub_org_id ?? null;
  await authorizeWriteInto(ctx.db, actor, actor.org_id, subOrgId, THEME_MESSAGES);
  const now = ctx.now();
  const at = now.toISOString();
  const row = await refusingVanishedSubOrganization(subOrgId, () =>
    insertTheme(ctx.db, {
      id: newId(),
      org_id: actor.org_id,
      sub_org_id: subOrgId,
      name: body.name || defaultThemeName(now),
      ...contentColumns(body),
      version: 1,
      created_by: actor.id,
      created_at: at,
      updated_at: at,
    }),
  );
  await recordAudit(ctx, {
    orgId: actor.org_id,
    actor: auditActor(actor),
    action: 'theme.created',
    targetType: 'Theme',
    targetId: row.id,
    targetName: row.name,
    details: `Layout: ${row.layout}`,
  });
  return rowToTheme(row);
}

/**
 * Saves the whole theme over the version the editor loaded (`metadata.version`); any other
 * version is 409 and nothing changes. The server sets version, updatedAt and createdBy: the
 * body's are ignored. An absent sub_org_id keeps the theme where it is; null makes it
 * organization-wide.
 */
export async function editTheme(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  body: ThemeUpdateBody,
): Promise<Theme> {
  const current = await findAuthorized(ctx, actor, id, 'content:write');
  requireOwnOrganization(actor, body.org_id, THEME_MESSAGES.notFound);
  const subOrgId = body.sub_org_id === undefined ? current.sub_org_id : body.sub_org_id;
  if (subOrgId !== current.sub_org_id)
    await authorizeWriteInto(ctx.db, actor, current.org_id, subOrgId, THEME_MESSAGES);

  const expected = body.metadata.version;
  if (expected !== current.version) throw new Conflict(THEME_MESSAGES.versionConflict);
  const now = ctx.now();
  const changes = {
    name: body.name || defaultThemeName(now),
    sub_org_id: subOrgId,
    ...contentColumns(body),
    updated_at: now.toISOString(),
  };
  const saved = await refusingVanishedSubOrganization(subOrgId, () =>
    ctx.db.transaction().execute(async (trx) => {
      const done = await updateThemeAtVersion(trx, id, expected, changes);
      // Published devices showing this theme now differ from their bundle.
      if (done) await markDevicesChanged(trx, 'theme_id', id, changes.updated_at);
      return done;
    }),
  );
  if (!saved) {
    // Another save (or a delete) got there between the read and the write.
    if (!(await findThemeById(ctx.db, id))) throw new NotFound(THEME_MESSAGES.notFound);
    throw new Conflict(THEME_MESSAGES.versionConflict);
  }
  await recordAudit(ctx, {
    orgId: current.org_id,
    actor: auditActor(actor),
    action: 'theme.updated',
    targetType: 'Theme',
    targetId: id,
    targetName: changes.name,
    details: [
      describeChanges(current, changes, { name: 'Name', layout: 'Layout', sub_org_id: 'Building' }),
      themeSectionsChange(current.content, changes.content),
    ]
      .filter(Boolean)
      .join('; '),
  });
  return rowToTheme({ ...current, ...changes, version: expected + 1 });
}

/** Deletes a theme unless something still uses it (see themeDependents). */
export async function removeTheme(ctx: AppContext, actor: AuthActor, id: string): Promise<void> {
  const current = await findAuthorized(ctx, actor, id, 'content:write');
  await ctx.db.transaction().execute(async (trx) => {
    const dependents = await themeDependents(trx, id);
    if (dependents.length > 0) throw new Conflict(themeInUseMessage(dependents));
    await deleteTheme(trx, id);
  });
  await recordAudit(ctx, {
    orgId: current.org_id,
    actor: auditActor(actor),
    action: 'theme.deleted',
    targetType: 'Theme',
    targetId: id,
    targetName: current.name,
  });
}

/** 'Changed: colors, typography' from the theme's stored sections; '' when none changed. */
function themeSectionsChange(before: string, after: string): string {
  if (before === after) return '';
  const parse = (text: string): Record<string, unknown> => {
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return {};
    }
  };
  const was = parse(before);
  const now = parse(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
  );
  return keys.length ? `Changed: ${keys.join(', ')}` : '';
}

function themeInUseMessage(dependents: readonly string[]): string {
  return `This theme is used by ${dependents.length} device(s)`;
}

/** 400 unless the theme exists in the organization and the actor may see it. */
export async function requireUsableTheme(db: Db, actor: AuthActor, themeId: string): Promise<void> {
  const theme = await findThemeById(db, themeId);
  if (!theme || theme.org_id !== actor.org_id || !can(actor, 'content:read', theme)) {
    throw new Invalid(DEVICE_MESSAGES.unknownTheme, [
      { path: 'theme_id', message: DEVICE_MESSAGES.unknownTheme },
    ]);
  }
}
