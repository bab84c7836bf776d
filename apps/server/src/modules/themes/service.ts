import {
  defaultThemeName,
  ORGANIZATION_MESSAGES,
  seesAllSubOrganizations,
  THEME_MESSAGES,
  type themeInputSchema,
  type themeUpdateSchema,
  unknownSubOrganizationMessage,
  type Theme,
} from '@foyer/shared';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { isForeignKeyViolation } from '../../db/errors';
import type { AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { Conflict, Invalid, NotFound } from '../../platform/errors';
import { authorize, requireOwnOrganization } from '../../platform/permissions';
import { newId } from '../../platform/tokens';
import { markDevicesChanged } from '../devices/repo';
import { existingSubOrganizationIds } from '../sub-organizations/repo';
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

/** Bodies as the route schemas answer them: every section filled with its defaults. */
export type ThemeCreateBody = z.output<typeof themeInputSchema>;
export type ThemeUpdateBody = z.output<typeof themeUpdateSchema>;

const themeRefusals = { notFound: THEME_MESSAGES.notFound, forbidden: THEME_MESSAGES.notAllowed };

function unknownSubOrganization(id: string): Invalid {
  const message = unknownSubOrganizationMessage(id);
  return new Invalid(message, [{ path: 'sub_org_id', message }]);
}

/** 400 unless `subOrgId` is a sub-organization of the organization (another's is as unknown). */
async function requireSubOrganization(db: Db, orgId: string, subOrgId: string): Promise<void> {
  const existing = await existingSubOrganizationIds(db, orgId, [subOrgId]);
  if (!existing.has(subOrgId)) throw unknownSubOrganization(subOrgId);
}

/**
 * The checks of a theme's place, in the order that tells the caller most: the role may write
 * at all (403), the sub-organization exists in the organization (400), the caller reaches it (403).
 */
async function authorizeWriteInto(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  subOrgId: string | null,
): Promise<void> {
  authorize(actor, 'content:write', { org_id: orgId }, themeRefusals);
  if (subOrgId === null) return;
  await requireSubOrganization(ctx.db, orgId, subOrgId);
  authorize(
    actor,
    'content:write',
    { org_id: orgId, sub_org_id: subOrgId },
    { forbidden: THEME_MESSAGES.subOrganizationNotAllowed },
  );
}

/** The stored theme if the actor may take `action` on it; another organization's is 404. */
async function findAuthorized(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  action: 'content:read' | 'content:write',
): Promise<ThemeRow> {
  const row = await findThemeById(ctx.db, id);
  if (!row) throw new NotFound(THEME_MESSAGES.notFound);
  authorize(actor, action, { org_id: row.org_id }, themeRefusals);
  authorize(
    actor,
    action,
    { org_id: row.org_id, sub_org_id: row.sub_org_id },
    { forbidden: THEME_MESSAGES.subOrganizationNotAllowed },
  );
  return row;
}

/** A row from a validated body: layout in its column, every other section in the JSON document. */
function contentColumns(body: ThemeCreateBody): Pick<ThemeRow, 'layout' | 'content'> {
  return { layout: body.layout, content: JSON.stringify(sectionsOf(body)) };
}

/** A sub-organization deleted between the check and the write: the foreign key refuses it. */
async function refusingVanishedSubOrganization<T>(subOrgId: string | null, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (subOrgId !== null && isForeignKeyViolation(error)) throw unknownSubOrganization(subOrgId);
    throw error;
  }
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
  authorize(actor, 'content:read', { org_id: orgId }, { notFound: ORGANIZATION_MESSAGES.notFound });
  let scope: readonly string[] | null = seesAllSubOrganizations(actor.role)
    ? null
    : actor.accessibleSubOrganizations;
  if (subOrgId !== undefined) {
    await requireSubOrganization(ctx.db, orgId, subOrgId);
    authorize(
      actor,
      'content:read',
      { org_id: orgId, sub_org_id: subOrgId },
      { forbidden: THEME_MESSAGES.subOrganizationNotAllowed },
    );
    scope = [subOrgId];
  }
  return (await listThemes(ctx.db, orgId, scope)).map(rowToTheme);
}

export async function getTheme(ctx: AppContext, actor: AuthActor, id: string): Promise<Theme> {
  return rowToTheme(await findAuthorized(ctx, actor, id, 'content:read'));
}

/** Creates version 1; an empty name becomes 'Theme YYYY-MM-DD'; no sub_org_id means organization-wide. */
export async function createTheme(ctx: AppContext, actor: AuthActor, body: ThemeCreateBody): Promise<Theme> {
  requireOwnOrganization(actor, body.org_id, ORGANIZATION_MESSAGES.notFound);
  const subOrgId = body.sub_org_id ?? null;
  await authorizeWriteInto(ctx, actor, actor.org_id, subOrgId);
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
  if (subOrgId !== current.sub_org_id) await authorizeWriteInto(ctx, actor, current.org_id, subOrgId);

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
  return rowToTheme({ ...current, ...changes, version: expected + 1 });
}

/** Deletes a theme unless something still uses it (see themeDependents). */
export async function removeTheme(ctx: AppContext, actor: AuthActor, id: string): Promise<void> {
  await findAuthorized(ctx, actor, id, 'content:write');
  await ctx.db.transaction().execute(async (trx) => {
    const dependents = await themeDependents(trx, id);
    if (dependents.length > 0) throw new Conflict(themeInUseMessage(dependents));
    await deleteTheme(trx, id);
  });
}

function themeInUseMessage(dependents: readonly string[]): string {
  return `This theme is used by ${dependents.length} device(s)`;
}
