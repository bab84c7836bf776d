import type { AppContext } from '../../platform/context';
import { alertsByDevice, type AlertRow } from '../emergency-alerts/service';

/** A cached answer is read again after this long, so a device moved to another building heals. */
const FRESH_FOR_MS = 60 * 1000;
/** Told a little after the expiry, so the database agrees the alert is over. */
const AFTER_EXPIRY_MS = 50;

interface OrgAlerts {
  loadedAt: number;
  answer: Promise<Map<string, AlertRow>>;
}

/**
 * docs/decisions/alerts-and-audit.md ALR-2. Which emergency alert each device shows, per organization, read once per change and shared by
 * every stream and `/me` call of the organization's screens (a screen that reconnects costs no
 * query). When an alert expires, `onExpiry` is called so the streams are told what comes next.
 */
export class AlertDirectory {
  private readonly byOrg = new Map<string, OrgAlerts>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Grows with each change told for an organization: an answer read before it is stale. */
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly ctx: AppContext,
    private readonly onExpiry: (orgId: string) => void,
  ) {}

  forget(orgId: string): void {
    this.byOrg.delete(orgId);
    this.generations.set(orgId, this.generation(orgId) + 1);
  }

  clear(): void {
    for (const orgId of this.byOrg.keys()) this.generations.set(orgId, this.generation(orgId) + 1);
    this.byOrg.clear();
  }

  /** Compare before and after an await: a different number means a change came meanwhile. */
  generation(orgId: string): number {
    return this.generations.get(orgId) ?? 0;
  }

  /** The alert the device shows now, or null. */
  async alertOf(orgId: string, deviceId: string): Promise<AlertRow | null> {
    const byDevice = await this.load(orgId);
    const row = byDevice.get(deviceId);
    return row && Date.parse(row.expires_at) > this.ctx.now().getTime() ? row : null;
  }

  load(orgId: string): Promise<Map<string, AlertRow>> {
    const cached = this.byOrg.get(orgId);
    const now = Date.now();
    if (cached && now - cached.loadedAt < FRESH_FOR_MS) return cached.answer;
    const entry = { loadedAt: now, answer: Promise.resolve(new Map<string, AlertRow>()) };
    entry.answer = alertsByDevice(this.ctx, orgId).then(({ byDevice, nextExpiry }) => {
      // An older read that ends after a newer one must not move the newer one's expiry timer.
      if (this.byOrg.get(orgId) === entry) this.scheduleExpiry(orgId, nextExpiry);
      return byDevice;
    });
    const { answer } = entry;
    this.byOrg.set(orgId, entry);
    // A failed read is not kept: the next caller tries again.
    answer.catch(() => {
      if (this.byOrg.get(orgId) === entry) this.byOrg.delete(orgId);
    });
    return answer;
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.byOrg.clear();
  }

  private scheduleExpiry(orgId: string, at: number | null): void {
    clearTimeout(this.timers.get(orgId));
    this.timers.delete(orgId);
    if (at === null) return;
    // setTimeout holds at most ~24.8 days; alerts last at most a day.
    const wait = Math.max(0, at - this.ctx.now().getTime()) + AFTER_EXPIRY_MS;
    const timer = setTimeout(() => {
      this.timers.delete(orgId);
      this.forget(orgId);
      this.onExpiry(orgId);
    }, wait);
    timer.unref();
    this.timers.set(orgId, timer);
  }
}
