import type { OpeningHours } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { buildings, devices, noticeRecord, north, south } from '../components/notices.testing';
import { buildingWeek, reachesBuilding } from './week-view';

// Wednesday 25 November 2026, 10:00 in Berlin.
const nowMs = Date.UTC(2026, 10, 25, 9, 0);
const office: OpeningHours = {
  weekly: {
    mon: [{ from: '07:00', to: '19:00' }],
    tue: [{ from: '07:00', to: '19:00' }],
    wed: [{ from: '07:00', to: '19:00' }],
    thu: [{ from: '07:00', to: '19:00' }],
    fri: [{ from: '07:00', to: '19:00' }],
    sat: [],
    sun: [],
  },
  exceptions: [],
};

describe('reachesBuilding', () => {
  it('counts every screen, the building, or a screen in it', () => {
    expect(reachesBuilding(noticeRecord({ scope: { kind: 'organization' } }), south.id, devices)).toBe(true);
    expect(reachesBuilding(noticeRecord(), north.id, devices)).toBe(true);
    expect(reachesBuilding(noticeRecord(), south.id, devices)).toBe(false);
    const lobbySouth = noticeRecord({ scope: { kind: 'screens', ids: ['d3'] } });
    expect(reachesBuilding(lobbySouth, south.id, devices)).toBe(true);
    expect(reachesBuilding(lobbySouth, north.id, devices)).toBe(false);
    expect(buildings).toHaveLength(2);
  });
});

describe('buildingWeek', () => {
  it("draws a notice's daily times on its days, in the building's zone, with the closed hours shaded", () => {
    const notice = noticeRecord({
      schedule: {
        starts_at: '2026-11-26T00:00',
        ends_at: null,
        weekdays: ['thu', 'fri', 'sat'],
        times: [{ from: '22:00', to: '01:30' }],
      },
    });
    const week = buildingWeek({
      notices: [notice, noticeRecord({ id: 'n2', scope: { kind: 'buildings', ids: [south.id] } })],
      buildingId: north.id,
      devices,
      zone: 'Europe/Berlin',
      hours: office,
      nowMs,
    });
    expect(week.every((day) => day.allDay.length === 0)).toBe(true);
    expect(week.map((day) => day.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    const spans = week.map((day) => day.blocks.map((block) => `${block.startsAt}–${block.endsAt}`));
    expect(spans).toEqual([
      [],
      ['22:00–24:00'],
      ['00:00–01:30', '22:00–24:00'],
      ['00:00–01:30', '22:00–24:00'],
      ['00:00–01:30'],
      [],
      [],
    ]);
    expect(week[0]?.closed).toEqual([
      { from: 0, to: 420 },
      { from: 1140, to: 1440 },
    ]);
    expect(week[3]?.closed).toEqual([{ from: 0, to: 1440 }]);
  });

  it('puts notices that overlap side by side', () => {
    const at = (id: string, from: string, to: string) =>
      noticeRecord({
        id,
        schedule: { starts_at: '2026-11-25T00:00', ends_at: null, weekdays: ['wed'], times: [{ from, to }] },
      });
    const [today] = buildingWeek({
      notices: [at('a', '08:00', '12:00'), at('b', '09:00', '10:00'), at('c', '12:00', '13:00')],
      buildingId: north.id,
      devices,
      zone: 'Europe/Berlin',
      hours: null,
      nowMs,
    });
    expect(today?.blocks.map((block) => [block.notice.id, block.lane, block.lanes])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 1],
    ]);
  });

  it('stops a notice where it was ended, and puts whole days above the hours', () => {
    const allDay = {
      starts_at: '2026-11-20T00:00',
      ends_at: null,
      weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const,
      times: [],
    };
    const week = buildingWeek({
      notices: [
        noticeRecord({ schedule: { ...allDay, weekdays: [...allDay.weekdays] } }),
        noticeRecord({
          id: 'n2',
          scope: { kind: 'organization' },
          schedule: { ...allDay, weekdays: [...allDay.weekdays] },
          state: 'ended',
          ended_at: '2026-11-26T11:00:00.000Z',
        }),
      ],
      buildingId: north.id,
      devices,
      zone: 'Europe/Berlin',
      hours: null,
      nowMs,
    });
    const thursday = week[1]?.blocks ?? [];
    expect(
      thursday.map((block) => [block.notice.id, block.startsAt, block.endsAt, block.lane, block.lanes]),
    ).toEqual([['n2', '00:00', '12:00', 0, 1]]);
    expect(week[1]?.allDay.map((notice) => notice.id)).toEqual(['n1']);
    expect(week[2]?.allDay.map((notice) => notice.id)).toEqual(['n1']);
    expect(week[2]?.blocks).toEqual([]);
    expect(week[0]?.closed).toEqual([]);
  });
});
