import {
  bundleSettingsFor,
  DEVICE_MESSAGES,
  ORGANIZATION_MESSAGES,
  PUBLISH_MESSAGES,
  seesAllSubOrganizations,
  type Device,
  type publishManyRequestSchema,
  type publishRequestSchema,
  type PublishedBundle,
  type PublishOutcome,
} from '@foyer/shared';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { PublishedBundlesTable } from '../../db/schema';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import type { AuthActor } from '../../platform/auth';
import { auditActor, recordAudit, recordAudits, type AuditEntry } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { emitAll, type ScreenChange } from '../../platform/events';
import { Conflict, HttpError, Invalid, NotFound } from '../../platform/errors';
import { authorize, requireOwnOrganization } from '../../platform/permissions';
import { newId } from '../../platform/tokens';
import { authorizeItem } from '../item-access/service';
import {
  deviceMessages,
  devicesByIds,
  findAuthorizedDevice,
  markManyPublished,
  markPublished,
  relinkScreens,
  requireFreePairingCode,
  type DeviceRow,
} from '../devices/service';
import { devicesToRelink } from '../pairing/service';
import { requireUsableTenants } from '../tenants/service';
import { requireUsableTheme } from '../themes/service';
import { BodyCache, BundleBodies } from './bundle-bodies';
import {
  bodiesByIds,
  bundleDataParts,
  bundleHead,
  deleteBundle,
  deleteBundlesOfPairingCode,
  deleteOlderBundles,
  deleteUnusedBodies,
  findBundleById,
  highestVersions,
  insertBundles,
  insertPublishEvents,
  latestBundleHeadsOfDevices,
  latestBundleOfPairingCode,
  rowToBundle,
  upsertBodies,
} from './repo';

/*
 * What the screens read of the published bundles, as stored: they send a bundle's JSON documents
 * on as text, without parsing them (screens/bundle-json.ts).
 */

/** A bundle as stored with its body's JSON text (DEV-18): what the screens' stream and poll send on. */
export type BundleRow = Selectable<PublishedBundlesTable> & { body: string };

/** Bodies the screens' reads keep: a publish to 10,000 screens reads its one body once (DEV-18). */
const bodyCache = new BodyCache();

/** The screens' stream and poll: the newest bundle of a device, its body from memory when kept. */
export async function newestBundleOf(db: Db, deviceId: string): Promise<BundleRow | undefined> {
  return (await newestBundlesOf(db, [deviceId]))[0];
}

/**
 * The screens' stream: the newest bundle of each device, in the order asked, in two reads for any
 * number of devices (the heads, then the bodies not kept in memory).
 */
export async function newestBundlesOf(
  db: Db,
  deviceIds: readonly string[],
  { cache = bodyCache, again = true }: { cache?: BodyCache; again?: boolean } = {},
): Promise<Array<BundleRow | undefined>> {
  const heads = await latestBundleHeadsOfDevices(db, deviceIds);
  // Answered from what this read holds: the cache may drop a body meanwhile (DEV-18).
  const bodies = new Map<string, string>();
  const missing = new Set<string>();
  for (const head of heads.values()) {
    const kept = cache.get(head.body_id);
    if (kept === undefined) missing.add(head.body_id);
    else bodies.set(head.body_id, kept);
  }
  for (const [id, text] of await bodiesByIds(db, [...missing])) {
    bodies.set(id, text);
    cache.set(id, text);
  }
  const answer = deviceIds.map((id) => {
    const head = heads.get(id);
    const body = head && bodies.get(head.body_id);
    return head && body !== undefined ? { ...head, body } : undefined;
  });
  // A publish replaced a bundle and deleted its body between the two reads: read those again.
  const replaced = deviceIds.flatMap((id, i) => (heads.has(id) && answer[i] === undefined ? [i] : []));
  if (again && replaced.length > 0) {
    const reread = await newestBundlesOf(
      db,
      replaced.map((i) => deviceIds[i] ?? ''),
      { cache, again: false },
    );
    for (const [k, i] of replaced.entries()) answer[i] = reread[k];
  }
  return answer;
}

/** The screens' stream and poll: the API fields of a stored bundle but its two JSON documents. */
export function bundleHeadOf(row: BundleRow): ReturnType<typeof bundleHead> {
  return bundleHead(row);
}

