import type { ScreenSchedule, TimeWindow } from '@foyer/shared';
import type { AppContext } from '../../platform/context';
import { allDevicesOf } from '../devices/service';
import { openingWindowsOf } from '../sub-organizations/service';

/** A cached answer is read again after this long, so a screen moved to another building heals. */
const FRESH_FOR_MS = 60 * 1000;

export interface Windows {
  /** Each device's building. */
  buildingOf: Map<string, string | null>;
  /** Each building's windows; a building absent is always on. */
  windowsOf: Map<string, TimeWindow[]>;
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

  constructor(private readonly ctx: AppContext) {}

  forget(orgId: string): void {
    this.byOrg.delete(orgId);
  }

  clear(): void {
    this.byOrg.clear();
  }

  /** What the device's screen is told now: its building's windows (null: always on) and the time. */
  async scheduleOf(orgId: string | null, deviceId: string | null): Promise<ScreenSchedule> {
    const building = orgId && deviceId ? this.buildingIn(await this.load(orgId), deviceId) : null;
    return building ? building.schedule : this.scheduleWith(null);
  }

  /** The device's building (null: none) and what its screens are told, from a `load` answer. */
  buildingIn(loaded: Windows, deviceId: string): { id: string | null; schedule: ScreenSchedule } {
    const id = loaded.buildingOf.get(deviceId) ?? null;
    return { id, schedule: this.scheduleWith(id === null ? null : (loaded.windowsOf.get(id) ?? null)) };
  }

  private scheduleWith(windows: TimeWindow[] | null): ScreenSchedule {
    return { windows, server_time: this.ctx.now().getTime() };
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
    const devices = await allDevicesOf(this.ctx.db, orgId);
    const windowsOf = await openingWindowsOf(this.ctx.db, orgId, this.ctx.now().getTime());
    return { buildingOf: new Map(devices.map((device) => [device.id, device.sub_org_id])), windowsOf };
  }
}
