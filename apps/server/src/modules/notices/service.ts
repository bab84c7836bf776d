import {
  canReachSubOrganization,
  NOTICE_MESSAGES,
  noticeScheduleSchema,
  noticeState,
  noticeWindowsUntil,
  scopeReaches,
  screenScopeSchema,
  screenScopeText,
  seesAllSubOrganizations,
  SCHEDULE_HORIZON_DAYS,
  type Notice,
  type NoticeFields,
  type NoticePlace,
  type NoticeSchedule,
  type NoticeTone,
  type ScreenNotice,
  type ScreenScope,
} from '@foyer/shared';
import type { Db } from '../../db/connection';
import type { AuthActor } from '../../platform/auth';
import { auditActor, recordAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { Forbidden, Invalid, NotFound } from '../../platform/errors';
import { authorize } from '../../platform/permissions';
import { newId } from '../../platform/tokens';
import { allDevicesOf, type DeviceRow } from '../devices/service';
import {
  buildingZones,
  listBuildings,
  openingWindowsOf,
  type BuildingZones,
} from '../sub-organizations/service';
import {
  deleteNotice,
  findNoticeById,
  insertNotice,
  noticesOfOrganization,
  runningNotices,
  updateNotice,
  type NoticeRow,
} from './repo';

/*
 * Scheduled notices (docs/product.md §12, docs/decisions/schedules.md SCH-9): Owners and Admins
 * for any screens, Editors for the buildings they reach; every change reaches the screens in
 * scope live through the same `schedule` event as the opening hours.
 */

const DAY_MS = 86_400_000;
const refusals = { notFound: NOTICE_MESSAGES.notFound, forbidden: NOTICE_MESSAGES.notAllowed };

interface ParsedNotice {
  row: NoticeRow;
  scope: ScreenScope;
  schedule: NoticeSchedule;
  endedAtMs: number | null;
}

/** A stored row read back; one stored by an older rule than this build's is left out. */
function parse(row: NoticeRow): ParsedNotice | null {
  const scope = screenScopeSchema.safeParse(
    row.scope_kind === 'organization'
      ? { kind: 'organization' }
      : { kind: row.scope_kind, ids: JSON.parse(row.scope_ids) as unknown },
  );
  const schedule = noticeScheduleSchema.safeParse(JSON.parse(row.schedule));
  if (!scope.success || !schedule.success) return null;
  return {
    row,
    scope: scope.data,
    schedule: schedule.data,
    endedAtMs: row.ended_at === null ? null : Date.parse(row.ended_at),
  };
}

/** A row this build just wrote: it always reads back. */
function written(row: NoticeRow): ParsedNotice {
  const parsed = parse(row);
  if (!parsed) throw new Error(`Notice ${row.id} was written in a form it cannot read`);
  return parsed;
}

/**
 * Where the screens of a scope are (SCH-9): the buildings it names; for chosen screens their
 * buildings (a screen 'always on' is open whenever); for every screen the buildings that have
 * screens, or every building while none has. A place without screens of its own still counts
 * when the scope names it: staff chose it.
 */
function placesOf(scope: ScreenScope, known: NoticeContext): NoticePlace[] {
  const { zones, open, devices } = known;
  const building = (id: string | null, alwaysOn = false): NoticePlace => ({
    zone: (id === null ? undefined : zones.zoneOf.get(id)) ?? zones.defaultZone,
    open: id === null || alwaysOn ? null : (open.get(id) ?? null),
  });
  if (scope.kind === 'buildings') return scope.ids.map((id) => building(id));
  if (scope.kind === 'screens') {
    return devices
      .filter((device) => scope.ids.includes(device.id))
      .map((device) => building(device.sub_org_id, device.always_on === 1));
  }
  if (devices.length === 0) return [building(null), ...[...zones.zoneOf.keys()].map((id) => building(id))];
  const seen = new Map<string, NoticePlace>();
  for (const device of devices) {
    seen.set(`${device.sub_org_id}|${device.always_on}`, building(device.sub_org_id, device.always_on === 1));
  }
  return [...seen.values()];
}

function toNotice(parsed: ParsedNotice, state: Notice['state']): Notice {
  const { row } = parsed;
  return {
    id: row.id,
    org_id: row.org_id,
    title: row.title,
    text: row.text,
    image_url: row.image_url,
    tone: row.tone as NoticeTone,
    scope: parsed.scope,
    schedule: parsed.schedule,
    state,
    ended_at: row.ended_at,
    created_by_name: row.created_by_name,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Whether a member limited to some buildings reaches a scope: wholly (to change it) or in part (to see it). */
function reach(actor: AuthActor, scope: ScreenScope, devices: ReadonlyMap<string, DeviceRow>) {
  if (seesAllSubOrganizations(actor.role)) return { all: true, some: true };
  if (scope.kind === 'organization') return { all: false, some: true };
  const reached = scope.ids.map((id) =>
    scope.kind === 'buildings'
      ? canReachSubOrganization(actor, id)
      : devices.has(id) && canReachSubOrganization(actor, devices.get(id)?.sub_org_id ?? null),
  );
  return { all: reached.every(Boolean), some: reached.some(Boolean) };
}

/**
 * The zones, and the devices only when a scope names screens: with 10,000 screens, reading every
 * device for a notice of buildings would cost most of a change's time (SCH-9).
 */
async function contextOf(ctx: AppContext, orgId: string, scopes: readonly (ScreenScope | undefined)[]) {
  const needsDevices = scopes.some((scope) => scope?.kind === 'screens' || scope?.kind === 'organization');
  const [zones, devices, open] = await Promise.all([
    buildingZones(ctx.db, orgId),
    needsDevices ? allDevicesOf(ctx.db, orgId) : Promise.resolve([]),
    openingWindowsOf(ctx.db, orgId, ctx.now().getTime()),
  ]);
  return { zones, devices, open, byId: new Map(devices.map((device) => [device.id, device])) };
}

type NoticeContext = Awaited<ReturnType<typeof contextOf>>;

function withState(ctx: AppContext, parsed: ParsedNotice, known: NoticeContext): Notice {
  const places = placesOf(parsed.scope, known);
  return toNotice(parsed, noticeState(parsed.schedule, places, parsed.endedAtMs, ctx.now().getTime()));
}

/** The organization's notices a member sees: all for Owners and Admins, else those touching their buildings. */
export async function listNotices(ctx: AppContext, actor: AuthActor, orgId: string): Promise<Notice[]> {
  authorize(actor, 'content:read', { org_id: orgId }, refusals);
  const rows = await noticesOfOrganization(ctx.db, orgId);
  const parsedRows = rows.map(parse);
  const known = await contextOf(
    ctx,
    orgId,
    parsedRows.map((parsed) => parsed?.scope),
  );
  return parsedRows
    .filter(
      (parsed): parsed is ParsedNotice => parsed !== null && reach(actor, parsed.scope, known.byId).some,
    )
    .map((parsed) => withState(ctx, parsed, known));
}

/** The scope names only the organization's own buildings and screens, and ones the actor reaches. */
async function checkScope(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  scope: ScreenScope,
  known: NoticeContext,
) {
  if (scope.kind === 'organization' && !seesAllSubOrganizations(actor.role)) {
    throw new Forbidden(NOTICE_MESSAGES.organizationScope);
  }
  if (scope.kind === 'buildings') {
    const found = await listBuildings(ctx.db, orgId, scope.ids);
    if (found.length !== new Set(scope.ids).size) {
      throw new Invalid(NOTICE_MESSAGES.unknownBuilding, [
        { path: 'scope.ids', message: NOTICE_MESSAGES.unknownBuilding },
      ]);
    }
  }
  if (scope.kind === 'screens' && !scope.ids.every((id) => known.byId.has(id))) {
    throw new Invalid(NOTICE_MESSAGES.unknownScreen, [
      { path: 'scope.ids', message: NOTICE_MESSAGES.unknownScreen },
    ]);
  }
  if (!reach(actor, scope, known.byId).all) throw new Forbidden(NOTICE_MESSAGES.buildingNotAllowed);
}

/** A notice written to end before now would never show: refused, naming its end. */
function refuseEndPassed(ctx: AppContext, input: NoticeFields, known: NoticeContext): void {
  const state = noticeState(input.schedule, placesOf(input.scope, known), null, ctx.now().getTime());
  if (state === 'ended') {
    throw new Invalid(NOTICE_MESSAGES.endPassed, [
      { path: 'schedule.ends_at', message: NOTICE_MESSAGES.endPassed },
    ]);
  }
}

function storedFields(input: NoticeFields) {
  return {
    title: input.title,
    text: input.text,
    image_url: input.image_url,
    tone: input.tone,
    scope_kind: input.scope.kind,
    scope_ids: JSON.stringify(input.scope.kind === 'organization' ? [] : input.scope.ids),
    schedule: JSON.stringify(input.schedule),
  };
}

/** The screens are told this notice alone, at once (SCH-9): a small frame, whatever else is scheduled. */
async function tellScreens(ctx: AppContext, orgId: string, noticeId: string): Promise<void> {
  await ctx.events.emit({ kind: 'notice', org_id: orgId, notice_id: noticeId });
}

async function audit(
  ctx: AppContext,
  actor: AuthActor,
  action: 'created' | 'updated' | 'duplicated' | 'ended' | 'deleted',
  notice: Pick<Notice, 'id' | 'title' | 'scope'>,
  details = '',
) {
  await recordAudit(ctx, {
    orgId: actor.org_id,
    actor: auditActor(actor),
    action: `notice.${action}`,
    targetType: 'notice',
    targetId: notice.id,
    targetName: notice.title,
    details: details || `Shows on: ${screenScopeText(notice.scope)}`,
  });
}

export async function createNotice(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  input: NoticeFields,
): Promise<Notice> {
  authorize(actor, 'content:write', { org_id: orgId }, refusals);
  const known = await contextOf(ctx, orgId, [input.scope]);
  await checkScope(ctx, actor, orgId, input.scope, known);
  refuseEndPassed(ctx, input, known);
  const now = ctx.now().toISOString();
  const row = await insertNotice(ctx.db, {
    id: newId(),
    org_id: orgId,
    ...storedFields(input),
    ended_at: null,
    created_by: actor.id,
    created_by_name: actor.user.name,
    created_at: now,
    updated_at: now,
  });
  const notice = withState(ctx, written(row), known);
  await tellScreens(ctx, orgId, notice.id);
  await audit(ctx, actor, 'created', notice);
  return notice;
}

/** A notice the actor may change: its organization's (else 404), wholly in buildings they reach (else 403). */
async function changeable(ctx: AppContext, actor: AuthActor, id: string, newScope?: ScreenScope) {
  const row = await findNoticeById(ctx.db, id);
  if (!row || row.org_id !== actor.org_id) throw new NotFound(NOTICE_MESSAGES.notFound);
  authorize(actor, 'content:write', { org_id: row.org_id }, refusals);
  const parsed = parse(row);
  const known = await contextOf(ctx, row.org_id, [parsed?.scope, newScope]);
  if (parsed && !reach(actor, parsed.scope, known.byId).all) {
    throw new Forbidden(NOTICE_MESSAGES.buildingNotAllowed);
  }
  return { row, parsed, known };
}

export async function editNotice(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  input: NoticeFields,
): Promise<Notice> {
  const { row, known } = await changeable(ctx, actor, id, input.scope);
  await checkScope(ctx, actor, row.org_id, input.scope, known);
  // One ended by hand stays ended whatever its dates say; else it must still have a time to show.
  if (row.ended_at === null) refuseEndPassed(ctx, input, known);
  const saved = await updateNotice(ctx.db, id, {
    ...storedFields(input),
    updated_at: ctx.now().toISOString(),
  });
  const notice = withState(ctx, written(saved), known);
  await tellScreens(ctx, row.org_id, id);
  await audit(ctx, actor, 'updated', notice);
  return notice;
}

/** A copy to adjust and show again: the same words, scope and times, running by its schedule. */
export async function duplicateNotice(ctx: AppContext, actor: AuthActor, id: string): Promise<Notice> {
  const { row, parsed, known } = await changeable(ctx, actor, id);
  if (!parsed) throw new NotFound(NOTICE_MESSAGES.notFound);
  const now = ctx.now().toISOString();
  const copy = await insertNotice(ctx.db, {
    ...row,
    id: newId(),
    ended_at: null,
    created_by: actor.id,
    created_by_name: actor.user.name,
    created_at: now,
    updated_at: now,
  });
  const notice = withState(ctx, written(copy), known);
  await tellScreens(ctx, row.org_id, notice.id);
  await audit(ctx, actor, 'duplicated', notice, `Copy of ${row.title}`);
  return notice;
}

/** Takes a notice off every screen now, whatever its schedule says; it stays listed as Ended. */
export async function endNotice(ctx: AppContext, actor: AuthActor, id: string): Promise<Notice> {
  const { row, parsed, known } = await changeable(ctx, actor, id);
  if (!parsed) throw new NotFound(NOTICE_MESSAGES.notFound);
  if (withState(ctx, parsed, known).state === 'ended') throw new Invalid(NOTICE_MESSAGES.alreadyEnded);
  const now = ctx.now().toISOString();
  const ended = await updateNotice(ctx.db, id, { ended_at: now, updated_at: now });
  const notice = withState(ctx, written(ended), known);
  await tellScreens(ctx, row.org_id, id);
  await audit(ctx, actor, 'ended', notice);
  return notice;
}

export async function removeNotice(ctx: AppContext, actor: AuthActor, id: string): Promise<void> {
  const { row, parsed } = await changeable(ctx, actor, id);
  await deleteNotice(ctx.db, id);
  await tellScreens(ctx, row.org_id, id);
  await audit(ctx, actor, 'deleted', {
    id,
    title: row.title,
    scope: parsed?.scope ?? { kind: 'organization' },
  });
}

/** A notice's windows from `nowMs` in each zone, computed once per zone: null when none falls in the horizon. */
function drawerOf(notice: ParsedNotice, nowMs: number) {
  const toMs = nowMs + SCHEDULE_HORIZON_DAYS * DAY_MS;
  const byZone = new Map<string, ScreenNotice | null>();
  return (zone: string): ScreenNotice | null => {
    let drawn = byZone.get(zone);
    if (drawn === undefined) {
      const windows = noticeWindowsUntil(notice.schedule, zone, notice.endedAtMs, nowMs, toMs);
      const { row } = notice;
      drawn =
        windows.length === 0
          ? null
          : {
              id: row.id,
              title: row.title,
              text: row.text,
              image_url: row.image_url,
              tone: row.tone as NoticeTone,
              windows,
            };
      byZone.set(zone, drawn);
    }
    return drawn;
  };
}

const zoneOfDevice = (zones: BuildingZones, device: Pick<DeviceRow, 'sub_org_id'>) =>
  (device.sub_org_id === null ? null : zones.zoneOf.get(device.sub_org_id)) ?? zones.defaultZone;

/** What a device is told of its notices, and a key equal for every device told the same. */
export interface DeviceNotices {
  key: string;
  notices: ScreenNotice[];
}

/**
 * What each screen of the organization is told of its notices (SCH-9): those whose scope reaches
 * it, with their windows of the next SCHEDULE_HORIZON_DAYS in its building's zone; a notice with
 * no window in that time is left out. Read once per change; worked out once per building, and
 * again only for a device that a notice names itself.
 */
export async function screenNoticesOf(
  db: Db,
  orgId: string,
  nowMs: number,
): Promise<(device: Pick<DeviceRow, 'id' | 'sub_org_id'>) => DeviceNotices> {
  const [rows, zones] = await Promise.all([
    runningNotices(db, orgId, new Date(nowMs).toISOString()),
    buildingZones(db, orgId),
  ]);
  const notices = rows
    .map(parse)
    .filter((parsed): parsed is ParsedNotice => parsed !== null)
    .map((parsed) => ({ parsed, draw: drawerOf(parsed, nowMs) }));
  const byScreen = notices.filter(({ parsed }) => parsed.scope.kind === 'screens');
  const byBuilding = new Map<string | null, DeviceNotices>();
  const told = (device: Pick<DeviceRow, 'id' | 'sub_org_id'>, only: typeof notices) => {
    const zone = zoneOfDevice(zones, device);
    return only.flatMap(({ parsed, draw }) => {
      if (!scopeReaches(parsed.scope, device)) return [];
      const drawn = draw(zone);
      return drawn ? [drawn] : [];
    });
  };
  return (device) => {
    if (byScreen.some(({ parsed }) => scopeReaches(parsed.scope, device))) {
      const own = told(device, notices);
      return { key: `${device.sub_org_id}|${own.map((notice) => notice.id).join(',')}`, notices: own };
    }
    let shared = byBuilding.get(device.sub_org_id);
    if (!shared) {
      const list = told(device, notices);
      shared = { key: `${device.sub_org_id}|building`, notices: list };
      byBuilding.set(device.sub_org_id, shared);
    }
    return shared;
  };
}

/**
 * One notice as each device is told it after a change (SCH-9): its windows in the device's zone,
 * or null where it is not (or no longer) shown: deleted, ended, out of scope, or no window in the
 * horizon. `key` is equal for devices told the same, so one frame serves them.
 */
export async function screenNoticeOf(
  db: Db,
  orgId: string,
  noticeId: string,
  nowMs: number,
): Promise<(device: Pick<DeviceRow, 'id' | 'sub_org_id'>) => { key: string; notice: ScreenNotice | null }> {
  const [row, zones] = await Promise.all([findNoticeById(db, noticeId), buildingZones(db, orgId)]);
  const parsed = row && row.org_id === orgId ? parse(row) : null;
  const draw = parsed ? drawerOf(parsed, nowMs) : null;
  return (device) => {
    if (!parsed || !draw || !scopeReaches(parsed.scope, device)) return { key: 'none', notice: null };
    const zone = zoneOfDevice(zones, device);
    const notice = draw(zone);
    return notice ? { key: zone, notice } : { key: 'none', notice: null };
  };
}

/** The dashboard's drawing of a screen (SCH-11): each notice of the organization by id, as a screen draws it. */
export async function noticeContentsOf(
  db: Db,
  orgId: string,
): Promise<Map<string, Omit<ScreenNotice, 'windows'>>> {
  const rows = await noticesOfOrganization(db, orgId);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        title: row.title,
        text: row.text,
        image_url: row.image_url,
        tone: row.tone as NoticeTone,
      },
    ]),
  );
}
