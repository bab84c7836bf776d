import {
  SHEETS_LINK_MESSAGES,
  SYNC_MESSAGES,
  type SyncRun,
  type TenantBulkUpsertResult,
  type TenantList,
  type TenantSync,
} from '@foyer/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { addDevice, publishDevice } from '../../test/device-fixture';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { startSheetServer, type SheetServer } from '../../test/sheet-server';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';
import { addApiToken } from '../../test/api-token-fixture';
import type { SafeFetchOptions } from '../../platform/safe-fetch';
import { runDueTenantSyncs } from './service';

type Body = Record<string, unknown>;

const csv = (rows: string[][]) => rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
const companies = (count: number, prefix = 'Company') =>
  Array.from({ length: count }, (_, i) => [
    `${prefix} ${String(i + 1).padStart(3, '0')}`,
    String((i % 9) + 1),
    `${i + 100}`,
  ]);
const HEADER = ['Company', 'Floor', 'Suite'];

describe.each(DIALECTS)('tenant sync on %s', (dialect) => {
  let server: SheetServer;
  // Names resolve to public addresses (so the private-network rule applies as in production, with
  // FETCH_ALLOWED_NETWORKS unset); connections to them reach the local server.
  const fetch: SafeFetchOptions = {
    timeoutMs: 500,
    resolve: async (host) => {
      if (host.endsWith('.example')) return [{ address: '93.184.216.5', family: 4 }];
      throw new Error('ENOTFOUND');
    },
    dial: (address, port) =>
      address.address === '93.184.216.5'
        ? { address: '127.0.0.1', port: server.port }
        : { address: address.address, port },
  };
  const t = useTestApp(dialect, { tenantSync: { fetch } });
  const app = () => t.current.app;
  let org: OrgFixture;

  beforeAll(async () => {
    server = await startSheetServer();
    org = await createOrgFixture(app());
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token = org.owner.token, payload?: Body) =>
    app().inject({
      method,
      url: `/api/foyer${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const createList = async (
    entries: string[][],
    subOrgId: string | null = org.north.id,
  ): Promise<TenantList> => {
    const res = await call('POST', '/tenants', org.owner.token, {
      org_id: org.orgId,
      sub_org_id: subOrgId,
      name: 'Synced',
      entries: entries.map(([company_name, floor, suite_room]) => ({
        id: `seed-${company_name}`,
        company_name,
        floor,
        suite_room,
      })),
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as TenantList;
  };
  const getList = async (id: string) => (await call('GET', `/tenants/${id}`)).json().data as TenantList;
  const getSync = async (id: string) => {
    const res = await call('GET', `/tenants/${id}/sync`);
    expect(res.statusCode).toBe(200);
    return res.json().data as TenantSync;
  };
  const saveSync = async (id: string, body: Body) => {
    const res = await call('PUT', `/tenants/${id}/sync`, org.owner.token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TenantSync;
  };
  const runNow = async (id: string, token = org.owner.token) => {
    const res = await call('POST', `/tenants/${id}/sync/run`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as SyncRun;
  };
  const decide = async (id: string, runId: string, what: 'apply' | 'reject') =>
    call('POST', `/tenants/${id}/sync/runs/${runId}/${what}`);
  /** A list that syncs from `path`, its first sync applied. */
  const syncedList = async (path: string, rows: string[][], settings: Body = {}) => {
    server.serve(path, csv([HEADER, ...rows]));
    const list = await createList(rows);
    await saveSync(list.id, { url: `http://sheet.example${path}`, format: 'csv', ...settings });
    const first = await runNow(list.id);
    // The file equals the list: nothing to apply, so no person is needed.
    expect(first.outcome).toBe('unchanged');
    return list;
  };

  it('refuses settings that cannot work, naming the field', async () => {
    const list = await createList([['Acme', '1', '1']]);
    const ftp = await call('PUT', `/tenants/${list.id}/sync`, org.owner.token, {
      url: 'ftp://sheet.example/a.csv',
    });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().details).toEqual([{ path: 'url', message: SYNC_MESSAGES.onlyHttp }]);
    const daily = await call('PUT', `/tenants/${list.id}/sync`, org.owner.token, {
      url: 'https://sheet.example/a.csv',
      schedule: 'daily',
    });
    expect(daily.statusCode).toBe(400);
    expect(daily.json().details).toEqual([{ path: 'daily_at', message: SYNC_MESSAGES.dailyAtRequired }]);
    // A Google Sheets editing link answers a sign-in page: the answer says which link to use.
    const edit = await call('PUT', `/tenants/${list.id}/sync`, org.owner.token, {
      url: 'https://docs.google.com/spreadsheets/d/1AbC/edit#gid=0',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().details).toEqual([{ path: 'url', message: SHEETS_LINK_MESSAGES.editLink }]);
    expect(
      (
        await call('PUT', `/tenants/${list.id}/sync`, org.viewer.token, {
          url: 'https://sheet.example/a.csv',
        })
      ).statusCode,
    ).toBe(403);
    expect((await getSync(list.id)).source).toBeNull();
  });

  it("plans a daily sync on the clock of the list's building", async () => {
    const zone = await call('POST', `/sub-organizations/${org.north.id}/schedule`, org.owner.token, {
      time_zone: 'Asia/Tokyo',
      opening_hours: null,
    });
    expect(zone.statusCode).toBe(200);
    const list = await createList([['Acme', '1', '1']]);
    const saved = await saveSync(list.id, {
      url: 'https://sheet.example/daily.csv',
      schedule: 'daily',
      daily_at: '06:30',
    });
    const next = new Date(saved.source?.next_run_at ?? '');
    // 06:30 in Tokyo is 21:30 UTC the day before, within the next 24 hours.
    expect(next.toISOString().slice(11, 16)).toBe('21:30');
    expect(next.getTime() - t.current.clock.now().getTime()).toBeGreaterThan(0);
    expect(next.getTime() - t.current.clock.now().getTime()).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('waits for a person on the first sync of a Windows-1252 CSV, then applies it keeping the paired ids', async () => {
    const list = await createList([
      ['Zürich Ärzte', '1', '100'],
      ['Gone Ltd', '9', '900'],
    ]);
    const bytes = Buffer.concat([
      Buffer.from('Company;Floor;Suite\r\nZürich Ärzte;2;201\r\nCafé Crème;1;101\r\nEuro ', 'latin1'),
      Buffer.from([0x80]),
      Buffer.from(' Bank;3;\r\n', 'latin1'),
    ]);
    server.serve('/w1252.csv', bytes, 'text/csv; charset=windows-1252');
    const saved = await saveSync(list.id, {
      url: 'http://alice:pa55@sheet.example/w1252.csv',
      format: 'csv',
      schedule: 'manual',
      after_sync: 'mark',
    });
    expect(saved.source).toMatchObject({
      url: 'http://sheet.example/w1252.csv',
      state: 'awaiting_first_apply',
      max_removal_percent: 20,
      next_run_at: null,
    });

    const run = await runNow(list.id);
    expect(run).toMatchObject({
      outcome: 'awaiting_first_apply',
      trigger: 'manual',
      counts: { added: 2, changed: 1, removed: 1, unchanged: 0, total: 3 },
    });
    expect(run.preview?.added.map((e) => e.company_name)).toEqual(['Café Crème', 'Euro € Bank']);
    expect((await getList(list.id)).entries.map((e) => e.company_name)).toEqual(['Zürich Ärzte', 'Gone Ltd']);
    const waiting = await getSync(list.id);
    expect(waiting.source?.state).toBe('awaiting_first_apply');
    expect(waiting.held?.id).toBe(run.id);
    expect(waiting.held?.preview?.removed.map((e) => e.company_name)).toEqual(['Gone Ltd']);

    const applied = await decide(list.id, run.id, 'apply');
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({ outcome: 'approved' });
    const after = await getList(list.id);
    expect(after.entries.map((e) => [e.company_name, e.floor])).toEqual([
      ['Zürich Ärzte', '2'],
      ['Café Crème', '1'],
      ['Euro € Bank', '3'],
    ]);
    expect(after.entries[0]?.id).toBe(list.entries[0]?.id);
    const state = await getSync(list.id);
    expect(state.source).toMatchObject({ state: 'ok', last_error: null });
    expect(state.held).toBeNull();
    expect((await decide(list.id, run.id, 'apply')).statusCode).toBe(409);
    // The credentials were sent, and never shown.
    expect(server.requests.at(-1)?.authorization).toBe(
      `Basic ${Buffer.from('alice:pa55').toString('base64')}`,
    );
    expect(JSON.stringify(state)).not.toContain('pa55');
  });

  it('applies later syncs by itself; unchanged content writes nothing and marks no device', async () => {
    const theme = await addTheme(app(), org.orgId, org.north.id);
    const list = await syncedList('/later.csv', companies(10));
    const device = await addDevice(app(), org.orgId, org.north.id, {
      theme_id: theme.id,
      tenants_id: list.id,
      pairing_code: 'LATER2',
    });
    await publishDevice(app(), org.owner.token, device);
    const before = await getList(list.id);

    expect((await runNow(list.id)).outcome).toBe('unchanged');
    expect((await getList(list.id)).updated_at).toBe(before.updated_at);
    const quiet = await call('GET', `/devices/${device.id}`);
    expect(quiet.json().data.hasUnpublishedChanges).toBe(false);

    server.serve('/later.csv', csv([HEADER, ...companies(10), ['Newcomer', '4', '404']]));
    const run = await runNow(list.id);
    expect(run).toMatchObject({ outcome: 'applied', counts: { added: 1, removed: 0, total: 11 } });
    expect((await getList(list.id)).entries.at(-1)?.company_name).toBe('Newcomer');
    const marked = await call('GET', `/devices/${device.id}`);
    expect(marked.json().data.hasUnpublishedChanges).toBe(true);

    const audit = await app()
      .ctx.db.selectFrom('audit_events')
      .selectAll()
      .where('target_id', '=', list.id)
      .where('action', '=', 'tenants.synced')
      .execute();
    expect(audit.map((row) => row.details)).toEqual(['from sheet.example: 1 added, 0 changed, 0 removed']);
  });

  it("republishes the list's published screens when it says so", async () => {
    const theme = await addTheme(app(), org.orgId, org.north.id);
    const list = await syncedList('/publish.csv', companies(5), { after_sync: 'publish' });
    const device = await addDevice(app(), org.orgId, org.north.id, {
      theme_id: theme.id,
      tenants_id: list.id,
      pairing_code: 'PUBL12',
    });
    const first = await publishDevice(app(), org.owner.token, device);
    server.serve('/publish.csv', csv([HEADER, ...companies(5), ['Fresh Co', '2', '2']]));
    expect((await runNow(list.id)).outcome).toBe('applied');
    const bundles = await app()
      .ctx.db.selectFrom('published_bundles')
      .innerJoin('bundle_bodies', 'bundle_bodies.id', 'published_bundles.body_id')
      .select(['version', 'bundle_bodies.data'])
      .where('device_id', '=', device.id)
      .execute();
    expect(bundles.map((b) => b.version)).toEqual([first.version + 1]);
    expect(bundles[0]?.data).toContain('Fresh Co');
    expect((await call('GET', `/devices/${device.id}`)).json().data.hasUnpublishedChanges).toBe(false);

    // A token with the tenants scope alone syncs, but republishing needs the publish scope.
    const token = await addApiToken(app(), org.owner.token, org.orgId, { scopes: ['tenants'] });
    server.serve(
      '/publish.csv',
      csv([HEADER, ...companies(5), ['Fresh Co', '2', '2'], ['Later Co', '3', '3']]),
    );
    expect((await runNow(list.id, token.token)).outcome).toBe('applied');
    const after = await app()
      .ctx.db.selectFrom('published_bundles')
      .select('version')
      .where('device_id', '=', device.id)
      .execute();
    expect(after.map((b) => b.version)).toEqual([first.version + 1]);
    expect((await call('GET', `/devices/${device.id}`)).json().data.hasUnpublishedChanges).toBe(true);
  });

  it('holds a file that shrinks from 60 to 5 rows, mails the Owners and Admins, and Apply or Reject decide', async () => {
    const list = await syncedList('/shrink.csv', companies(60));
    server.serve('/shrink.csv', csv([HEADER, ...companies(5)]));

    const held = await runNow(list.id);
    expect(held).toMatchObject({
      outcome: 'held',
      message: 'Sync held: would remove 55 of 60 companies',
      counts: { removed: 55, total: 5 },
    });
    expect((await getList(list.id)).entries).toHaveLength(60);
    const state = await getSync(list.id);
    expect(state.source?.state).toBe('held');
    expect(state.held).toMatchObject({ id: held.id, message: 'Sync held: would remove 55 of 60 companies' });
    expect(state.held?.preview?.removed).toHaveLength(55);

    const mails = await app()
      .ctx.db.selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'text_body'])
      .where('subject', '=', SYNC_MESSAGES.heldMailSubject('Synced'))
      .execute();
    expect(mails.map((m) => m.recipient).sort()).toEqual([org.owner.email, org.admin.email].sort());

    // The same file again: the decision waiting stands, no new run, no new mail.
    const again = await runNow(list.id);
    expect(again).toMatchObject({ id: held.id, outcome: 'held' });
    const count = await app()
      .ctx.db.selectFrom('mail_outbox')
      .select('id')
      .where('subject', '=', SYNC_MESSAGES.heldMailSubject('Synced'))
      .execute();
    expect(count).toHaveLength(2);
    // Another file replaces the decision waiting.
    server.serve('/shrink.csv', csv([HEADER, ...companies(6)]));
    const changed = await runNow(list.id);
    expect(changed).toMatchObject({ outcome: 'held', message: 'Sync held: would remove 54 of 60 companies' });
    expect(changed.id).not.toBe(held.id);
    expect((await decide(list.id, held.id, 'apply')).statusCode).toBe(409);

    const rejected = await decide(list.id, changed.id, 'reject');
    expect(rejected.json().data).toMatchObject({ outcome: 'rejected' });
    expect((await getList(list.id)).entries).toHaveLength(60);
    expect((await getSync(list.id)).held).toBeNull();

    const third = await runNow(list.id);
    expect(third.outcome).toBe('held');
    expect((await decide(list.id, third.id, 'apply')).json().data).toMatchObject({ outcome: 'approved' });
    expect((await getList(list.id)).entries.map((e) => e.company_name)).toEqual(
      companies(6).map((r) => r[0]),
    );
  });

  it('applies a held preview only onto the list it was computed on', async () => {
    const list = await syncedList('/race.csv', companies(10));
    server.serve('/race.csv', csv([HEADER, ...companies(2)]));
    const held = await runNow(list.id);
    expect(held.outcome).toBe('held');
    const edit = await call('POST', `/tenants/${list.id}`, org.owner.token, {
      entries: [{ company_name: 'Typed by hand' }],
    });
    expect(edit.statusCode).toBe(200);
    const applied = await decide(list.id, held.id, 'apply');
    expect(applied.statusCode).toBe(409);
    expect(applied.json().message).toBe(SYNC_MESSAGES.listChanged);
    expect((await getList(list.id)).entries.map((e) => e.company_name)).toEqual(['Typed by hand']);
  });

  it('keeps the list as it was when a fetch fails, and says why and when', async () => {
    const list = await syncedList('/flaky.csv', companies(3));
    const entries = (await getList(list.id)).entries;
    server.route('/slow.csv', () => {
      /* never answers */
    });
    server.route('/huge.csv', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      const chunk = Buffer.alloc(256 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 20 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    });
    server.route('/to-loopback.csv', (_req, res) =>
      res.writeHead(302, { location: `http://127.0.0.1:${server.port}/flaky.csv` }).end(),
    );
    server.serve('/no-company.csv', 'Name of the thing;Level\nAcme;1\n');
    server.serve('/bad.json', '{"companies": []}', 'application/json');
    const cases: [string, string, string?][] = [
      ['/missing.csv', 'The server answered 404 Not Found.'],
      ['/slow.csv', SYNC_MESSAGES.timeout],
      ['/huge.csv', SYNC_MESSAGES.tooLarge],
      ['/to-loopback.csv', SYNC_MESSAGES.privateNetwork],
      [
        '/no-company.csv',
        'No column named Company was found. The first line must name the columns, for example Company, Floor, Suite.',
      ],
      ['/bad.json', SYNC_MESSAGES.notJsonArray, 'json'],
    ];
    for (const [path, message, format = 'csv'] of cases) {
      await saveSync(list.id, { url: `http://sheet.example${path}`, format });
      const run = await runNow(list.id);
      expect(run, path).toMatchObject({ outcome: 'failed', message, counts: null });
      const state = await getSync(list.id);
      expect(state.source).toMatchObject({ state: 'failed', last_error: message });
      expect(state.source?.last_error_at).toBeTruthy();
      expect((await getList(list.id)).entries).toEqual(entries);
    }
    await saveSync(list.id, { url: 'http://unknown.invalid/a.csv', format: 'csv' });
    expect((await runNow(list.id)).message).toBe('The address unknown.invalid could not be found.');
  });

  it('reads JSON with a field mapping through the same rules', async () => {
    const list = await createList([['Placeholder', '1', '1']]);
    server.serve(
      '/tenants.json',
      JSON.stringify([
        { tenant: 'Acme', level: 3, visible: 'no', ref: 'A-1', 'Move in': '15/01/2024' },
        { tenant: 'Beta', level: '4', visible: true, ref: 'B-2' },
      ]),
      'application/json',
    );
    // Through a redirect, as published sheets often answer.
    server.route('/moved.json', (_req, res) =>
      res.writeHead(302, { location: 'http://files.example/tenants.json' }).end(),
    );
    await saveSync(list.id, {
      url: 'http://sheet.example/moved.json',
      format: 'json',
      json_mapping: { company_name: 'tenant', floor: 'level', external_id: 'ref' },
    });
    const run = await runNow(list.id);
    expect(run.outcome).toBe('awaiting_first_apply');
    await decide(list.id, run.id, 'apply');
    expect(
      (await getList(list.id)).entries.map((e) => [
        e.company_name,
        e.floor,
        e.active,
        e.external_id,
        e.move_in_date,
      ]),
    ).toEqual([
      ['Acme', '3', false, 'A-1', '2024-01-15'],
      ['Beta', '4', true, 'B-2', ''],
    ]);
    expect((await getSync(list.id)).source?.json_mapping).toEqual({
      company_name: 'tenant',
      floor: 'level',
      external_id: 'ref',
    });
  });

  it('keeps the last 20 runs, newest first', async () => {
    const list = await syncedList('/many.csv', companies(2));
    for (let i = 0; i < 22; i += 1) await runNow(list.id);
    const { runs } = await getSync(list.id);
    expect(runs).toHaveLength(20);
    expect(runs.every((run) => run.outcome === 'unchanged' && run.preview === null)).toBe(true);
    const stored = await app()
      .ctx.db.selectFrom('tenant_sync_runs')
      .select('id')
      .where('tenants_id', '=', list.id)
      .execute();
    expect(stored).toHaveLength(20);
  });

  it('stops syncing on delete; the entries stay', async () => {
    const list = await syncedList('/stop.csv', companies(2));
    expect((await call('POST', `/tenants/${list.id}/sync/delete`)).statusCode).toBe(200);
    expect((await getSync(list.id)).source).toBeNull();
    expect((await getList(list.id)).entries).toHaveLength(2);
    expect((await call('POST', `/tenants/${list.id}/sync/run`)).statusCode).toBe(404);
  });

  it('runs due scheduled syncs once, even when two rounds race, and plans the next', async () => {
    const list = await syncedList('/hourly.csv', companies(3), { schedule: 'hourly' });
    const { source } = await getSync(list.id);
    expect(Date.parse(source?.next_run_at ?? '')).toBeGreaterThan(
      t.current.clock.now().getTime() + 59 * 60_000,
    );
    expect(await app().tenantSync.tick()).toBe(0);
    server.serve('/hourly.csv', csv([HEADER, ...companies(4)]));
    t.current.clock.advance(61 * 60_000);
    // Two instances' rounds at the same moment: the conditional claim lets one run the list.
    const [a, b] = await Promise.all([
      runDueTenantSyncs(app().ctx, fetch),
      runDueTenantSyncs(app().ctx, fetch),
    ]);
    expect(a + b).toBe(1);
    const after = await getSync(list.id);
    expect(after.runs.filter((r) => r.trigger === 'schedule')).toHaveLength(1);
    expect(after.runs[0]).toMatchObject({ trigger: 'schedule', outcome: 'applied' });
    expect(Date.parse(after.source?.next_run_at ?? '')).toBeGreaterThan(t.current.clock.now().getTime());
    expect((await getList(list.id)).entries).toHaveLength(4);
  });

  it('shows a Viewer the address with its secret-looking query values masked; writers see it whole', async () => {
    const list = await createList([['Acme', '1', '1']], org.south.id);
    const url = 'https://sheet.example/export.csv?key=s3cr3t-sheet-key&gid=0';
    expect((await call('PUT', `/tenants/${list.id}/sync`, org.owner.token, { url })).statusCode).toBe(200);
    expect((await getSync(list.id)).source?.url).toBe(url);
    const seen = (await call('GET', `/tenants/${list.id}/sync`, org.viewer.token)).json().data as TenantSync;
    expect(seen.source?.url).not.toContain('s3cr3t');
    expect(seen.source?.url).toContain('gid=0');
  });

  it('a file a person rejected is not held and mailed again by the schedule; Sync now shows it again', async () => {
    const list = await syncedList('/rejected.csv', companies(60), { schedule: 'hourly' });
    server.serve('/rejected.csv', csv([HEADER, ...companies(5)]));
    const heldMails = () =>
      app()
        .ctx.db.selectFrom('mail_outbox')
        .select('id')
        .where('subject', '=', SYNC_MESSAGES.heldMailSubject('Synced'))
        .execute();
    const before = (await heldMails()).length;
    t.current.clock.advance(61 * 60_000);
    // Other lists of this organization may be due too: this list's runs tell.
    expect(await runDueTenantSyncs(app().ctx, fetch)).toBeGreaterThanOrEqual(1);
    const held = (await getSync(list.id)).held;
    expect(held?.outcome).toBe('held');
    expect(await heldMails()).toHaveLength(before + 2);
    expect((await decide(list.id, held?.id ?? '', 'reject')).statusCode).toBe(200);

    t.current.clock.advance(61 * 60_000);
    // Other lists of this organization may be due too: this list's runs tell.
    expect(await runDueTenantSyncs(app().ctx, fetch)).toBeGreaterThanOrEqual(1);
    const later = await getSync(list.id);
    expect(later.held).toBeNull();
    expect(later.runs.filter((r) => r.outcome === 'held')).toHaveLength(0);
    expect(await heldMails()).toHaveLength(before + 2);
    expect((await getList(list.id)).entries).toHaveLength(60);

    expect((await runNow(list.id)).outcome).toBe('held');
  });

  it('runs every due source in a round even when one fails, and leaves a first sync to a person', async () => {
    const good = await syncedList('/round-good.csv', companies(2), { schedule: 'hourly' });
    const bad = await syncedList('/round-bad.csv', companies(2), { schedule: 'hourly' });
    const waiting = await createList([['Waiting', '1', '1']]);
    server.serve('/round-wait.csv', csv([HEADER, ['Other', '1', '1']]));
    await saveSync(waiting.id, { url: 'http://sheet.example/round-wait.csv', schedule: 'hourly' });
    server.route('/round-bad.csv', (_req, res) => res.writeHead(500, 'Internal Server Error').end());
    server.serve('/round-good.csv', csv([HEADER, ...companies(3)]));
    t.current.clock.advance(61 * 60_000);
    await app().tenantSync.tick();
    expect((await getSync(bad.id)).runs[0]).toMatchObject({
      trigger: 'schedule',
      outcome: 'failed',
      message: 'The server answered 500 Internal Server Error.',
    });
    expect((await getSync(good.id)).runs[0]).toMatchObject({ trigger: 'schedule', outcome: 'applied' });
    expect((await getSync(waiting.id)).runs).toEqual([]);
  });

  it('bulk upserts keyed on external_id: dry run, merge, and the guard unless forced', async () => {
    const list = await createList(companies(10));
    const put = (query: string, entries: Body[], token = org.owner.token) =>
      call('PUT', `/tenants/${list.id}/entries?${query}`, token, { entries });

    const keyed = companies(10).map(([company_name, floor], i) => ({
      company_name,
      floor,
      external_id: `K${i}`,
    }));
    const dry = await put('mode=replace&dry_run=true', keyed);
    expect(dry.statusCode).toBe(200);
    expect(dry.json().data).toMatchObject({
      outcome: 'dry_run',
      counts: { changed: 10, added: 0, removed: 0 },
    });
    expect((await getList(list.id)).entries.every((e) => e.external_id === undefined)).toBe(true);

    const first = (await put('mode=replace', keyed)).json().data as TenantBulkUpsertResult;
    expect(first.outcome).toBe('applied');
    expect(first.list?.entries.map((e) => e.id)).toEqual(list.entries.map((e) => e.id));

    // Renamed companies stay the same entries, by their key.
    const merged = await put('mode=merge', [
      { company_name: 'Renamed One', external_id: 'K0', floor: '1' },
      { company_name: 'Brand New', external_id: 'K99' },
    ]);
    expect(merged.json().data).toMatchObject({
      outcome: 'applied',
      counts: { changed: 1, added: 1, removed: 0, total: 11 },
    });
    const after = await getList(list.id);
    expect(after.entries[0]).toMatchObject({ id: list.entries[0]?.id, company_name: 'Renamed One' });

    const shrink = await put('mode=replace', [{ company_name: 'Lonely', external_id: 'K0' }]);
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json().message).toBe('Sync held: would remove 10 of 11 companies');
    expect((await getList(list.id)).entries).toHaveLength(11);
    const forced = await put('mode=replace&force=true', [{ company_name: 'Lonely', external_id: 'K0' }]);
    expect(forced.json().data).toMatchObject({ outcome: 'applied', counts: { total: 1 } });
    expect((await getList(list.id)).entries.map((e) => [e.id, e.company_name])).toEqual([
      [list.entries[0]?.id, 'Lonely'],
    ]);

    expect(
      (await put('mode=replace', [{ company_name: 'Lonely', external_id: 'K0' }])).json().data.outcome,
    ).toBe('unchanged');
    expect((await put('mode=sideways', [])).statusCode).toBe(400);
    expect((await put('mode=merge', [{ company_name: 'x' }], org.viewer.token)).statusCode).toBe(403);
    expect((await getSync(list.id)).runs.map((r) => r.trigger)).toEqual(['api', 'api', 'api']);
  });
});
