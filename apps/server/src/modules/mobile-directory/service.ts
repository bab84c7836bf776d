import {
  canReachSubOrganization,
  directoryTokenSchema,
  isTenantShown,
  localDay,
  MOBILE_DIRECTORY_MESSAGES,
  mobileDirectoryUrl,
  ORGANIZATION_MESSAGES,
  resolveTheme,
  sortTenants,
  SUB_ORGANIZATION_MESSAGES,
  type BuildingDirectory,
  type PublicDirectory,
  type PublicDirectoryTenant,
  type TenantEntry,
} from '@foyer/shared';
import type { AuthActor } from '../../platform/auth';
import { auditActor, recordAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { NotFound } from '../../platform/errors';
import { authorize } from '../../platform/permissions';
import { createToken } from '../../platform/tokens';
import {
  findSubOrganizationById,
  listSubOrganizations,
  markBuildingScreensChanged,
  type SubOrganizationRow,
} from '../sub-organizations/service';
import { bundlesOfBuilding, findBuildingByDirectoryToken, updateDirectory } from './repo';

/*
 * A building's public mobile directory (issue 17, docs/product.md §11, docs/decisions/mobile-directory.md).
 */

function toDirectory(ctx: AppContext, row: SubOrganizationRow): BuildingDirectory {
  return {
    sub_org_id: row.id,
    enabled: row.directory_enabled === 1,
    url: row.directory_token ? mobileDirectoryUrl(ctx.config.publicUrl, row.directory_token) : null,
  };
}

/**
 * The directories of the buildings the member reaches (Owners and Admins: all). Only Owners and
 * Admins change them; every member may read them, because the address is on the lobby screens
 * anyway and the dashboard's preview draws the screens' QR code from it.
 */
export async function listDirectories(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
): Promise<BuildingDirectory[]> {
  authorize(actor, 'content:read', { org_id: orgId }, { notFound: ORGANIZATION_MESSAGES.notFound });
  return (await listSubOrganizations(ctx.db, orgId))
    .filter((row) => canReachSubOrganization(actor, row.id))
    .map((row) => toDirectory(ctx, row));
}

async function findManageableBuilding(ctx: AppContext, actor: AuthActor, id: string) {
  const row = await findSubOrganizationById(ctx.db, id);
  if (!row) throw new NotFound(SUB_ORGANIZATION_MESSAGES.notFound);
  authorize(
    actor,
    'sub-organizations:manage',
    { org_id: row.org_id },
    { notFound: SUB_ORGANIZATION_MESSAGES.notFound },
  );
  return row;
}

/**
 * Writes the building's directory and marks its published screens as changed, since their QR
 * code shows the old state until they are published again.
 */
async function saveDirectory(
  ctx: AppContext,
  actor: AuthActor,
  row: SubOrganizationRow,
  next: { directory_token: string; directory_enabled: number },
  action: 'directory.enabled' | 'directory.disabled' | 'directory.rotated',
): Promise<BuildingDirectory> {
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await updateDirectory(trx, row.id, next);
    await markBuildingScreensChanged(trx, row.id, at);
  });
  await recordAudit(ctx, {
    orgId: row.org_id,
    actor: auditActor(actor),
    action,
    targetType: 'Building',
    targetId: row.id,
    targetName: row.name,
    details: '',
  });
  return toDirectory(ctx, { ...row, ...next });
}

/** Turns the directory on (an address is made the first time) or off (the address is kept). */
export async function setDirectoryEnabled(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  enabled: boolean,
): Promise<BuildingDirectory> {
  const row = await findManageableBuilding(ctx, actor, id);
  if ((row.directory_enabled === 1) === enabled && row.directory_token) return toDirectory(ctx, row);
  return saveDirectory(
    ctx,
    actor,
    row,
    { directory_token: row.directory_token ?? createToken(), directory_enabled: enabled ? 1 : 0 },
    enabled ? 'directory.enabled' : 'directory.disabled',
  );
}

/** A new address; the old one answers 'not available' from now on (a leaked or misprinted code). */
export async function newDirectoryAddress(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
): Promise<BuildingDirectory> {
  const row = await findManageableBuilding(ctx, actor, id);
  return saveDirectory(
    ctx,
    actor,
    row,
    { directory_token: createToken(), directory_enabled: row.directory_enabled },
    'directory.rotated',
  );
}

const notAvailable = () => new NotFound(MOBILE_DIRECTORY_MESSAGES.notFound);

interface BundleData {
  tenants?: { entries?: TenantEntry[] } | null;
  theme?: unknown;
}

/**
 * The public page's content: the companies the building's screens list today (the visibility rule
 * of the screens, on the server's day), each once, by name; no contact details. A wrong, old or
 * switched-off address is one and the same 404, so an address cannot be probed for a building.
 */
export async function publicDirectory(ctx: AppContext, token: string): Promise<PublicDirectory> {
  if (!directoryTokenSchema.safeParse(token).success) throw notAvailable();
  const building = await findBuildingByDirectoryToken(ctx.db, token);
  if (!building || building.directory_enabled !== 1) throw notAvailable();

  const bundles = await bundlesOfBuilding(ctx.db, building.org_id, building.id);
  const today = localDay(ctx.now());
  const seen = new Set<string>();
  const tenants: PublicDirectoryTenant[] = [];
  let newestTheme: unknown = null;
  for (const bundle of bundles) {
    const data = JSON.parse(bundle.data) as BundleData;
    newestTheme ??= data.theme ?? null;
    for (const entry of data.tenants?.entries ?? []) {
      if (!isTenantShown(entry, today)) continue;
      const place = {
        company_name: entry.company_name.trim(),
        floor: String(entry.floor ?? '').trim(),
        suite_room: String(entry.suite_room ?? '').trim(),
        category: String(entry.category ?? '').trim(),
      };
      const key = [place.company_name, place.floor, place.suite_room].join('\u0000').toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      tenants.push(place);
    }
  }
  const theme = newestTheme ? resolveTheme(newestTheme) : null;
  return {
    building_name: building.name,
    organization_name: building.organization_name,
    logo_url: theme?.media.companyLogoUrl ?? '',
    accent_color: theme?.colors.primary ?? '',
    published_at: bundles[0]?.published_at ?? null,
    tenants: sortTenants(tenants, 'company_name'),
  };
}
