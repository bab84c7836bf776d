import type { ScreenSchedule, TimeWindow } from '@foyer/shared';
import type { AppContext } from '../../platform/context';
import type { ScreenNotice } from '@foyer/shared';
import { allDevicesOf, type DeviceRow } from '../devices/service';
import { screenNoticeOf, screenNoticesOf, type DeviceNotices } from '../notices/service';
import { openingWindowsOf } from '../sub-organizations/service';

/** A cached answer is read again after this long, so a screen moved to another building heals. */
const FRESH_FOR_MS = 60 * 1000;

export interface Windows {
  /** Each device's row, for its building and its 'always on'. */
  deviceOf: Map<string, DeviceRow>;
  /** Each building's windows; a building absent is always on. */
  windowsOf: Map<string, TimeWindow[]>;
  /** The notices a device is told (SCH-9), with a key equal for devices told the same. */
  noticesOf: (device: DeviceRow) => DeviceNotices;
}

interface OrgWindows {
  loadedAt: number;
  answer: Promise<Windows>;
}

/**
 * docs/decisions/schedules.md SCH-4. The opening-hours windows each screen is sent, per
 * organization, read once per change and shared by every stream and `/me` call of its screens
 * (a screen that reconnects costs no query), like the AlertDirectory.
 */
export class ScheduleDirectory {
  private readonly byOrg = new Map<string, OrgWindows>();
  private readonly generations = new Map<string, number>();

  constructor(private readonly ctx: AppContext) {}

  forget(orgId: string): void {
    this.byOrg.delete(orgId);
    this.generations.set(orgId, this.generation(orgId) + 1);
  }

  /** Moves on each `forget`: a read begun before it may carry what changed since (SCH-9). */
  generation(orgId: string): number {
    return this.generations.get(orgId) ?? 0;
  }

  /** One notice as each device is told it after a change (SCH-9). */
  noticeOf(orgId: string, noticeId: string) {
    return screenNoticeOf(this.ctx.db, orgId, noticeId, this.ctx.now().getTime());
  }

  clear(): void {
    for (const orgId of this.byOrg.keys()) this.generations.set(orgId, this.generation(orgId) + 1);
    this.byOrg.clear();
  }

  /** What the device's screen is told now: its building's windows (null: always on) and the time. */
  async scheduleOf(orgId: string | null, deviceId: string | null): Promise<ScreenSchedule> {
    if (!orgId || !deviceId) return this.scheduleWith(null);
    const answer = this.load(orgId);
    let loaded = await answer;
    // A device linked since the last read is read afresh: it must not count as always on. Only
    // that read is dropped (screens linked at once share the next), and nothing changed, so the
    // generation stays: a caller waiting for a quiet read is not sent round again.
    if (!loaded.deviceOf.has(deviceId)) {
      if (this.byOrg.get(orgId)?.answer === answer) this.byOrg.delete(orgId);
      loaded = await this.load(orgId);
    }
    return this.buildingIn(loaded, deviceId).schedule;
  }

  /**
   * The device's building (null: none) and what its screens are told, from a `load` answer. `key`
   * is the same for every device told the same, so one frame serves them all.
   */
  buildingIn(
    loaded: Windows,
    deviceId: string,
  ): { id: string | null; key: string; schedule: ScreenSchedule } {
    const device = loaded.deviceOf.get(deviceId);
    const id = device?.sub_org_id ?? null;
    const alwaysOn = device?.always_on === 1;
    const told = device ? loaded.noticesOf(device) : { key: 'none', notices: [] };
    const windows = id === null || alwaysOn ? null : (loaded.windowsOf.get(id) ?? null);
    const key = `${id}|${alwaysOn}|${told.key}`;
    return { id, key, schedule: this.scheduleWith(windows, told.notices) };
  }

  private scheduleWith(windows: TimeWindow[] | null, notices: ScreenNotice[] = []): ScreenSchedule {
    return { windows, server_time: this.ctx.now().getTime(), notices };
  }

  load(orgId: string): Promise<Windows> {
    const cached = this.byOrg.get(orgId);
    const now = Date.now();
    if (cached && now - cached.loadedAt < FRESH_FOR_MS) return cached.answer;
    const answer = this.read(orgId);
    const entry = { loadedAt: now, answer };
    this.byOrg.set(orgId, entry);
    // A failed read is not kept: the next caller tries again.
    answer.catch(() => {
      if (this.byOrg.get(orgId) === entry) this.byOrg.delete(orgId);
    });
    return answer;
  }

  private async read(orgId: string): Promise<Windows> {
    const nowMs = this.ctx.now().getTime();
    const [devices, windowsOf, noticesOf] = await Promise.all([
      allDevicesOf(this.ctx.db, orgId),
      openingWindowsOf(this.ctx.db, orgId, nowMs),
      screenNoticesOf(this.ctx.db, orgId, nowMs),
    ]);
    return { deviceOf: new Map(devices.map((device) => [device.id, device])), windowsOf, noticesOf };
  }
}
