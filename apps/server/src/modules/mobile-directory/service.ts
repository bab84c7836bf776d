import {
  canReachSubOrganization,
  dictionaryFor,
  directoryTokenSchema,
  emptyCategoryDictionary,
  isTenantShown,
  localDay,
  MOBILE_DIRECTORY_MESSAGES,
  MOBILE_DIRECTORY_PATH,
  mobileDirectoryUrl,
  ORGANIZATION_MESSAGES,
  parseBuildingLanguages,
  publicOrganizationName,
  resolveTheme,
  sortTenants,
  SUB_ORGANIZATION_MESSAGES,
  type BuildingDirectory,
  type CategoryDictionary,
  type PublicDirectory,
  type PublicDirectoryTenant,
  type TenantEntry,
} from '@foyer/shared';
import type { AuthActor } from '../../platform/auth';
import { auditActor, recordAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { NotFound } from '../../platform/errors';
import { authorize } from '../../platform/permissions';
import { createToken, hashToken } from '../../platform/tokens';
import { directoryChanged, findBuilding, findManageable, listBuildings } from '../sub-organizations/service';
import {
  bundleDataByIds,
  bundleHeadsOfBuilding,
  findBuildingByDirectoryToken,
  lockBuilding,
  updateDirectory,
} from './repo';

/*
 * A building's public mobile directory (docs/product.md §11, docs/decisions/mobile-directory.md).
 */

type DirectoryState = { directory_token: string | null; directory_enabled: number };
type DirectoryAction = 'directory.enabled' | 'directory.disabled' | 'directory.rotated';

function toDirectory(ctx: AppContext, row: DirectoryState & { id: string }): BuildingDirectory {
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
  return (await listBuildings(ctx.db, orgId))
    .filter((row) => canReachSubOrganization(actor, row.id))
    .map((row) => toDirectory(ctx, row));
}

/**
 * Changes the building's directory from its state as it is now, inside one transaction that holds
 * the building's row, so two changes at once (a switch turned off while 'New address' is saving)
 * take turns instead of writing back a token the other has just retired. `change` answers null
 * when there is nothing to do. The building's published screens are marked as changed: their QR
 * code shows the old state until they are published again.
 */
async function changeDirectory(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  change: (current: DirectoryState) => (DirectoryState & { action: DirectoryAction }) | null,
): Promise<BuildingDirectory> {
  const building = await findManageable(ctx, actor, id);
  const at = ctx.now().toISOString();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    // Takes the row's write lock first (PostgreSQL row lock; SQLite's write lock).
    await lockBuilding(trx, id);
    const current = await findBuilding(trx, id);
    if (!current) throw new NotFound(SUB_ORGANIZATION_MESSAGES.notFound);
    const next = change(current);
    if (!next) return { row: current, action: null };
    const { action, ...state } = next;
    await updateDirectory(trx, id, state);
    await directoryChanged(trx, id, at);
    return { row: { ...current, ...state }, action };
  });
  if (outcome.action) {
    await recordAudit(ctx, {
      orgId: building.org_id,
      actor: auditActor(actor),
      action: outcome.action,
      targetType: 'Building',
      targetId: id,
      targetName: outcome.row.name,
      details: '',
    });
  }
  return toDirectory(ctx, outcome.row);
}

/**
 * Turns the directory on (an address is made the first time) or off (the address is kept). Asking
 * for the state it is already in changes nothing; off for a directory never turned on neither.
 */
export async function setDirectoryEnabled(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  enabled: boolean,
): Promise<BuildingDirectory> {
  return changeDirectory(ctx, actor, id, (current) => {
    if ((current.directory_enabled === 1) === enabled) return null;
    return {
      directory_token: current.directory_token ?? createToken(),
      directory_enabled: enabled ? 1 : 0,
      action: enabled ? 'directory.enabled' : 'directory.disabled',
    };
  });
}

/** A new address; the old one answers 'not available' from now on (a leaked or misprinted code). */
export async function newDirectoryAddress(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
): Promise<BuildingDirectory> {
  return changeDirectory(ctx, actor, id, (current) => ({
    directory_token: createToken(),
    directory_enabled: current.directory_enabled,
    action: 'directory.rotated',
  }));
}

const notAvailable = () => new NotFound(MOBILE_DIRECTORY_MESSAGES.notFound);

