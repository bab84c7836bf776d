import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { DbDialect } from '../db/connection';
import { bearer, uniqueEmail } from '../test/auth-helpers';
import { createOrgFixture, type OrgFixture } from '../test/org-fixture';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-fixture';
import { createTestApp, DIALECTS, type TestApp } from '../test/test-app';
import { DEFAULT_MAIL_DELIVERY, type MailDelivery } from './config';

/*
 * Mail through a long outage of the mail server (docs/decisions/mail.md MAIL-3, MAIL-8, MAIL-9).
 * The retry times are the real ones; the test's clock moves past them, so nothing here depends on
 * how fast the machine is. States are awaited by polling, never by sleeping.
 */

/** The real waits; only the SMTP timeout (real time, unused by a refused connection) is short. */
const DELIVERY: MailDelivery = { ...DEFAULT_MAIL_DELIVERY, timeoutMs: 1000, pollMs: 1000 };
const POLL = { timeout: 15_000, interval: 25 };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A real SMTP server and an app sending to it, for one describe block; read them inside tests. */
function useMailApp(dialect: DbDialect) {
  const setup = {} as { smtp: TestSmtpServer; t: TestApp };
  beforeAll(async () => {
    setup.smtp = await startSmtpServer();
    setup.t = await createTestApp(dialect, { config: { smtpUrl: setup.smtp.url, mailDelivery: DELIVERY } });
  });
  afterAll(async () => {
    await setup.t?.close();
    await setup.smtp?.stop();
  });
  return setup;
}

describe.each(DIALECTS)('mail while the mail server is down for long on %s', (dialect) => {
  const setup = useMailApp(dialect);
  let smtp: TestSmtpServer;
  let t: TestApp;
  let org: OrgFixture;

  beforeAll(async () => {
    ({ smtp, t } = setup);
    org = await createOrgFixture(t.app);
  });

  const rowOf = async (email: string) => {
    const row = await t.app.ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', email)
      .executeTakeFirst();
    if (!row) throw new Error(`No mail to ${email}`);
    return row;
  };

  /** Until the mail's attempt `n` is over: sent, failed, or waiting for the next one. */
  const attemptOver = (email: string, n: number) =>
    expect
      .poll(async () => {
        const row = await rowOf(email);
        return row.attempts >= n && row.leased_until === null ? row.attempts : 0;
      }, POLL)
      .toBe(n);

  /** Moves the clock to the mail's next attempt and lets the worker make it. */
  async function nextAttempt(email: string) {
    const row = await rowOf(email);
    t.clock.advance(Date.parse(row.next_attempt_at) - t.clock.now().getTime());
    await t.app.ctx.mailer.flush();
    await attemptOver(email, row.attempts + 1);
  }

  const invite = (app: App, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/invite-users',
      headers: bearer(org.admin.token),
      payload: { name: 'Ingrid', email, role: 'Editor', accessibleSubOrganizations: [org.north.id] },
    });

  /** Stops the mail server and invites `email`; resolves once the first attempt failed. */
  async function inviteWhileDown(email: string) {
    await smtp.stop();
    expect((await invite(t.app, email)).statusCode).toBe(201);
    await attemptOver(email, 1);
  }

  it('keeps trying for 24 hours, waiting at most 10 minutes between tries, then gives up', async () => {
    const email = uniqueEmail('outage');
    try {
      await inviteWhileDown(email);
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 8; attempt += 1) {
        const row = await rowOf(email);
        expect(row).toMatchObject({ status: 'pending', last_error: expect.stringMatching(/ECONNREFUSED/) });
        waits.push(Date.parse(row.next_attempt_at) - Date.parse(row.updated_at));
        await nextAttempt(email);
      }
      expect(waits).toEqual([0.5, 1, 2, 4, 8, 10, 10, 10].map((minutes) => minutes * MINUTE));

      // A minute short of 24 hours after it was queued, a failed try still leaves it waiting...
      const queuedAt = Date.parse((await rowOf(email)).created_at);
      t.clock.advance(queuedAt + 24 * HOUR - MINUTE - t.clock.now().getTime());
      await t.app.ctx.mailer.flush();
      await attemptOver(email, 10);
      expect(await rowOf(email)).toMatchObject({ status: 'pending' });
      // ...and the first failed try after 24 hours gives up.
      await nextAttempt(email);
      expect(await rowOf(email)).toMatchObject({ status: 'failed', attempts: 11, text_body: '' });
    } finally {
      await smtp.start();
    }
  });

  it('sends the mail that waited at once when a send succeeds again, not at its next retry', async () => {
    const waited = uniqueEmail('waited');
    try {
      await inviteWhileDown(waited);
      // A long outage: the next try is 10 minutes away.
      for (let attempt = 1; attempt <= 5; attempt += 1) await nextAttempt(waited);
      const row = await rowOf(waited);
      expect(Date.parse(row.next_attempt_at) - Date.parse(row.updated_at)).toBe(10 * MINUTE);
    } finally {
      await smtp.start();
    }
    // The server is back; a new mail (a password reset) goes out at once, and takes the waiting one along.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: org.editor.email },
    });
    expect(reset.statusCode).toBe(200);
    await expect.poll(() => smtp.mailsTo(org.editor.email).length, POLL).toBe(1);
    await expect.poll(async () => (await rowOf(waited)).status, POLL).toBe('sent');
    expect(smtp.mailsTo(waited)).toHaveLength(1);
  });

  it('marks a mail the server refuses (550 no such mailbox) failed at once, without a day of retries', async () => {
    const email = uniqueEmail('nobody');
    smtp.refused.add(email);
    expect((await invite(t.app, email)).statusCode).toBe(201);
    await expect.poll(async () => (await rowOf(email)).status, POLL).toBe('failed');
    expect(await rowOf(email)).toMatchObject({ attempts: 1, last_error: expect.stringMatching(/550/) });
  });
});

