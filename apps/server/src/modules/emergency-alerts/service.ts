import {
  ALERT_MESSAGES,
  ALERT_REPEAT_WINDOW_MS,
  ALERT_START_LIMIT,
  ALERT_TEMPLATE_TEXT,
  ALERT_TONES,
  alertBandWords,
  alertStartLimitMessage,
  alertTemplateText,
  alertScopeText,
  canReachSubOrganization,
  DEFAULT_LANGUAGE,
  emergencyAlertSchema,
  ORGANIZATION_MESSAGES,
  parseBuildingLanguages,
  seesAllSubOrganizations,
  type AlertScope,
  type AlertTemplate,
  type AlertTone,
  type AlertTranslations,
  type EmergencyAlert,
  type EmergencyAlertList,
  type ScreenAlert,
  type StartAlert,
  type VisitorLanguage,
  languagesOfBuildings,
} from '@foyer/shared';
import type { Selectable } from 'kysely';
import type { AuthActor } from '../../platform/auth';
import { auditActor, recordAudit, type AuditActor } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../db/connection';
import type { EmergencyAlertsTable } from '../../db/schema';
import { Invalid, NotFound, RateLimited } from '../../platform/errors';
import { authorize } from '../../platform/permissions';
import { waitText } from '../../platform/rate-limits';
import { newId } from '../../platform/tokens';
import {
  allDevicesOf,
  devicePlacementsOf,
  isConnectedAt,
  type DevicePlacement,
  type DeviceRow,
} from '../devices/service';
import { inOrganizationTransaction } from '../organizations/service';
import { listBuildings } from '../sub-organizations/service';
import {
  activeAlerts,
  endAlerts,
  findAlertById,
  insertAlert,
  pastAlerts,
  runningAlertsLike,
  startsSince,
} from './repo';

/** An alert as stored: the screens draw the one each device shows (alertsByDevice, screenAlertOf). */
export type AlertRow = Selectable<EmergencyAlertsTable>;

/** Alerts that are over shown under the active ones. */
const RECENT_ALERTS = 10;

const refusals = { notFound: ORGANIZATION_MESSAGES.notFound, forbidden: ALERT_MESSAGES.notAllowed };

/** Who starts or ends an alert: an Owner or Admin of the organization, or its webhook. */
export interface AlertCaller {
  orgId: string;
  actor: AuditActor;
  /** As the alert shows it: the user's name, or 'Webhook'. */
  name: string;
  source: 'dashboard' | 'webhook';
}

export function dashboardCaller(actor: AuthActor): AlertCaller {
  return { orgId: actor.org_id, actor: auditActor(actor), name: actor.user.name, source: 'dashboard' };
}

function scopeOf(row: AlertRow): AlertScope {
  if (row.scope_kind === 'organization') return { kind: 'organization' };
  const ids = JSON.parse(row.scope_ids) as string[];
  return row.scope_kind === 'buildings' ? { kind: 'buildings', ids } : { kind: 'screens', ids };
}

function reaches(scope: AlertScope, device: DevicePlacement): boolean {
  if (scope.kind === 'organization') return true;
  if (scope.kind === 'screens') return scope.ids.includes(device.id);
  return device.sub_org_id !== null && scope.ids.includes(device.sub_org_id);
}

const toneOf = (template: string) => ALERT_TEMPLATE_TEXT[template as AlertTemplate]?.tone ?? 'danger';

/**
 * An alert's stored translations (LNG-22), read with the API's schema of them (one definition):
 * none when unreadable.
 */
