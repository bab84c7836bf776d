import { BUILDING_SCHEDULE_MESSAGES, SUB_ORGANIZATION_MESSAGES } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';

const WEEKDAY_HOURS = [{ from: '07:00', to: '19:00' }];
const HOURS = {
  weekly: {
    mon: WEEKDAY_HOURS,
    tue: WEEKDAY_HOURS,
    wed: WEEKDAY_HOURS,
    thu: WEEKDAY_HOURS,
    // Late opening that runs past midnight.
    fri: [
      { from: '07:00', to: '12:00' },
      { from: '13:00', to: '01:30' },
    ],
    sat: [],
    sun: [],
  },
  exceptions: [
    { date: '2026-12-25', label: 'Christmas Day', intervals: [] },
    { date: '2026-12-24', label: 'Christmas Eve', intervals: [{ from: '08:00', to: '12:00' }] },
  ],
};

/** docs/product.md §12: a building's time zone and opening hours, by role and building. */
describe.each(DIALECTS)('building schedules on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;
  const read = (org: OrgFixture, token: string, id: string) =>
    app().inject({
      method: 'GET',
      url: `/api/foyer/sub-organizations/${id}/schedule`,
      headers: bearer(token),
    });
  const write = (token: string, id: string, payload: unknown) =>
    app().inject({
      method: 'POST',
      url: `/api/foyer/sub-organizations/${id}/schedule`,
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });

  it('a building starts in UTC and always on; an Owner sets its zone and hours, every member who reaches it reads them', async () => {
    const org = await createOrgFixture(app());
    const before = await read(org, org.owner.token, org.north.id);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({ time_zone: 'UTC', opening_hours: null });

    const saved = await write(org.owner.token, org.north.id, {
      time_zone: 'Europe/Berlin',
      opening_hours: HOURS,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: BUILDING_SCHEDULE_MESSAGES.saved });

    for (const member of [org.owner, org.admin, org.editor]) {
      const res = await read(org, member.token, org.north.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ time_zone: 'Europe/Berlin', opening_hours: HOURS });
    }
    // The other building keeps its own clock.
    expect((await read(org, org.owner.token, org.south.id)).json().data).toEqual({
      time_zone: 'UTC',
      opening_hours: null,
    });

    // Back to always on.
    const cleared = await write(org.admin.token, org.north.id, {
      time_zone: 'Europe/Berlin',
      opening_hours: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect((await read(org, org.editor.token, org.north.id)).json().data.opening_hours).toBeNull();
  });

  it('Editors and Viewers read but never change them; a building out of reach or of another organization is not found', async () => {
    const org = await createOrgFixture(app());
    const other = await createOrgFixture(app());
    for (const member of [org.editor, org.viewer]) {
      const res = await write(member.token, org.north.id, { time_zone: 'Europe/Paris', opening_hours: null });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(BUILDING_SCHEDULE_MESSAGES.forbidden);
    }
    // The Viewer reaches South only, the Editor North only.
    expect((await read(org, org.viewer.token, org.north.id)).statusCode).toBe(404);
    expect((await read(org, org.editor.token, org.south.id)).statusCode).toBe(404);
    const foreign = await write(other.owner.token, org.north.id, {
      time_zone: 'Europe/Paris',
      opening_hours: null,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(SUB_ORGANIZATION_MESSAGES.notFound);
    expect((await read(org, other.owner.token, org.north.id)).statusCode).toBe(404);
    expect((await read(org, org.owner.token, org.north.id)).json().data.time_zone).toBe('UTC');
  });

  it('refuses an unknown zone and hours that make no sense, naming the problem, and changes nothing', async () => {
    const org = await createOrgFixture(app());
    const cases: [unknown, string][] = [
      [{ time_zone: 'Mars/Olympus', opening_hours: null }, 'Choose a time zone from the list'],
      [
        {
          time_zone: 'Europe/Berlin',
          opening_hours: { ...HOURS, weekly: { ...HOURS.weekly, mon: [{ from: '22:00', to: '22:00' }] } },
        },
        '22:00',
      ],
      [
        {
          time_zone: 'Europe/Berlin',
          opening_hours: { ...HOURS, weekly: { ...HOURS.weekly, tue: [{ from: '25:00', to: '26:00' }] } },
        },
        '',
      ],
      [
        {
          time_zone: 'Europe/Berlin',
          opening_hours: {
            ...HOURS,
            exceptions: [...HOURS.exceptions, { date: '2026-12-25', label: 'Again', intervals: [] }],
          },
        },
        '2026-12-25',
      ],
    ];
    for (const [payload, says] of cases) {
      const res = await write(org.owner.token, org.north.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(JSON.stringify(res.json())).toContain(says);
    }
    expect((await read(org, org.owner.token, org.north.id)).json().data).toEqual({
      time_zone: 'UTC',
      opening_hours: null,
    });
  });

  it("a new building reads the zone it was created with, else the organization's default zone", async () => {
    const org = await createOrgFixture(app());
    const create = async (payload: Record<string, unknown>) => {
      const res = await app().inject({
        method: 'POST',
        url: `/api/foyer/organizations/${org.orgId}/sub-organizations`,
        headers: bearer(org.owner.token),
        payload,
      });
      expect(res.statusCode).toBe(201);
      return res.json().data.id as string;
    };
    const zoneOf = async (id: string) => (await read(org, org.owner.token, id)).json().data.time_zone;

    expect(await zoneOf(await create({ name: 'Harbour House', time_zone: 'Australia/Sydney' }))).toBe(
      'Australia/Sydney',
    );
    expect(await zoneOf(await create({ name: 'Station Court' }))).toBe('UTC');

    const setDefault = (token: string, default_time_zone: string) =>
      app().inject({
        method: 'PUT',
        url: `/api/foyer/organizations/${org.orgId}`,
        headers: bearer(token),
        payload: { default_time_zone },
      });
    const settings = await setDefault(org.admin.token, 'America/New_York');
    expect(settings.statusCode).toBe(200);
    expect(settings.json().data.default_time_zone).toBe('America/New_York');
    expect(await zoneOf(await create({ name: 'Liberty Plaza' }))).toBe('America/New_York');

    const editor = await setDefault(org.editor.token, 'Europe/Rome');
    expect(editor.statusCode).toBe(403);
    expect(editor.json().message).toBe('Only Owners and Admins can change the default time zone');
    const unknown = await setDefault(org.owner.token, 'Europe/Atlantis');
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('Choose a time zone from the list');
  });
});
