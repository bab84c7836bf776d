import { describe, expect, it } from 'vitest';
import { deviceScreenRecord } from '../testing/records';
import { deliveryText, playerReportSchema, uptimeText, type DeviceScreen } from './player-report';

const screen = (fields: Partial<DeviceScreen>) => ({
  pairing_code: 'K7M2QX',
  screen: deviceScreenRecord(fields),
});
const time = (iso: string) => iso.slice(11, 16);

describe('deliveryText', () => {
  it('says what the screen shows when it is the newest publish', () => {
    expect(deliveryText(screen({ published_version: 12, shown_version: 12 }), time)).toBe('Showing v12');
  });

  it('says the screen lags behind a newer publish, and since when it shows the older one', () => {
    expect(
      deliveryText(
        screen({ published_version: 13, shown_version: 12, shown_since: '2026-03-10T09:14:00.000Z' }),
        time,
      ),
    ).toBe('Published v13 — screen still shows v12 since 09:14');
  });

  it('says a publish is not on a reporting screen yet, and nothing without a report or a publish', () => {
    const reported = { started_at: '2026-03-10T08:00:00.000Z' };
    expect(deliveryText(screen({ ...reported, published_version: 3 }), time)).toBe(
      'Published v3 — not on the screen yet',
    );
    expect(deliveryText(screen({ published_version: 3 }), time)).toBeNull();
    expect(deliveryText(screen(reported), time)).toBeNull();
    expect(deliveryText({ pairing_code: 'K7M2QX' }, time)).toBeNull();
  });

  it('says no screen has shown a code no screen holds, and names no version for it', () => {
    const stale = { published_version: 13, shown_version: 12, shown_since: '2026-03-10T09:14:00.000Z' };
    for (const fields of [
      {},
      { published_version: 3 },
      stale,
      { ...stale, started_at: '2026-03-10T08:00:00.000Z' },
    ]) {
      expect(deliveryText(screen({ ...fields, linked: false }), time)).toBe(
        'No screen has shown this code yet',
      );
    }
  });

  it('says nothing about a screen for a device without a code', () => {
    expect(deliveryText({ ...screen({ linked: false }), pairing_code: '' }, time)).toBeNull();
  });

  it('names a version on screen only with the time the screen reported it', () => {
    expect(deliveryText(screen({ published_version: 13, shown_version: 12 }), time)).toBe(
      'Published v13 — not on the screen yet',
    );
  });
});

describe('uptimeText', () => {
  it('reads in days and hours, hours and minutes, or minutes', () => {
    expect(uptimeText((3 * 24 + 4) * 3600 + 59)).toBe('up 3 d 4 h');
    expect(uptimeText(5 * 3600 + 12 * 60)).toBe('up 5 h 12 min');
    expect(uptimeText(7 * 60 + 30)).toBe('up 7 min');
    expect(uptimeText(20)).toBe('up under a minute');
  });
});

describe('playerReportSchema', () => {
  it('takes a report and ignores fields a newer player adds', () => {
    const report = { shown_version: 4, uptime_s: 60, last_reload_reason: 'nightly', legacy: false };
    expect(playerReportSchema.parse({ ...report, battery: 'n/a' })).toEqual(report);
  });
});