/** The screens' stream and poll: a stored bundle's `data` as JSON text, its own and its shared part. */
export function bundleDataPartsOf(row: BundleRow): ReturnType<typeof bundleDataParts> {
  return bundleDataParts(row);
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

/** An unused body is deleted this long after its last publish: longer than any transaction. */
const UNUSED_BODY_GRACE_MS = 60 * 60 * 1000;

/** The unused bodies of an organization are looked for at most this often (app clock). */
const BODY_SWEEP_INTERVAL_MS = 60 * 1000;

/**
 * When each app's publishes last deleted an organization's unused bodies, by the app's clock
 * (ms): one number per organization published to; a test app's clock is its own.
 */
const lastSweeps = new WeakMap<AppContext, Map<string, number>>();

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

interface BundlesWrite {
  /** Devices of one organization, as saved by the publish. */
  devices: readonly Device[];
  /** Blank: '{device name} Bundle'. */
  bundleName: string;
  createdBy: string | null;
  at: string;
  bodies: BundleBodies;
}

/**
 * Writes a new bundle for each device (already marked published), inside the caller's
 * transaction: the next version of each, the older bundles of the devices and their codes
 * deleted, the bodies stored once (DEV-18), a publish event each. A few statements for any number
 * of devices. 400 when a device's theme is gone.
 */
async function writeBundles(trx: Db, input: BundlesWrite): Promise<BundleRow[]> {
  const { devices, at } = input;
  const first = devices[0];
  if (!first) return [];
  const orgId = first.org_id;
  const keys = devices.map((device) => ({ id: device.id, code: device.pairing_code }));
  const versions = await highestVersions(trx, orgId, keys);
  await deleteOlderBundles(trx, orgId, keys);
  const rows: BundleRow[] = [];
  for (const device of devices) {
    const body = await input.bodies.of(device);
    if (!body) throw needsThemeAndCode();
    rows.push({
      id: newId(),
      org_id: orgId,
      device_id: device.id,
      sub_org_id: device.sub_org_id,
      pairing_code: device.pairing_code,
      bundle_name: input.bundleName || `${device.name} Bundle`,
      status: 'active',
      version: (versions.get(device.id) ?? 0) + 1,
      created_by: input.createdBy,
      created_at: at,
      updated_at: at,
      published_at: at,
      bundle_settings: JSON.stringify(bundleSettingsFor(device.refresh_policy)),
      body_id: body.id,
      device: JSON.stringify(device),
      body: body.text,
    });
  }
  const bodies = await input.bodies.all();
  await upsertBodies(
    trx,
    bodies.map((body) => ({ id: body.id, org_id: orgId, data: body.text, used_at: at })),
  );
  await insertBundles(
    trx,
    rows.map(({ body: _body, ...row }) => row),
  );
  // The analytics page counts publishes per day from these rows.
  await insertPublishEvents(
    trx,
    rows.map((row) => ({
      id: newId(),
      org_id: orgId,
      sub_org_id: row.sub_org_id,
      device_id: row.device_id,
      published_at: at,
    })),
  );
  return rows;
}

/**
 * The steps of a publish, to run inside a transaction (the publish call, and the demo seed):
 * save the device's theme, code and list and mark it published (devices' `markPublished`), then
 * write its bundle (`writeBundles`: the theme, list, building and organization name frozen, read
 * on the same `trx`). No permission checks.
 */
export async function writeBundle(trx: Db, input: BundleWrite): Promise<PublishedBundle> {
  const saved = await markPublished(
    trx,
    input.deviceId,
    { themeId: input.themeId, tenantsId: input.tenantsId, pairingCode: input.pairingCode },
    input.at,
  );
  if (!saved) throw new NotFound(DEVICE_MESSAGES.notFound);
  const [row] = await writeBundles(trx, {
    devices: [saved],
    bundleName: input.bundleName,
    createdBy: input.createdBy,
    at: input.at,
    bodies: new BundleBodies(trx, input.at, input.publicUrl),
  });
  if (!row) throw new NotFound(DEVICE_MESSAGES.notFound);
  return rowToBundle(row);
}

/** The bundle event of each published device, in messages small enough for NOTIFY (8 KB). */
function bundleEvents(rows: readonly BundleRow[]): ScreenChange[] {
  const events: ScreenChange[] = [];
  const first = rows[0];
  if (!first) return events;
  for (let i = 0; i < rows.length; i += BUNDLES_PER_EVENT) {
    events.push({
      kind: 'bundles',
      org_id: first.org_id,
      device_ids: rows.slice(i, i + BUNDLES_PER_EVENT).map((row) => row.device_id),
    });
  }
  return events;
}

/** Device ids per 'bundles' event: 100 ids of 36 characters stay well inside NOTIFY's 8 KB. */
const BUNDLES_PER_EVENT = 100;

/** The audit line of one published device, the same for the single publish and the batch. */
const publishedAudit = (
  actor: AuthActor,
  bundle: { org_id: string; device_id: string; version: number },
  deviceName: string,
): AuditEntry => ({
  orgId: bundle.org_id,
  actor: auditActor(actor),
  action: 'device.published',
  targetType: 'Device',
  targetId: bundle.device_id,
  targetName: deviceName,
  details: `v${bundle.version}`,
});

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
  await recordAudit(ctx, publishedAudit(actor, bundle, device.name));
  await forgetUnusedBodies(ctx, bundle.org_id);
  return bundle;
}

/**
 * Deletes the organization's bodies no bundle uses any more, at most once a minute per
 * organization and instance: a publish to 10,000 screens in 50 calls pays for one delete, not 50.
 * A failure only leaves them for later.
 */