function translationsOf(row: AlertRow): AlertTranslations {
  try {
    const parsed = emergencyAlertSchema.shape.translations.safeParse(JSON.parse(row.translations));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Stored and compared as text: keys in order, so the same translations are the same string (repeats). */
function translationsJson(translations: AlertTranslations): string {
  const keys = Object.keys(translations).sort() as VisitorLanguage[];
  return JSON.stringify(Object.fromEntries(keys.map((lang) => [lang, translations[lang]])));
}

/**
 * The band words of each tone in every language, read once from the alert messages (LNG-23): what
 * screenAlertOf puts in each screen alert. Loaded before the first alert is sent (alertsByDevice).
 * A failed load never holds an alert back (docs/decisions/languages.md LNG-23): it is logged, the
 * frame goes without `bands` (the screens write their English band word) and the next alert tries
 * again.
 */
let bandWords: Record<AlertTone, Partial<Record<VisitorLanguage, string>>> | null = null;
let bandWordsLoading: Promise<void> | null = null;
async function loadBandWords(ctx: AppContext): Promise<void> {
  if (bandWords) return;
  const loading = (bandWordsLoading ??= Promise.all(ALERT_TONES.map(alertBandWords)).then((words) => {
    bandWords = Object.fromEntries(ALERT_TONES.map((tone, i) => [tone, words[i]])) as NonNullable<
      typeof bandWords
    >;
  }));
  try {
    await loading;
  } catch (error) {
    if (bandWordsLoading === loading) bandWordsLoading = null;
    ctx.log.error(
      { err: error },
      'Alert band words could not be loaded: screens show their English band word',
    );
  }
}

const isActive = (row: AlertRow, now: Date) => row.ended_at === null && row.expires_at > now.toISOString();

/**
 * The alert as the API answers it; `devices` are those the reader may see, `withScreens` lists them
 * (else only the counts are computed: cheap with thousands of screens).
 */
function rowToAlert(
  row: AlertRow,
  devices: readonly DeviceRow[],
  now: Date,
  withScreens = true,
): EmergencyAlert {
  const scope = scopeOf(row);
  const active = isActive(row, now);
  const inScope = active ? devices.filter((device) => reaches(scope, device)) : [];
  return {
    id: row.id,
    org_id: row.org_id,
    template: row.template as AlertTemplate,
    title: row.title,
    text: row.text,
    translations: translationsOf(row),
    tone: toneOf(row.template),
    scope,
    source: row.source === 'webhook' ? 'webhook' : 'dashboard',
    started_at: row.started_at,
    started_by: row.started_by_name,
    expires_at: row.expires_at,
    ended_at: row.ended_at,
    ended_by: row.ended_by_name,
    active,
    // Which screens draw it matters while it runs; an alert that is over lists none.
    screens: withScreens
      ? inScope.map((device) => ({
          device_id: device.id,
          name: device.name,
          sub_org_id: device.sub_org_id,
          online: isConnectedAt(device.last_seen_at, now),
          showing: device.shown_alert_id === row.id,
        }))
      : [],
    reach: {
      total: inScope.length,
      showing: inScope.filter((device) => device.shown_alert_id === row.id).length,
    },
  };
}

/**
 * For the screens: the alert each device of the organization shows (the newest active one whose
 * scope covers it) and when the next of them expires, so the screens are told again then.
 */
export async function alertsByDevice(
  ctx: AppContext,
  orgId: string,
): Promise<{ byDevice: Map<string, AlertRow>; nextExpiry: number | null }> {
  const now = ctx.now();
  const alerts = await activeAlerts(ctx.db, orgId, now.toISOString());
  const byDevice = new Map<string, AlertRow>();
  if (alerts.length === 0) return { byDevice, nextExpiry: null };
  await loadBandWords(ctx);
  const devices = await devicePlacementsOf(ctx.db, orgId);
  for (const device of devices) {
    const alert = alerts.find((row) => reaches(scopeOf(row), device));
    if (alert) byDevice.set(device.id, alert);
  }
  const nextExpiry = Math.min(...alerts.map((row) => Date.parse(row.expires_at)));
  return { byDevice, nextExpiry };
}

/** What a screen is told; the expiry counts from now, not by the TV's clock. */
export function screenAlertOf(row: AlertRow, now: Date): ScreenAlert {
  const tone = toneOf(row.template);
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    tone,
    // One frame for every screen (issue 30): each draws its own languages of these (LNG-22, LNG-23).
    translations: translationsOf(row),
    ...(bandWords ? { bands: bandWords[tone] } : {}),
    expires_in_ms: Math.max(0, Date.parse(row.expires_at) - now.getTime()),
  };
}

/**
 * The alert as a member limited to some buildings may see it (docs/product.md §6, §10): one for
 * the whole organization, or one whose buildings or screens include some they reach, with its
 * scope cut down to those; null for an alert that touches none of their buildings
 * (docs/decisions/alerts-and-audit.md ALR-4).
 */
function seenBy(actor: AuthActor, row: AlertRow, reachable: ReadonlyMap<string, DeviceRow>): AlertRow | null {
  if (seesAllSubOrganizations(actor.role) || row.scope_kind === 'organization') return row;
  const ids = JSON.parse(row.scope_ids) as string[];
  const seen =
    row.scope_kind === 'buildings'
      ? ids.filter((id) => canReachSubOrganization(actor, id))
      : ids.filter((id) => reachable.has(id));
  return seen.length > 0 ? { ...row, scope_ids: JSON.stringify(seen) } : null;
}

export async function listAlerts(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  withScreens = true,
): Promise<EmergencyAlertList> {
  authorize(actor, 'content:read', { org_id: orgId }, refusals);
  const now = ctx.now();
  const at = now.toISOString();
  const [active, recent] = await Promise.all([
    activeAlerts(ctx.db, orgId, at),
    pastAlerts(ctx.db, orgId, at, RECENT_ALERTS),
  ]);
  const needsDevices =
    active.length > 0 ||
    (!seesAllSubOrganizations(actor.role) && recent.some((row) => row.scope_kind === 'screens'));
  // Members limited to some buildings see only those buildings' screens (docs/product.md §6).
  const devices = (needsDevices ? await allDevicesOf(ctx.db, orgId) : []).filter((device) =>
    canReachSubOrganization(actor, device.sub_org_id),
  );
  const reachable = new Map(devices.map((device) => [device.id, device]));
  const visible = (rows: AlertRow[]) =>
    rows.map((row) => seenBy(actor, row, reachable)).filter((row): row is AlertRow => row !== null);
  return {
    active: visible(active).map((row) => rowToAlert(row, devices, now, withScreens)),
    recent: visible(recent).map((row) => rowToAlert(row, [], now)),
  };
}

/** Every id of a building or screen scope must name one of the organization's own. */
async function checkScope(
  ctx: AppContext,
  orgId: string,
  scope: AlertScope,
  devices: readonly DevicePlacement[],
) {
  if (scope.kind === 'buildings') {
    const found = await listBuildings(ctx.db, orgId, scope.ids);
    if (found.length !== new Set(scope.ids).size) {
      throw new Invalid(ALERT_MESSAGES.unknownBuilding, [
        { path: 'scope.ids', message: ALERT_MESSAGES.unknownBuilding },
      ]);
    }
  }
  if (scope.kind === 'screens') {
    const known = new Set(devices.map((device) => device.id));
    if (!scope.ids.every((id) => known.has(id))) {
      throw new Invalid(ALERT_MESSAGES.unknownScreen, [
        { path: 'scope.ids', message: ALERT_MESSAGES.unknownScreen },
      ]);
    }
  }
  if (!devices.some((device) => reaches(scope, device))) {
    throw new Invalid(ALERT_MESSAGES.noScreensInScope, [
      { path: 'scope', message: ALERT_MESSAGES.noScreensInScope },
    ]);
  }
}

/**
 * The languages of the buildings whose screens the alert reaches (its scope resolved once, at the
 * start): a screen of no building shows the default text.
 */
async function languagesReached(
  ctx: AppContext,
  orgId: string,
  scope: AlertScope,
  devices: readonly DevicePlacement[],
): Promise<VisitorLanguage[]> {
  const ids = [
    ...new Set(
      devices.filter((device) => reaches(scope, device)).flatMap((device) => device.sub_org_id ?? []),
    ),
  ];
  if (ids.length === 0) return [];
  const buildings = await listBuildings(ctx.db, orgId, ids);
  return languagesOfBuildings(
    buildings.map((building) => parseBuildingLanguages(building.languages)),
    { order: 'main-first' },
  );
}

/**
 * A template start whose title and text are still the template's (English) fills the title and text
 * of every language the reached buildings use from the template's messages, but for a language the
 * caller wrote itself, and English, which the default title and text are. Once the caller changed
 * the title or the text (a fire panel's "do not use stair B"), it fills nothing: the template's
 * generic words would hide the caller's on every screen without English, so those screens show the
 * caller's title and text (docs/decisions/languages.md LNG-22, LNG-24).
 */
async function filledTranslations(
  ctx: AppContext,
  input: Pick<StartAlert, 'template' | 'title' | 'text' | 'translations'>,
  languages: readonly VisitorLanguage[],
): Promise<AlertTranslations> {
  const filled: AlertTranslations = { ...input.translations };
  const template = ALERT_TEMPLATE_TEXT[input.template];
  const asTemplate =
    input.title.trim() === template.title.trim() && input.text.trim() === template.text.trim();
  if (input.template === 'custom' || !asTemplate) return filled;
  for (const lang of languages) {
    if (lang === DEFAULT_LANGUAGE || filled[lang]) continue;
    // Like the band words (LNG-23), a message file that fails to load never stops the start: that
    // language's screens show the default title and text.
    try {
      filled[lang] = await alertTemplateText(input.template, lang);
    } catch (error) {
      ctx.log.error(
        { err: error, lang },
        'Alert template text could not be loaded: screens show the default',
      );
    }
  }
  return filled;
}

/** What a start did: a new alert, or the same one already running (ALERT_REPEAT_WINDOW_MS). */
export interface StartOutcome {
  alert: EmergencyAlert;
  repeated: boolean;
}

/** ALERT_START_LIMIT: refused with the wait until the oldest start in the window leaves it. */
async function requireStartAllowed(db: Db, orgId: string, now: Date): Promise<void> {
  const windowMs = ALERT_START_LIMIT.windowMinutes * 60_000;
  const { count, first } = await startsSince(db, orgId, new Date(now.getTime() - windowMs).toISOString());
  if (count < ALERT_START_LIMIT.max || !first) return;
  const waitMs = Math.max(1000, Date.parse(first) + windowMs - now.getTime());
  throw new RateLimited(alertStartLimitMessage(waitText(waitMs)), Math.ceil(waitMs / 1000));
}

/**
 * Starts an alert: stored, then every screen in scope is told at once (docs/product.md §10). The
 * same start again within a minute, while the first runs, is that alert (a panel or a person
 * sending twice), and a start over ALERT_START_LIMIT is refused; both decided under the
 * organization's lock, so two calls at once cannot both start (docs/decisions/alerts-and-audit.md
 * ALR-8). The answer lists no screens (see the list call).
 */
export async function startAlert(
  ctx: AppContext,
  caller: AlertCaller,
  input: StartAlert,
): Promise<StartOutcome> {
  const devices = await devicePlacementsOf(ctx.db, caller.orgId);
  await checkScope(ctx, caller.orgId, input.scope, devices);
  const translations = await filledTranslations(
    ctx,
    input,
    await languagesReached(ctx, caller.orgId, input.scope, devices),
  );
  const now = ctx.now();
  const fields = {
    org_id: caller.orgId,
    template: input.template,
    title: input.title,
    text: input.text,
    translations: translationsJson(translations),
    scope_kind: input.scope.kind,
    scope_ids: JSON.stringify(
      input.scope.kind === 'organization' ? [] : [...new Set(input.scope.ids)].sort(),
    ),
  };
  const expiresInMs = input.expires_in_minutes * 60_000;
  const { row, repeated } = await inOrganizationTransaction(ctx.db, caller.orgId, async (trx) => {
    const since = new Date(now.getTime() - ALERT_REPEAT_WINDOW_MS).toISOString();
    const same = (await runningAlertsLike(trx, fields, since, now.toISOString())).find(
      (alert) => Date.parse(alert.expires_at) - Date.parse(alert.started_at) === expiresInMs,
    );
    if (same) return { row: same, repeated: true };
    await requireStartAllowed(trx, caller.orgId, now);
    const inserted = await insertAlert(trx, {
      id: newId(),
      ...fields,
      source: caller.source,
      started_by: caller.actor.id,
      started_by_name: caller.name,
      started_at: now.toISOString(),
      expires_at: new Date(now.getTime() + expiresInMs).toISOString(),
      ended_at: null,
      ended_by_name: null,
    });
    return { row: inserted, repeated: false };
  });
  // Without the per-screen list: with thousands of screens it is a large answer to build while the
  // streams are being told, and no screen has confirmed yet. The list call has it.
  if (repeated) return { alert: rowToAlert(row, [], now), repeated };
  await ctx.events.emit({ kind: 'alert', org_id: caller.orgId });
  const reached = devices.filter((device) => reaches(input.scope, device)).length;
  await recordAudit(ctx, {
    orgId: caller.orgId,
    actor: caller.actor,
    action: 'alert.started',
    targetType: 'Alert',
    targetId: row.id,
    targetName: row.title,
    details:
      `${ALERT_TEMPLATE_TEXT[input.template].label}; ${alertScopeText(input.scope)} (${reached} screens); ` +
      `expires ${row.expires_at}` +
      (Object.keys(translations).length > 0 ? `; in ${Object.keys(translations).sort().join(', ')}` : ''),
  });
  return { alert: rowToAlert(row, [], now), repeated };
}

async function endRows(ctx: AppContext, caller: AlertCaller, rows: AlertRow[]): Promise<string[]> {
  const ended = await endAlerts(
    ctx.db,
    rows.map((row) => row.id),
    ctx.now().toISOString(),
    caller.name,
  );
  if (ended.length > 0) await ctx.events.emit({ kind: 'alert', org_id: caller.orgId });
  for (const row of rows.filter((r) => ended.includes(r.id))) {
    await recordAudit(ctx, {
      orgId: caller.orgId,
      actor: caller.actor,
      action: 'alert.ended',
      targetType: 'Alert',
      targetId: row.id,
      targetName: row.title,
    });
  }
  return ended;
}

/** 'End alert': off every screen in one action. */
export async function endAlert(ctx: AppContext, actor: AuthActor, id: string): Promise<EmergencyAlert> {
  const row = await findAlertById(ctx.db, id);
  if (!row || row.org_id !== actor.org_id) throw new NotFound(ALERT_MESSAGES.notFound);
  authorize(actor, 'alerts:manage', { org_id: row.org_id }, refusals);
  const ended = await endRows(ctx, dashboardCaller(actor), [row]);
  if (ended.length === 0) throw new Invalid(ALERT_MESSAGES.alreadyOver);
  const at = ctx.now().toISOString();
  return rowToAlert({ ...row, ended_at: at, ended_by_name: actor.user.name }, [], ctx.now());
}

/** Ends every active alert of the organization (the webhook's 'end'); answers how many. */
export async function endAllAlerts(ctx: AppContext, caller: AlertCaller): Promise<number> {
  const rows = await activeAlerts(ctx.db, caller.orgId, ctx.now().toISOString());
  return (await endRows(ctx, caller, rows)).length;
}

export async function startAlertAsMember(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  input: StartAlert,
): Promise<StartOutcome> {
  authorize(actor, 'alerts:manage', { org_id: orgId }, refusals);
  return startAlert(ctx, dashboardCaller(actor), input);
}

/** The dashboard's drawing of a screen (SCH-11): the alerts of `ids` in the organization, as a screen draws them. */
export async function alertContentsOf(
  ctx: AppContext,
  orgId: string,
  ids: readonly string[],
): Promise<Map<string, ScreenAlert>> {
  const found = new Map<string, ScreenAlert>();
  if (ids.length > 0) await loadBandWords(ctx);
  const now = ctx.now();
  for (const id of new Set(ids)) {
    const row = await findAlertById(ctx.db, id);
    if (row && row.org_id === orgId) found.set(id, screenAlertOf(row, now));
  }
  return found;
}