describe.each(DIALECTS)(
  'the mail waiting for the mail server, as health and Owners see it, on %s',
  (dialect) => {
    const setup = useMailApp(dialect);
    let smtp: TestSmtpServer;
    let t: TestApp;
    let org: OrgFixture;
    let other: OrgFixture;

    beforeAll(async () => {
      ({ smtp, t } = setup);
      org = await createOrgFixture(t.app, 'Harbour Point');
      other = await createOrgFixture(t.app, 'Elsewhere');
    });

    const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    const backlog = async (of: OrgFixture, token = of.owner.token) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/organizations/${of.orgId}/mail-backlog`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const pendingTried = async () => {
      const rows = await t.app.ctx.db.selectFrom('mail_outbox').selectAll().execute();
      return rows.every((row) => row.status === 'pending' && row.attempts >= 1 && row.leased_until === null);
    };

    it('counts the organization’s waiting mail, resets included; after 5 minutes health says mail is degraded', async () => {
      await smtp.stop();
      try {
        const invited = await t.app.inject({
          method: 'POST',
          url: '/api/invite-users',
          headers: bearer(org.admin.token),
          payload: {
            name: 'Ingrid',
            email: uniqueEmail('i'),
            role: 'Viewer',
            accessibleSubOrganizations: [org.south.id],
          },
        });
        expect(invited.statusCode).toBe(201);
        const reset = await t.app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: org.editor.email },
        });
        expect(reset.statusCode).toBe(200);
        // Another organization's mail is neither counted nor dated for this one.
        await t.app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: other.viewer.email },
        });
        await expect.poll(pendingTried, POLL).toBe(true);
        const [oldest] = await t.app.ctx.db
          .selectFrom('mail_outbox')
          .select('created_at')
          .where('org_id', '=', org.orgId)
          .orderBy('created_at')
          .execute();

        // Just queued: waiting, but nothing says the mail server is away yet.
        expect(await backlog(org)).toEqual({ waiting: 2, waiting_since: oldest?.created_at, stalled: false });
        expect((await health()).data).toMatchObject({ status: 'ok', checks: { mail: 'ok' } });

        t.clock.advance(5 * MINUTE + 1000);
        expect(await backlog(org)).toEqual({ waiting: 2, waiting_since: oldest?.created_at, stalled: true });
        expect(await backlog(org, org.admin.token)).toMatchObject({ waiting: 2, stalled: true });
        expect(await backlog(other)).toMatchObject({ waiting: 1, stalled: true });
        // Degraded, still 200: screens and load balancers do not need mail.
        const degraded = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(degraded.statusCode).toBe(200);
        expect(degraded.json().data).toMatchObject({
          status: 'degraded',
          checks: { database: 'ok', storage: 'ok', mail: 'degraded' },
        });
      } finally {
        await smtp.start();
      }

      // The mail server is back: at the next try everything goes, and the notice and the degradation end.
      t.clock.advance(DELIVERY.retryMaxMs);
      await t.app.ctx.mailer.flush();
      await expect.poll(async () => (await backlog(org)).waiting, POLL).toBe(0);
      expect(await backlog(org)).toEqual({ waiting: 0, waiting_since: null, stalled: false });
      expect((await health()).data).toMatchObject({ status: 'ok', checks: { mail: 'ok' } });
    });
  },
);