async function forgetUnusedBodies(ctx: AppContext, orgId: string): Promise<void> {
  const now = ctx.now().getTime();
  let swept = lastSweeps.get(ctx);
  if (!swept) lastSweeps.set(ctx, (swept = new Map()));
  const last = swept.get(orgId);
  if (last !== undefined && now >= last && now - last < BODY_SWEEP_INTERVAL_MS) return;
  // Taken before the delete: publishes finishing meanwhile do not start another.
  swept.set(orgId, now);
  try {
    await deleteUnusedBodies(
      ctx.db,
      orgId,
      new Date(ctx.now().getTime() - UNUSED_BODY_GRACE_MS).toISOString(),
    );
  } catch (error) {
    ctx.log.warn({ err: error }, 'Could not delete unused bundle bodies');
  }
}

/** The refusal a single publish would answer for the stored device, checked in memory; null: none. */
function refusalOf(actor: AuthActor, row: DeviceRow | undefined): string | null {
  try {
    if (!row) throw new NotFound(DEVICE_MESSAGES.notFound);
    authorizeItem(actor, row, 'content:write', deviceMessages);
    if (!row.theme_id || !row.pairing_code) throw needsThemeAndCode();
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return error.message;
    throw error;
  }
}

/**
 * Publish to many screens (DEV-15, DEV-18): each device as it is saved, with the single publish's
 * checks, answered per device. Checked first, all in memory after one read; the devices whose
 * screens are linked as their codes say are then written together in one transaction (a few
 * statements, the bodies built once per theme, list and building). A device whose screen link
 * changes, or a batch a device refuses while writing, goes through the single publish one by one,
 * so a refusal never loses or tears another device's bundle. A device id given twice is
 * published once. A failing database fails the call (never a silent 500 per row).
 */
export async function publishMany(
  ctx: AppContext,
  actor: AuthActor,
  body: z.output<typeof publishManyRequestSchema>,
): Promise<PublishOutcome[]> {
  requireOwnOrganization(actor, body.org_id, ORGANIZATION_MESSAGES.notFound);
  authorize(actor, 'content:write', { org_id: body.org_id }, { forbidden: PUBLISH_MESSAGES.notAllowed });
  const ids = [...new Set(body.device_ids)];
  const stored = await devicesByIds(ctx.db, ids);
  const outcomes = new Map<string, PublishOutcome>();
  const ready: DeviceRow[] = [];
  for (const id of ids) {
    const row = stored.get(id);
    const refusal = refusalOf(actor, row);
    if (refusal !== null) outcomes.set(id, { device_id: id, version: null, error: refusal });
    else if (row) ready.push(row);
  }
  const relink = await devicesToRelink(
    ctx.db,
    ready.map((row) => ({ id: row.id, code: row.pairing_code ?? '' })),
  );
  const together = ready.filter((row) => !relink.has(row.id));
  const alone = ready.filter((row) => relink.has(row.id)).map((row) => row.id);
  const written = together.length > 0 ? await publishTogether(ctx, actor, together) : null;
  if (written) {
    for (const row of written)
      outcomes.set(row.device_id, { device_id: row.device_id, version: Number(row.version), error: null });
  } else {
    alone.push(...together.map((row) => row.id));
  }
  for (const id of alone) {
    try {
      const bundle = await publish(ctx, actor, { org_id: body.org_id, device_id: id, bundle_name: '' });
      outcomes.set(id, { device_id: id, version: bundle.version, error: null });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      outcomes.set(id, { device_id: id, version: null, error: error.message });
    }
  }
  return ids.map(
    (id) => outcomes.get(id) ?? { device_id: id, version: null, error: DEVICE_MESSAGES.notFound },
  );
}

/**
 * The devices in one transaction; their events and audit lines after it. Null when a device
 * refused while writing (its theme deleted meanwhile): nothing was written, and the caller
 * publishes them one by one.
 */
async function publishTogether(
  ctx: AppContext,
  actor: AuthActor,
  rows: readonly DeviceRow[],
): Promise<BundleRow[] | null> {
  const at = ctx.now().toISOString();
  let written: BundleRow[];
  try {
    written = await ctx.db.transaction().execute(async (trx) => {
      const devices = await markManyPublished(
        trx,
        rows.map((row) => row.id),
        at,
      );
      return writeBundles(trx, {
        devices,
        bundleName: '',
        createdBy: actor.apiToken ? null : actor.id,
        at,
        bodies: new BundleBodies(trx, at, ctx.config.publicUrl),
      });
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return null;
    throw error;
  }
  await emitAll(ctx.events, bundleEvents(written));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  await recordAudits(
    ctx,
    written.map((row) => publishedAudit(actor, row, names.get(row.device_id) ?? '')),
  );
  const first = written[0];
  if (first) await forgetUnusedBodies(ctx, first.org_id);
  return written;
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
