import {
  addDays,
  instantOf,
  SCHEDULE_AT_MESSAGES,
  WEEKDAYS,
  zonedParts,
  type ScheduleAt,
} from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { addDevice } from '../../test/device-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';

const ZONE = 'Europe/Berlin';
const DAY_MS = 86_400_000;
const OPEN = [{ from: '08:00', to: '18:00' }];
const HOURS = {
  weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, OPEN])),
  exceptions: [],
};

/** Tomorrow in Berlin, and an instant of it by its wall time ('HH:MM'). */
const tomorrow = addDays(zonedParts(Date.now(), ZONE).date, 1);
const berlin = (time: string) =>
  instantOf(tomorrow, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)), ZONE);
const iso = (ms: number) => new Date(ms).toISOString();

/** docs/product.md §12: the preview at a chosen time asks what a screen will show then. */
describe.each(DIALECTS)('what a screen shows at a chosen time on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;

  const post = async (token: string, url: string, payload: unknown) => {
    const res = await app().inject({
      method: 'POST',
      url: `/api/foyer/${url}`,
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const ask = (token: string, deviceId: string, at: string) =>
    app().inject({
      method: 'GET',
      url: `/api/foyer/devices/${deviceId}/schedule-at?at=${encodeURIComponent(at)}`,
      headers: bearer(token),
    });
  const answerAt = async (token: string, deviceId: string, atMs: number) => {
    const res = await ask(token, deviceId, iso(atMs));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: ScheduleAt }>().data;
  };

  /** North open 08:00 to 18:00 every day in Berlin, with a notice tomorrow from 10:00 to 14:00. */
  const northWithHours = async (org: OrgFixture) => {
    await post(org.owner.token, `sub-organizations/${org.north.id}/schedule`, {
      time_zone: ZONE,
      opening_hours: HOURS,
    });
    await post(org.owner.token, `organizations/${org.orgId}/notices`, {
      title: 'Lift service',
      text: 'Please use the west lifts.',
      tone: 'attention',
      scope: { kind: 'buildings', ids: [org.north.id] },
      schedule: {
        starts_at: `${tomorrow}T10:00`,
        ends_at: `${tomorrow}T14:00`,
        weekdays: [...WEEKDAYS],
        times: [],
      },
    });
    return addDevice(app(), org.orgId, org.north.id, { name: 'North Lobby' });
  };

  it('outside the building’s opening hours the screen sleeps, and says when it opens', async () => {
    const org = await createOrgFixture(app());
    const device = await northWithHours(org);
    const night = await answerAt(org.owner.token, device.id, berlin('03:00'));
    expect(night).toEqual({
      at: iso(berlin('03:00')),
      time_zone: ZONE,
      asleep: true,
      always_on: false,
      has_opening_hours: true,
      notices: [],
      opens_at: iso(berlin('08:00')),
      closes_at: null,
    });
    // Awake before the notice's window: no notice yet, closing at 18:00.
    expect(await answerAt(org.editor.token, device.id, berlin('09:00'))).toMatchObject({
      asleep: false,
      notices: [],
      opens_at: null,
      closes_at: iso(berlin('18:00')),
    });
  });

  it('inside a notice’s window the notice is listed, as the screen draws it; after its end it is gone', async () => {
    const org = await createOrgFixture(app());
    const device = await northWithHours(org);
    const noon = await answerAt(org.owner.token, device.id, berlin('12:00'));
    expect(noon.asleep).toBe(false);
    expect(noon.notices).toEqual([
      {
        id: expect.any(String),
        title: 'Lift service',
        text: 'Please use the west lifts.',
        image_url: '',
        tone: 'attention',
      },
    ]);
    expect((await answerAt(org.owner.token, device.id, berlin('14:00'))).notices).toEqual([]);
    // A screen of another building is not in the notice's scope.
    const south = await addDevice(app(), org.orgId, org.south.id);
    expect(await answerAt(org.owner.token, south.id, berlin('12:00'))).toMatchObject({
      time_zone: 'UTC',
      asleep: false,
      has_opening_hours: false,
      notices: [],
    });
  });

  it("a device set to 'Always on' is never asleep, whatever its building's hours", async () => {
    const org = await createOrgFixture(app());
    const device = await northWithHours(org);
    await post(org.owner.token, `devices/${device.id}`, { always_on: true });
    expect(await answerAt(org.owner.token, device.id, berlin('03:00'))).toMatchObject({
      time_zone: ZONE,
      asleep: false,
      always_on: true,
      has_opening_hours: true,
      opens_at: null,
      closes_at: null,
    });
  });

  it('refuses an instant that is not one, or lies outside yesterday to a year ahead, saying which', async () => {
    const org = await createOrgFixture(app());
    const device = await northWithHours(org);
    const refusals: [string, string][] = [
      ['tomorrow', SCHEDULE_AT_MESSAGES.notInstant],
      [`${tomorrow}T09:00`, SCHEDULE_AT_MESSAGES.notInstant],
      [iso(Date.now() - 2 * DAY_MS), SCHEDULE_AT_MESSAGES.tooEarly],
      [iso(Date.now() + 400 * DAY_MS), SCHEDULE_AT_MESSAGES.tooLate],
    ];
    for (const [at, message] of refusals) {
      const res = await ask(org.owner.token, device.id, at);
      expect(res.statusCode, at).toBe(400);
      expect(res.json().message, at).toContain(message);
    }
    const missing = await app().inject({
      method: 'GET',
      url: `/api/foyer/devices/${device.id}/schedule-at`,
      headers: bearer(org.owner.token),
    });
    expect(missing.statusCode).toBe(400);
    // Another organization's device is not found, whatever the time.
    const other = await createOrgFixture(app(), 'Other Org');
    expect((await ask(other.owner.token, device.id, iso(Date.now()))).statusCode).toBe(404);
  });
});
