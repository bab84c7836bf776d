import {
  NOTICE_MESSAGES,
  SCHEDULE_MESSAGES,
  WEEKDAYS,
  type Device,
  type Notice,
  type ScreenEvent,
  type ScreenNotice,
  type ScreenSchedule,
} from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { closeBuildingUntilLater } from '../../test/building-hours';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { pairScreen } from '../../test/screen-fixture';
import { useScreenStreams } from '../../test/stream-server';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addDevice } from '../../test/device-fixture';
import { addTheme } from '../../test/theme-fixture';

const DAY_MS = 86_400_000;
/** A building's wall time in UTC (the fixture's buildings are in UTC) `days` from now. */
const localIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 16);

const runningNow = (scope: unknown) => ({
  title: 'Lift service on Saturday',
  text: 'The east lifts are serviced from 08:00 to 12:00. Please use the west lifts.',
  tone: 'attention',
  scope,
  schedule: { starts_at: localIn(-1), ends_at: localIn(3), weekdays: [...WEEKDAYS], times: [] },
});
const nextYear = (scope: unknown) => ({
  ...runningNow(scope),
  title: 'Summer party',
  schedule: {
    starts_at: localIn(300),
    ends_at: null,
    weekdays: ['fri'],
    times: [{ from: '22:00', to: '02:00' }],
  },
});

const noticesOf = (event: ScreenEvent): ScreenSchedule['notices'] | null =>
  event.type === 'schedule' ? event.schedule.notices : null;
const noticeOf = (event: ScreenEvent): ScreenNotice | null => (event.type === 'notice' ? event.notice : null);