interface BundleData {
  tenants?: { entries?: TenantEntry[] } | null;
  theme?: unknown;
  categories?: CategoryDictionary;
}

/** A public page's answer, and the tag that names it (the same tag: the same answer). */
export interface PublicDirectoryAnswer {
  directory: PublicDirectory;
  etag: string;
}

/**
 * Answers built, by building, with what they were built from. Phones ask every minute; the
 * answer changes only with a publish, a rename, new languages or a new day, so it is built once
 * per change and not once per phone. Bounded: the buildings asked least recently go first.
 */
const answers = new Map<string, { fingerprint: string; answer: PublicDirectoryAnswer }>();
const ANSWERS_KEPT = 200;

function remember(buildingId: string, fingerprint: string, answer: PublicDirectoryAnswer): void {
  answers.delete(buildingId);
  answers.set(buildingId, { fingerprint, answer });
  if (answers.size > ANSWERS_KEPT) answers.delete(answers.keys().next().value as string);
}

/** The building whose directory is on at `token`; undefined for a wrong, old or switched-off address. */
async function liveBuilding(ctx: AppContext, token: string) {
  if (!directoryTokenSchema.safeParse(token).success) return undefined;
  const building = await findBuildingByDirectoryToken(ctx.db, token);
  return building?.directory_enabled === 1 ? building : undefined;
}

/**
 * Whether `pathname` is a directory page (`/directory/{token}`) whose address is not live: the
 * server answers its page with 404, as the API answers its data (docs/product.md §11).
 */
export async function isMissingDirectoryPage(ctx: AppContext, pathname: string): Promise<boolean> {
  const prefix = `${MOBILE_DIRECTORY_PATH}/`;
  if (!pathname.startsWith(prefix)) return false;
  let token: string;
  try {
    token = decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return true;
  }
  return (await liveBuilding(ctx, token)) === undefined;
}

/**
 * The public page's content: the companies the building's screens list today (the visibility rule
 * of the screens, on the server's day), each once, by name; no contact details. A wrong, old or
 * switched-off address is one and the same 404, so an address cannot be probed for a building.
 */
export async function publicDirectory(ctx: AppContext, token: string): Promise<PublicDirectoryAnswer> {
  const building = await liveBuilding(ctx, token);
  if (!building) throw notAvailable();

  const heads = await bundleHeadsOfBuilding(ctx.db, building.org_id, building.id);
  const today = localDay(ctx.now());
  const fingerprint = JSON.stringify([
    building.name,
    building.organization_name,
    building.languages,
    today,
    heads.map((head) => `${head.id}:${head.version}`),
  ]);
  const kept = answers.get(building.id);
  if (kept?.fingerprint === fingerprint) {
    remember(building.id, fingerprint, kept.answer);
    return kept.answer;
  }

  const contents = await bundleDataByIds(
    ctx.db,
    heads.map((head) => head.id),
  );
  const seen = new Set<string>();
  const tenants: PublicDirectoryTenant[] = [];
  // Keys are user text ('constructor', '__proto__'): no prototype (docs/decisions/languages.md LNG-19).
  const categories = emptyCategoryDictionary();
  let newestTheme: unknown = null;
  for (const head of heads) {
    const content = contents.get(head.id);
    if (!content) continue;
    const data = JSON.parse(content) as BundleData;
    newestTheme ??= data.theme ?? null;
    // The newest bundle's text of a category in a language wins (LNG-21).
    for (const [key, texts] of Object.entries(data.categories ?? {}))
      categories[key] = { ...texts, ...categories[key] };
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
  const languages = parseBuildingLanguages(building.languages);
  const directory: PublicDirectory = {
    building_name: building.name,
    organization_name: publicOrganizationName(building.organization_name, building.name),
    logo_url: theme?.media.companyLogoUrl ?? '',
    accent_color: theme?.colors.primary ?? '',
    published_at: heads[0]?.published_at ?? null,
    // The building's languages as set now, like its name: the page's words need no publish.
    languages,
    tenants: sortTenants(tenants, 'company_name'),
    categories: dictionaryFor(
      categories,
      tenants.map((tenant) => tenant.category),
      languages,
    ),
  };
  const answer = { directory, etag: `"${hashToken(fingerprint).slice(0, 32)}"` };
  remember(building.id, fingerprint, answer);
  return answer;
}
