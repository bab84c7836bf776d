import type { Device, SubOrganization } from '@foyer/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mail } from '../../platform/mail';
import { bearer } from '../../test/auth-helpers';
import { closeBuildingUntilLater } from '../../test/building-hours';
import { addDevice, publishDevice } from '../../test/device-fixture';
import { createInvitation, createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { readAllMail } from '../../test/outbox';
import { pairScreen, screenHeaders, type PairedScreen } from '../../test/screen-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';
import { readableUtc } from './mail-text';
import { checkOfflineScreens, startOfflineChecks } from './service';

const PUBLIC_URL = 'https://lobby.example.com';
const MINUTE = 60_000;

interface SentMail {
  to: string;
  subject: string;
  /** Both parts, text and HTML, decoded. */
  body: string;
}

function parseMail(raw: string): SentMail {
  const split = raw.search(/\r?\n\r?\n/);
  // Long headers are folded onto indented continuation lines.
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
  return { to: header('To'), subject: header('Subject'), body: raw.slice(split) };
}

describe.each(DIALECTS)('offline e-mails on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { publicUrl: PUBLIC_URL } });
  const app = () => t.current.app;
  const clock = () => t.current.clock;
  const check = () => checkOfflineScreens(app().ctx);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /**
   * The mails this organization's members got, oldest first. Every test shares one database, so
   * checks also report the screens earlier tests left behind: those go to other people.
   */
  async function mailsOf(org: OrgFixture): Promise<SentMail[]> {
    // Checks queue their mail; the outbox worker writes it.
    await app().ctx.mailer.flush();
    const members = [org.owner, org.admin, org.editor, org.viewer].map((m) => m.email);
    return (await readAllMail(t.current.config.dataDir))
      .map(parseMail)
      .filter((mail) => members.includes(mail.to));
  }

  const contact = async (screen: PairedScreen) => {
    const res = await app().inject({
      method: 'GET',
      url: '/api/foyer/tv-devices/me',
      headers: screenHeaders(screen.secret),
    });
    expect(res.statusCode).toBe(200);
  };

  const deviceOf = async (org: OrgFixture, id: string) =>
    (
      await app().inject({ method: 'GET', url: `/api/foyer/devices/${id}`, headers: bearer(org.owner.token) })
    ).json<{ data: Device }>().data;

  const setAlerts = async (org: OrgFixture, minutes: number | null) => {
    const res = await app().inject({
      method: 'PUT',
      url: `/api/foyer/organizations/${org.orgId}`,
      headers: bearer(org.owner.token),
      payload: { screen_offline_alert_minutes: minutes },
    });
    expect(res.statusCode).toBe(200);
  };

  /** A screen paired with a new device of `building`, published and in touch now. */
  async function publishedScreen(org: OrgFixture, building: SubOrganization, name: string) {
    const screen = await pairScreen(app());
    const theme = await addTheme(app(), org.orgId, null);
    const device = await addDevice(app(), org.orgId, building.id, { name });
    await publishDevice(app(), org.owner.token, device, { theme_id: theme.id, pairing_code: screen.code });
    await contact(screen);
    const seenAt = (await deviceOf(org, device.id)).last_seen_at;
    if (!seenAt) throw new Error('The screen made contact, yet its device was never seen');
    return { screen, device, seenAt };
  }

  it('tells Owners and Admins once per outage, naming screen, building and last contact, and again when it is back', async () => {
    const org = await createOrgFixture(app(), 'Harbour Point');
    const invitedAdmin = await createInvitation(app(), org.orgId, 'Admin');
    const { screen, seenAt } = await publishedScreen(org, org.north, 'Lobby North');

    clock().advance(9 * MINUTE);
    await check();
    expect(await mailsOf(org)).toEqual([]);

    clock().advance(2 * MINUTE);
    await check();
    const offline = await mailsOf(org);
    expect(offline.map((mail) => mail.to).sort()).toEqual([org.admin.email, org.owner.email].sort());
    expect(offline.map((mail) => mail.to)).not.toContain(invitedAdmin.email);
    for (const mail of offline) {
      expect(mail.subject).toBe('Screen offline: Lobby North (North)');
      expect(mail.body).toContain('Lobby North (North): last seen');
      expect(mail.body).toContain(seenAt);
      expect(mail.body).toContain(readableUtc(seenAt));
      expect(mail.body).toContain('11 minutes ago');
      expect(mail.body).toContain(`${PUBLIC_URL}/dashboard/devices`);
    }

    clock().advance(9 * MINUTE);
    await check();
    clock().advance(60 * MINUTE);
    await check();
    expect(await mailsOf(org)).toHaveLength(2);

    clock().advance(5 * MINUTE);
    await contact(screen);
    await check();
    const back = (await mailsOf(org)).slice(2);
    expect(back.map((mail) => mail.to).sort()).toEqual([org.admin.email, org.owner.email].sort());
    for (const mail of back) {
      expect(mail.subject).toBe('Screen back online: Lobby North (North)');
      expect(mail.body).toContain('after 1 hour 25 minutes without contact');
      expect(mail.body).toContain(seenAt);
    }
    await check();
    expect(await mailsOf(org)).toHaveLength(4);

    // A new outage is a new e-mail.
    clock().advance(11 * MINUTE);
    await check();
    const again = (await mailsOf(org)).slice(4);
    expect(again.map((mail) => mail.subject)).toEqual([
      'Screen offline: Lobby North (North)',
      'Screen offline: Lobby North (North)',
    ]);
  });

  it('sends nothing for a screen asleep outside its building’s hours, and tells once the building opens (SCH-7)', async () => {
    const org = await createOrgFixture(app());
    // Open only one hour a day, from two hours from now (UTC): closed now.
    const opens = await closeBuildingUntilLater(app(), org.owner.token, org.north.id, clock().now());
    await publishedScreen(org, org.north, 'Sleepy');
    await publishedScreen(org, org.south, 'Awake');

    clock().advance(11 * MINUTE);
    await check();
    expect((await mailsOf(org)).map((mail) => mail.subject)).toEqual([
      'Screen offline: Awake (South)',
      'Screen offline: Awake (South)',
    ]);

    // The building opens and the screen is still silent: now it is missing.
    clock().advance(opens.getTime() - clock().now().getTime());
    await check();
    expect((await mailsOf(org)).slice(2).map((mail) => mail.subject)).toEqual([
      'Screen offline: Sleepy (North)',
      'Screen offline: Sleepy (North)',
    ]);
  });

  it('says nothing about screens never published or never seen', async () => {
    const org = await createOrgFixture(app());
    const theme = await addTheme(app(), org.orgId, null);
    // Published, but no screen ever showed its code.
    const waiting = await addDevice(app(), org.orgId, org.north.id, { name: 'Waiting' });
    await publishDevice(app(), org.owner.token, waiting, { theme_id: theme.id, pairing_code: 'NSCRN2' });
    // Paired and seen, never published.
    const screen = await pairScreen(app());
    const created = await app().inject({
      method: 'POST',
      url: '/api/foyer/devices',
      headers: bearer(org.owner.token),
      payload: { org_id: org.orgId, sub_org_id: org.north.id, name: 'Draft', pairing_code: screen.code },
    });
    expect(created.statusCode).toBe(201);
    await contact(screen);
    expect((await deviceOf(org, created.json<{ data: Device }>().data.id)).last_seen_at).not.toBeNull();

    clock().advance(60 * MINUTE);
    await check();
    expect(await mailsOf(org)).toEqual([]);
  });

  it('follows the organization: its own delay, and nothing at all when turned off', async () => {
    const org = await createOrgFixture(app(), 'Quayside');
    await setAlerts(org, 30);
    const { screen } = await publishedScreen(org, org.south, 'Lobby South');
    clock().advance(11 * MINUTE);
    await check();
    expect(await mailsOf(org)).toEqual([]);
    clock().advance(20 * MINUTE);
    await check();
    const [first] = await mailsOf(org);
    expect(first?.subject).toBe('Screen offline: Lobby South (South)');
    expect(first?.body).toContain('for 30 minutes or more');

    // Turned off while the screen is reported: no 'back' e-mail either.
    await setAlerts(org, null);
    clock().advance(5 * MINUTE);
    await contact(screen);
    await check();
    clock().advance(60 * MINUTE);
    await check();
    expect(await mailsOf(org)).toHaveLength(2);

    // On again, a screen still offline is reported afresh.
    await setAlerts(org, 10);
    await check();
    expect((await mailsOf(org)).slice(2).map((mail) => mail.subject)).toEqual([
      'Screen offline: Lobby South (South)',
      'Screen offline: Lobby South (South)',
    ]);
  });

  it('puts every screen of one check into one e-mail per recipient', async () => {
    const org = await createOrgFixture(app(), 'Twin Towers Trust');
    const north = await publishedScreen(org, org.north, 'Lobby North');
    const south = await publishedScreen(org, org.south, 'Lobby South');
    clock().advance(11 * MINUTE);
    await check();
    const offline = await mailsOf(org);
    expect(offline.map((mail) => mail.to).sort()).toEqual([org.admin.email, org.owner.email].sort());
    for (const mail of offline) {
      expect(mail.subject).toBe('2 screens offline in Twin Towers Trust');
      expect(mail.body).toContain('Lobby North (North): last seen');
      expect(mail.body).toContain('Lobby South (South): last seen');
      expect(mail.body).toContain(north.seenAt);
      expect(mail.body).toContain(south.seenAt);
    }

    clock().advance(MINUTE);
    await contact(north.screen);
    await contact(south.screen);
    await check();
    const back = (await mailsOf(org)).slice(2);
    expect(back.map((mail) => mail.subject)).toEqual([
      '2 screens back online in Twin Towers Trust',
      '2 screens back online in Twin Towers Trust',
    ]);
  });

  it('sends one e-mail per recipient when two checks run at once', async () => {
    const org = await createOrgFixture(app());
    const { screen } = await publishedScreen(org, org.north, 'Lobby North');
    clock().advance(11 * MINUTE);
    await Promise.all([check(), check(), check()]);
    expect((await mailsOf(org)).map((mail) => mail.to).sort()).toEqual(
      [org.admin.email, org.owner.email].sort(),
    );

    await contact(screen);
    await Promise.all([check(), check(), check()]);
    expect((await mailsOf(org)).slice(2).map((mail) => mail.subject)).toEqual([
      'Screen back online: Lobby North (North)',
      'Screen back online: Lobby North (North)',
    ]);
  });

  it('tries again a minute later when the e-mails could not be queued, without stopping the timer', async () => {
    const org = await createOrgFixture(app());
    await publishedScreen(org, org.north, 'Lobby North');
    clock().advance(11 * MINUTE);
    const { ctx } = app();
    const queue = ctx.mailer.queue.bind(ctx.mailer);
    let refused = 0;
    vi.spyOn(ctx.mailer, 'queue').mockImplementation(async (db, mail: Mail, options) => {
      // The first round's e-mails to this organization fail, as with the database gone a moment.
      if (mail.to === org.owner.email && refused < 1) {
        refused += 1;
        throw new Error('Connection terminated');
      }
      return queue(db, mail, options);
    });
    const logged = vi.spyOn(ctx.log, 'error');

    // A short real interval stands in for the minute.
    const checks = startOfflineChecks(ctx, 20);
    try {
      await vi.waitFor(async () => expect(await mailsOf(org)).toHaveLength(2), { timeout: 10_000 });
      // Three more whole rounds: none sends it again.
      const seen = checks.rounds();
      await vi.waitFor(() => expect(checks.rounds()).toBeGreaterThanOrEqual(seen + 3), { timeout: 10_000 });
    } finally {
      await checks.stop();
    }
    expect(refused).toBe(1);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ org_id: org.orgId }),
      'Screen alert e-mails could not be queued',
    );
    // Queued together or not at all: the Admin's mail of the refused round was not kept either.
    expect((await mailsOf(org)).map((mail) => mail.to).sort()).toEqual(
      [org.admin.email, org.owner.email].sort(),
    );
  });
});