/** docs/product.md §12 Scheduled notices: who may write them, their states, and the screens told live. */
describe.each(DIALECTS)('scheduled notices on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;
  const connect = useScreenStreams(app);

  const create = (org: OrgFixture, token: string, payload: unknown) =>
    app().inject({
      method: 'POST',
      url: `/api/foyer/organizations/${org.orgId}/notices`,
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });
  const list = async (org: OrgFixture, token: string) => {
    const res = await app().inject({
      method: 'GET',
      url: `/api/foyer/organizations/${org.orgId}/notices`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: Notice[] }>().data;
  };
  const act = (token: string, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app().inject({
      method,
      url: `/api/foyer/notices/${url}`,
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });

  it('an Owner schedules notices for every screen; the list says which shows now and which is scheduled', async () => {
    const org = await createOrgFixture(app());
    const now = await create(org, org.owner.token, runningNow({ kind: 'organization' }));
    expect(now.statusCode).toBe(201);
    expect(now.json()).toMatchObject({ success: true, message: NOTICE_MESSAGES.created });
    expect(now.json<{ data: Notice }>().data).toMatchObject({
      state: 'showing',
      tone: 'attention',
      ended_at: null,
    });
    const later = await create(org, org.admin.token, nextYear({ kind: 'buildings', ids: [org.north.id] }));
    expect(later.statusCode).toBe(201);

    const listed = await list(org, org.owner.token);
    expect(listed.map((notice) => [notice.title, notice.state])).toEqual([
      ['Summer party', 'scheduled'],
      ['Lift service on Saturday', 'showing'],
    ]);
    // The Viewer reaches South only: the organization's notice, not North's.
    expect((await list(org, org.viewer.token)).map((notice) => notice.title)).toEqual([
      'Lift service on Saturday',
    ]);
  });

  it('Editors write notices only for the buildings they reach; Viewers never', async () => {
    const org = await createOrgFixture(app());
    const own = await create(org, org.editor.token, runningNow({ kind: 'buildings', ids: [org.north.id] }));
    expect(own.statusCode).toBe(201);

    const other = await create(org, org.editor.token, runningNow({ kind: 'buildings', ids: [org.south.id] }));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NOTICE_MESSAGES.buildingNotAllowed);
    const everywhere = await create(org, org.editor.token, runningNow({ kind: 'organization' }));
    expect(everywhere.statusCode).toBe(403);
    expect(everywhere.json().message).toBe(NOTICE_MESSAGES.organizationScope);
    const viewer = await create(
      org,
      org.viewer.token,
      runningNow({ kind: 'buildings', ids: [org.south.id] }),
    );
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toBe(NOTICE_MESSAGES.notAllowed);

    // A notice of South (by the Owner) is out of the Editor's reach: not listed, not changeable.
    const south = (
      await create(org, org.owner.token, runningNow({ kind: 'buildings', ids: [org.south.id] }))
    ).json<{
      data: Notice;
    }>().data;
    expect((await list(org, org.editor.token)).map((notice) => notice.id)).toEqual([own.json().data.id]);
    const ended = await act(org.editor.token, 'POST', `${south.id}/end`);
    expect(ended.statusCode).toBe(403);
    expect((await act(org.editor.token, 'DELETE', south.id)).statusCode).toBe(403);
    // Another organization's notice is not found.
    const stranger = await createOrgFixture(app());
    expect((await act(stranger.owner.token, 'DELETE', south.id)).statusCode).toBe(404);
    expect((await list(org, org.owner.token)).length).toBe(2);
  });

  it('bad input names the problem and changes nothing', async () => {
    const org = await createOrgFixture(app());
    const cases: [unknown, string][] = [
      [{ ...runningNow({ kind: 'organization' }), title: '  ' }, NOTICE_MESSAGES.titleRequired],
      [
        {
          ...runningNow({ kind: 'organization' }),
          schedule: { ...runningNow(null).schedule, ends_at: localIn(-2) },
        },
        SCHEDULE_MESSAGES.endBeforeStart,
      ],
      [
        { ...runningNow({ kind: 'organization' }), schedule: { ...runningNow(null).schedule, weekdays: [] } },
        SCHEDULE_MESSAGES.noWeekday,
      ],
      [
        {
          ...runningNow({ kind: 'organization' }),
          schedule: { ...runningNow(null).schedule, times: [{ from: '25:00', to: '02:00' }] },
        },
        SCHEDULE_MESSAGES.clockTime,
      ],
      [runningNow({ kind: 'buildings', ids: ['no-such-building'] }), NOTICE_MESSAGES.unknownBuilding],
      [runningNow({ kind: 'screens', ids: ['no-such-screen'] }), NOTICE_MESSAGES.unknownScreen],
      [{ ...runningNow({ kind: 'organization' }), tone: 'loud' }, NOTICE_MESSAGES.tone],
      [
        { ...runningNow({ kind: 'organization' }), image_url: 'javascript:alert(1)' },
        'Must be an http(s) address or an uploaded image',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await create(org, org.owner.token, payload);
      expect(res.statusCode, message).toBe(400);
      expect(JSON.stringify(res.json()), message).toContain(message);
    }
    expect(await list(org, org.owner.token)).toEqual([]);
  });

  it('edit, duplicate, end now and delete, each in the audit log', async () => {
    const org = await createOrgFixture(app());
    const notice = (
      await create(org, org.owner.token, runningNow({ kind: 'buildings', ids: [org.north.id] }))
    ).json<{
      data: Notice;
    }>().data;
    const edited = await act(org.editor.token, 'PUT', notice.id, {
      ...runningNow({ kind: 'buildings', ids: [org.north.id] }),
      title: 'Lifts serviced Saturday',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.title).toBe('Lifts serviced Saturday');

    const copy = await act(org.owner.token, 'POST', `${notice.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      message: NOTICE_MESSAGES.duplicated,
      data: { title: 'Lifts serviced Saturday', state: 'showing' },
    });

    const ended = await act(org.owner.token, 'POST', `${notice.id}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ message: NOTICE_MESSAGES.ended, data: { state: 'ended' } });
    expect(ended.json().data.ended_at).not.toBeNull();
    const again = await act(org.owner.token, 'POST', `${notice.id}/end`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(NOTICE_MESSAGES.alreadyEnded);

    const deleted = await act(org.owner.token, 'DELETE', copy.json().data.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(NOTICE_MESSAGES.deleted);
    expect((await list(org, org.owner.token)).map((n) => [n.id, n.state])).toEqual([[notice.id, 'ended']]);

    const audit = await app().inject({
      method: 'GET',
      url: `/api/foyer/organizations/${org.orgId}/audit-events?category=notices`,
      headers: bearer(org.owner.token),
    });
    expect(audit.statusCode).toBe(200);
    const labels = (audit.json().data.events as { action_label: string; target_name: string }[]).map(
      (event) => `${event.action_label}: ${event.target_name}`,
    );
    expect(labels.sort()).toEqual(
      [
        'Scheduled a notice: Lift service on Saturday',
        'Changed a notice: Lifts serviced Saturday',
        'Duplicated a notice: Lifts serviced Saturday',
        'Ended a notice: Lifts serviced Saturday',
        'Deleted a notice: Lifts serviced Saturday',
      ].sort(),
    );
  });

  it('shows only where its building is open and screens are: closed, it is Scheduled; a notice whose end has passed is refused', async () => {
    const org = await createOrgFixture(app());
    await closeBuildingUntilLater(app(), org.owner.token, org.north.id, new Date());
    // North is closed now: its screens sleep, so its notice is not showing.
    const north = await create(org, org.owner.token, runningNow({ kind: 'buildings', ids: [org.north.id] }));
    expect(north.json().data.state).toBe('scheduled');
    // South is open (no hours): showing.
    const south = await create(org, org.owner.token, runningNow({ kind: 'buildings', ids: [org.south.id] }));
    expect(south.json().data.state).toBe('showing');

    // For every screen: only North has a screen, so it is judged by North, closed.
    await addDevice(app(), org.orgId, org.north.id);
    const everywhere = await create(org, org.owner.token, runningNow({ kind: 'organization' }));
    expect(everywhere.json().data.state).toBe('scheduled');

    const over = await create(org, org.owner.token, {
      ...runningNow({ kind: 'buildings', ids: [org.south.id] }),
      schedule: { starts_at: localIn(-3), ends_at: localIn(-2), weekdays: [...WEEKDAYS], times: [] },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(NOTICE_MESSAGES.endPassed);
    expect(over.json().details).toEqual([{ path: 'schedule.ends_at', message: NOTICE_MESSAGES.endPassed }]);
    expect((await list(org, org.owner.token)).length).toBe(3);
  });

  it('a screen in scope is told the notice and its windows live, alone and without a publish; out of scope it is told none; ending it takes it off', async () => {
    const org = await createOrgFixture(app());
    const theme = await addTheme(app(), org.orgId, null);
    const screenIn = async (subOrgId: string) => {
      const screen = await pairScreen(app());
      const created = await app().inject({
        method: 'POST',
        url: '/api/foyer/devices',
        headers: bearer(org.owner.token),
        payload: { org_id: org.orgId, sub_org_id: subOrgId, pairing_code: screen.code, theme_id: theme.id },
      });
      expect(created.statusCode).toBe(201);
      const device = created.json<{ data: Device }>().data;
      const stream = await connect(screen.secret);
      await stream.next((e) => e.type === 'state' && e.state.device_id === device.id);
      await stream.next((e) => e.type === 'schedule');
      return { screen, stream };
    };
    const north = await screenIn(org.north.id);
    const south = await screenIn(org.south.id);

    const notice = (
      await create(org, org.editor.token, runningNow({ kind: 'buildings', ids: [org.north.id] }))
    ).json<{
      data: Notice;
    }>().data;
    const told = noticeOf(await north.stream.next((e) => e.type === 'notice' && e.id === notice.id));
    expect(told).toMatchObject({ id: notice.id, title: 'Lift service on Saturday', tone: 'attention' });
    // All day from yesterday to three days ahead, clipped to now: one window.
    const window = told?.windows[0];
    expect(window?.start).toBeLessThanOrEqual(Date.now());
    expect(window?.end).toBeGreaterThan(Date.now() + 2 * DAY_MS);
    // South is told that this notice is not on its screen.
    const southTold = await south.stream.next((e) => e.type === 'notice' && e.id === notice.id);
    expect(noticeOf(southTold)).toBeNull();
    // A screen that connects now gets it with its whole schedule.
    const again = await connect(north.screen.secret);
    expect(noticesOf(await again.next((e) => e.type === 'schedule'))?.map((n) => n.id)).toEqual([notice.id]);

    // Counted before the call: the event may arrive before its answer does.
    const from = north.stream.events.length;
    expect((await act(org.owner.token, 'POST', `${notice.id}/end`)).statusCode).toBe(200);
    await north.stream.next((e) => e.type === 'notice' && e.id === notice.id && e.notice === null, { from });
    const reconnected = await connect(north.screen.secret);
    expect(noticesOf(await reconnected.next((e) => e.type === 'schedule'))).toEqual([]);
  });
});
