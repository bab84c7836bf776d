import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../schedule/clock-time';
import type { NoticeSchedule } from '../schedule/weekly-hours';
import { noticeState, noticeWindowsUntil } from './notice-state';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const UTC = [{ zone: 'UTC', open: null }];
const schedule = (over: Partial<NoticeSchedule> = {}): NoticeSchedule => ({
  starts_at: '2026-11-28T08:00',
  ends_at: '2026-11-28T12:00',
  weekdays: [...WEEKDAYS],
  times: [],
  ...over,
});

describe('noticeState (docs/product.md §12 Scheduled notices)', () => {
  it('is scheduled before its start, showing inside it, and ended after its end, in the building’s zone', () => {
    // 08:00 to 12:00 on Saturday in Berlin is 07:00 to 11:00 UTC.
    const berlin = [{ zone: 'Europe/Berlin', open: null }];
    expect(noticeState(schedule(), berlin, null, at('2026-11-28T06:59:00Z'))).toBe('scheduled');
    expect(noticeState(schedule(), berlin, null, at('2026-11-28T07:00:00Z'))).toBe('showing');
    expect(noticeState(schedule(), berlin, null, at('2026-11-28T10:59:59Z'))).toBe('showing');
    expect(noticeState(schedule(), berlin, null, at('2026-11-28T11:00:00Z'))).toBe('ended');
  });

  it('shows while any of its buildings is inside a window, and has ended only once it has ended everywhere', () => {
    const zones = [
      { zone: 'Europe/Berlin', open: null },
      { zone: 'America/New_York', open: null },
    ];
    // 12:00 UTC: over in Berlin (ended 11:00 UTC), not yet begun in New York (08:00 EST = 13:00 UTC).
    expect(noticeState(schedule(), zones, null, at('2026-11-28T12:00:00Z'))).toBe('scheduled');
    expect(noticeState(schedule(), zones, null, at('2026-11-28T13:30:00Z'))).toBe('showing');
    expect(noticeState(schedule(), zones, null, at('2026-11-28T17:00:00Z'))).toBe('ended');
  });

  it('between its daily times it is scheduled; without an end it never ends by itself', () => {
    const evenings = schedule({ ends_at: null, weekdays: ['fri'], times: [{ from: '22:00', to: '02:00' }] });
    // Friday 27 November 2026, UTC.
    expect(noticeState(evenings, UTC, null, at('2026-11-27T21:59:00Z'))).toBe('scheduled');
    // It starts on the 28th (a Saturday): the first Friday night is 4 December, past midnight into Saturday.
    expect(noticeState(evenings, UTC, null, at('2026-12-04T23:30:00Z'))).toBe('showing');
    expect(noticeState(evenings, UTC, null, at('2026-12-05T01:59:00Z'))).toBe('showing');
    expect(noticeState(evenings, UTC, null, at('2026-12-05T02:00:00Z'))).toBe('scheduled');
    expect(noticeState(evenings, UTC, null, at('2027-06-01T00:00:00Z'))).toBe('scheduled');
  });

  it('is not showing while its building is closed: a sleeping screen shows no notice', () => {
    // Open 09:00 to 10:00 UTC that Saturday; the notice runs 08:00 to 12:00.
    const open = [{ start: at('2026-11-28T09:00:00Z'), end: at('2026-11-28T10:00:00Z') }];
    const building = [{ zone: 'UTC', open }];
    expect(noticeState(schedule(), building, null, at('2026-11-28T08:30:00Z'))).toBe('scheduled');
    expect(noticeState(schedule(), building, null, at('2026-11-28T09:30:00Z'))).toBe('showing');
    expect(noticeState(schedule(), building, null, at('2026-11-28T10:30:00Z'))).toBe('scheduled');
    // Another of its buildings is open: showing there.
    expect(noticeState(schedule(), [...building, ...UTC], null, at('2026-11-28T08:30:00Z'))).toBe('showing');
  });

  it('ended by hand, it has ended from that moment, and its windows stop there', () => {
    const endedAt = at('2026-11-28T09:00:00Z');
    expect(noticeState(schedule(), UTC, endedAt, at('2026-11-28T08:59:00Z'))).toBe('showing');
    expect(noticeState(schedule(), UTC, endedAt, at('2026-11-28T09:00:00Z'))).toBe('ended');
    expect(
      noticeWindowsUntil(schedule(), 'UTC', endedAt, at('2026-11-28T00:00:00Z'), at('2026-11-29T00:00:00Z')),
    ).toEqual([{ start: at('2026-11-28T08:00:00Z'), end: endedAt }]);
    expect(
      noticeWindowsUntil(schedule(), 'UTC', null, at('2026-11-28T00:00:00Z'), at('2026-11-29T00:00:00Z')),
    ).toEqual([{ start: at('2026-11-28T08:00:00Z'), end: at('2026-11-28T08:00:00Z') + 4 * HOUR }]);
  });
});
