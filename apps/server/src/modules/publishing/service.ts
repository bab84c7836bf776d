import {
  DEFAULT_LANGUAGE,
  bundleSettingsFor,
  DEVICE_MESSAGES,
  localDay,
  ORGANIZATION_MESSAGES,
  PUBLISH_MESSAGES,
  screenTenants,
  seesAllSubOrganizations,
  type publishManyRequestSchema,
  type publishRequestSchema,
  type PublishedBundle,
  type PublishOutcome,
} from '@foyer/shared';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import type { PublishedBundlesTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import type { AuthActor } from '../../platform/auth';
import { auditActor, recordAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { emitAll, type ScreenChange } from '../../platform/events';
import { Conflict, HttpError, Invalid, NotFound } from '../../platform/errors';
import { authorize, requireOwnOrganization } from '../../platform/permissions';
import { newId } from '../../platform/tokens';
import { authorizeItem } from '../item-access/service';
import {
  deviceMessages,
  findAuthorizedDevice,
  markPublished,
  relinkScreens,
  requireFreePairingCode,
} from '../devices/service';
import {
  bundleHead,
  deleteBundle,
  deleteBundlesOfPairingCode,
  deleteOlderBundles,
  findBundleById,
  highestVersion,
  insertBundle,
  insertPublishEvent,
  latestBundleOfDevice,
  latestBundleOfPairingCode,
  rowToBundle,
} from './repo';
import { findTenantList, requireUsableTenants } from '../tenants/service';
import { findTheme, requireUsableTheme } from '../themes/service';
import { findOrganization } from '../organizations/service';
import { bundleBuilding } from '../sub-organizations/service';
import { screenCategoryDictionary } from '../category-translations/service';

/*
 * What the screens read of the published bundles, as stored: they send a bundle's two JSON
 * documents on as text, without parsing them (screens/bundle-json.ts).
 */

/** A bundle as stored, its `bundle_settings` and `data` JSON text (the screens' stream and poll). */
export type BundleRow = Selectable<PublishedBundlesTable>;

/** The screens' stream and poll: the newest bundle of a device. */
export async function newestBundleOf(db: Db, deviceId: string): Promise<BundleRow | undefined> {
  return latestBundleOfDevice(db, deviceId);
}

/** The screens' stream and poll: the API fields of a stored bundle but its two JSON documents. */
export function bundleHeadOf(row: BundleRow): ReturnType<typeof bundleHead> {
  return bundleHead(row);
}

export type PublishBody = z.output<typeof publishRequestSchema>;

const bundleMessages = {
  notFound: PUBLISH_MESSAGES.notFound,
  notAllowed: PUBLISH_MESSAGES.notAllowed,
  subOrganizationNotAllowed: deviceMessages.subOrganizationNotAllowed,
};

const needsThemeAndCode = () =>
  new Invalid(PUBLISH_MESSAGES.needsThemeAndCode, [
    { path: 'theme_id', message: PUBLISH_MESSAGES.needsThemeAndCode },
  ]);

export interface BundleWrite {
  deviceId: string;
  themeId: string;
  tenantsId: string | null;
  pairingCode: string;
  /** Blank: '{device name} Bundle'. */
  bundleName: string;
  createdBy: string | null;
  at: string;
  /** The server's public address, for the building's mobile directory link (config PUBLIC_URL). */
  publicUrl: string;
}

/**
 * The steps of a publish, to run inside a transaction (the publish call, and the demo seed):
 * save the device's theme, code and list and mark it published (devices' `markPublished`), read
 * the theme, list, building and organization name to freeze (their services, on the same `trx`),
 * delete the older bundles of the device and of its code, insert the new bundle with the next
 * version. No permission checks.
 */
export async function writeBundle(trx: Db, input: BundleWrite): Promise<PublishedBundle> {
  const { at, pairingCode: code } = input;
  const saved = await markPublished(
    trx,
    input.deviceId,
    { themeId: input.themeId, tenantsId: input.tenantsId, pairingCode: code },
    at,
  );
  const theme = await findTheme(trx, input.themeId);
  if (!saved) throw new NotFound(DEVICE_MESSAGES.notFound);
  if (!theme) throw needsThemeAndCode();
  const list = input.tenantsId ? ((await findTenantList(trx, input.tenantsId)) ?? null) : null;
  const version = (await highestVersion(trx, saved.org_id, saved.id, code)) + 1;
  await deleteOlderBundles(trx, saved.org_id, saved.id, code);
  const entries = list ? screenTenants(list.entries, localDay(new Date(at))) : [];
  const listCopy = list && {
    id: list.id,
    org_id: list.org_id,
    name: list.name,
    scope: list.scope,
    theme_id: list.theme_id,
  };
  const building = await bundleBuilding(trx, saved.sub_org_id, input.publicUrl);
  const row = await insertBundle(trx, {
    id: newId(),
    org_id: saved.org_id,
    device_id: saved.id,
    sub_org_id: saved.sub_org_id,
    pairing_code: code,
    bundle_name: input.bundleName || `${saved.name} Bundle`,
    status: 'active',
    version,
    created_by: input.createdBy,
    created_at: at,
    updated_at: at,
    published_at: at,
    bundle_settings: JSON.stringify(bundleSettingsFor(saved.refresh_policy)),
    data: JSON.stringify({
      tenants: list && { ...listCopy, entries },
      theme,
      device: saved,
      building,
      organization_name: (await findOrganization(trx, saved.org_id))?.name,
      // Only the list's categories in the building's languages (docs/decisions/languages.md LNG-21).
      categories: await screenCategoryDictionary(
        trx,
        saved.org_id,
        entries.map((entry) => entry.category),
        building?.languages ?? [DEFAULT_LANGUAGE],
      ),
    }),
  });
  // The analytics page counts publishes per day from these rows.
  await insertPublishEvent(trx, {
    id: newId(),
    org_id: saved.org_id,
    sub_org_id: saved.sub_org_id,
    device_id: saved.id,
    published_at: at,
  });
  return rowToBundle(row);
}

/**
 * docs/product.md §4 Publishing as one transaction: the screen showing the code is linked (devices'
 * `relinkScreens`), the device takes the request's theme, pairing code and tenant list, the older
 * bundles of the device and of its pairing code go, the new bundle (a full copy of theme, tenants
 * and device, next version) is inserted, and the device is marked published with no unpublished
 * changes (`writeBundle`). Any failure rolls all of it back.
 */
export async function publish(
  ctx: AppContext,
  actor: AuthActor,
  body: PublishBody,
): Promise<PublishedBundle> {
  requireOwnOrganization(actor, body.org_id, ORGANIZATION_MESSAGES.notFound);
  const device = await findAuthorizedDevice(ctx.db, actor, body.device_id, 'content:write');
  const themeId = body.theme_id === undefined ? device.theme_id : body.theme_id;
  const code =
    body.pairing_code === undefined || body.pairing_code === null ? device.pairing_code : body.pairing_code;
  if (!themeId || !code) throw needsThemeAndCode();
  const tenantsId = body.tenants_id === undefined ? device.tenants_id : body.tenants_id;
  if (themeId !== device.theme_id) await requireUsableTheme(ctx.db, actor, themeId);
  if (tenantsId && tenantsId !== device.tenants_id) await requireUsableTenants(ctx.db, actor, tenantsId);
  await requireFreePairingCode(ctx.db, device.org_id, code, device.id);

  const now = ctx.now();
  const at = now.toISOString();
  let result: { bundle: PublishedBundle; events: ScreenChange[] };
  try {
    result = await ctx.db.transaction().execute(async (trx) => {
      // A code a screen shows links that screen, as saving the device would.
      const events = await relinkScreens(trx, device, code, now);
      const bundle = await writeBundle(trx, {
        deviceId: device.id,
        themeId,
        tenantsId,
        pairingCode: code,
        bundleName: body.bundle_name,
        // An API token is no user (docs/decisions/api-tokens.md TOK-5).
        createdBy: actor.apiToken ? null : actor.id,
        at,
        publicUrl: ctx.config.publicUrl,
      });
      return { bundle, events };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(DEVICE_MESSAGES.pairingCodeTaken);
    throw error;
  }
  const { bundle, events } = result;
  await emitAll(ctx.events, [
    ...events,
    {
      kind: 'bundle',
      device_id: bundle.device_id,
      org_id: bundle.org_id,
      pairing_code: bundle.pairing_code,
      version: bundle.version,
    },
  ]);
  await recordAudit(ctx, {
    orgId: bundle.org_id,
    actor: auditActor(actor),
    action: 'device.published',
    targetType: 'Device',
    targetId: device.id,
    targetName: device.name,
    details: `v${bundle.version}`,
  });
  return bundle;
}

/**
 * Publish to many screens (DEV-15): each device as it is saved, one transaction each, one after
 * the other, so a refusal (no theme, no code, no permission) is answered for its device and the
 * rest go on. A device id given twice is published once.
 */
export async function publishMany(
  ctx: AppContext,
  actor: AuthActor,
  body: z.output<typeof publishManyRequestSchema>,
): Promise<PublishOutcome[]> {
  requireOwnOrganization(actor, body.org_id, ORGANIZATION_MESSAGES.notFound);
  authorize(actor, 'content:write', { org_id: body.org_id }, { forbidden: PUBLISH_MESSAGES.notAllowed });
  const outcomes: PublishOutcome[] = [];
  for (const deviceId of new Set(body.device_ids)) {
    try {
      const bundle = await publish(ctx, actor, { org_id: body.org_id, device_id: deviceId, bundle_name: '' });
      outcomes.push({ device_id: deviceId, version: bundle.version, error: null });
    } catch (error) {
      // Only refusals are answered per device; a failing database fails the call (never a silent 500 per row).
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      outcomes.push({ device_id: deviceId, version: null, error: error.message });
    }
  }
  return outcomes;
}

/** Tells the screens of the devices whose bundles were deleted (they show their waiting state). */
async function bundlesDeleted(
  ctx: AppContext,
  deleted: ReadonlyArray<{ device_id: string; org_id: string; pairing_code: string }>,
): Promise<void> {
  const seen = new Set<string>();
  for (const row of deleted) {
    if (seen.has(row.device_id)) continue;
    seen.add(row.device_id);
    await ctx.events.emit({
      kind: 'bundle',
      device_id: row.device_id,
      org_id: row.org_id,
      pairing_code: row.pairing_code,
      version: null,
    });
  }
}

/** The preview's 'Published Bundle' mode: the newest bundle of a pairing code. */
export async function bundleOfPairingCode(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  pairingCode: string,
): Promise<PublishedBundle> {
  authorize(actor, 'content:read', { org_id: orgId }, { notFound: ORGANIZATION_MESSAGES.notFound });
  const row = await latestBundleOfPairingCode(ctx.db, orgId, pairingCode.trim().toUpperCase());
  if (!row) throw new NotFound(PUBLISH_MESSAGES.noBundle);
  authorizeItem(actor, row, 'content:read', { ...bundleMessages, notFound: PUBLISH_MESSAGES.noBundle });
  return rowToBundle(row);
}

export async function removeBundle(ctx: AppContext, actor: AuthActor, id: string): Promise<void> {
  const row = await findBundleById(ctx.db, id);
  if (!row) throw new NotFound(PUBLISH_MESSAGES.notFound);
  authorizeItem(actor, row, 'content:write', bundleMessages);
  await deleteBundle(ctx.db, id);
  await bundlesDeleted(ctx, [row]);
}

/** Deletes the bundles of a pairing code that the actor reaches; answers how many. */
export async function removeBundlesOfPairingCode(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  pairingCode: string,
): Promise<number> {
  authorize(
    actor,
    'content:write',
    { org_id: orgId },
    { notFound: ORGANIZATION_MESSAGES.notFound, forbidden: PUBLISH_MESSAGES.notAllowed },
  );
  const scope = seesAllSubOrganizations(actor.role) ? null : actor.accessibleSubOrganizations;
  const deleted = await deleteBundlesOfPairingCode(ctx.db, orgId, pairingCode.trim().toUpperCase(), scope);
  await bundlesDeleted(ctx, deleted);
  return deleted.length;
}
