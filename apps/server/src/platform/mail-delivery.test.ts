import { USER_MESSAGES } from '@foyer/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { bearer, uniqueEmail } from '../test/auth-helpers';
import { createOrgFixture, type OrgFixture } from '../test/org-fixture';
import { extractLink } from '../test/outbox';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-fixture';
import { startHop } from '../test/tcp-hop';
import { createTestApp, DIALECTS, type TestApp } from '../test/test-app';
import { listUsers } from '../test/users-api';
import { DEFAULT_MAIL_DELIVERY, type MailDelivery } from './config';

// Test code may read the environment: several instances share a PostgreSQL server (CI sets it).
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/*
 * Mail through the outbox to a real SMTP server started here (docs/decisions/mail.md MAIL-7):
 * requests never wait for the mail server, and mail survives it being down or silent.
 * States are awaited by polling, never by sleeping; the retry times are the real ones, and each
 * test moves its app's clock past them, so nothing depends on how fast the machine is.
 */

/** The real retry times; a short SMTP timeout, so that a silent server is given up on soon. */
const FAST: MailDelivery = { ...DEFAULT_MAIL_DELIVERY, timeoutMs: 500, pollMs: 1000 };
const POLL = { timeout: 15_000, interval: 50 };

/** True once no attempt is under way: every mail of the app is sent, failed or waiting for its retry. */
async function noAttemptUnderWay(app: App): Promise<boolean> {
  const rows = await app.ctx.db.selectFrom('mail_outbox').select('leased_until').execute();
  return rows.every((row) => row.leased_until === null);
}

/**
 * Moves the app's clock past every retry (none is more than 10 minutes away) and lets the worker
 * make them. Only once no attempt is under way: the clock would end its lease too.
 */
async function retryNow(t: TestApp): Promise<void> {
  await expect.poll(() => noAttemptUnderWay(t.app), POLL).toBe(true);
  t.clock.advance(FAST.retryMaxMs);
  await t.app.ctx.mailer.flush();
}

describe.each(DIALECTS)('mail outbox with a real SMTP server on %s', (dialect) => {
  let smtp: TestSmtpServer;
  let main: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    main = await createTestApp(dialect, { config: { smtpUrl: smtp.url, mailDelivery: FAST } });
  });
  afterAll(async () => {
    await main?.close();
    await smtp?.stop();
  });

  function invite(app: App, org: OrgFixture, email: string) {
    return app.inject({
      method: 'POST',
      url: '/api/invite-users',
      headers: bearer(org.admin.token),
      payload: { name: 'Ingrid', email, role: 'Editor', accessibleSubOrganizations: [org.north.id] },
    });
  }

  const deliveryOf = async (app: App, org: OrgFixture, email: string) =>
    (await listUsers(app, org.orgId, org.owner.token)).find((user) => user.email === email)
      ?.invitationDelivery;

  const outboxRows = (app: App, email: string) =>
    app.ctx.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email).execute();

  /** The one mail the server got for `email`, and that the link in it opens the invitation. */
  async function expectWorkingInvitation(app: App, email: string) {
    const mails = smtp.mailsTo(email);
    expect(mails).toHaveLength(1);
    const link = extractLink(mails[0]?.text ?? '', '/accept-invitation?token=');
    const token = decodeURIComponent(link.slice(link.indexOf('token=') + 'token='.length));
    expect((await app.inject({ method: 'GET', url: `/api/invitation/${token}` })).statusCode).toBe(200);
  }

  it('delivers an invitation to the mail server; the list says sent and the link works', async () => {
    const org = await createOrgFixture(main.app, 'Harbour Point');
    const email = uniqueEmail('delivered');
    const res = await invite(main.app, org, email);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ isInvited: true, invitationDelivery: 'pending' });

    await expect.poll(() => deliveryOf(main.app, org, email), POLL).toBe('sent');
    expect(smtp.mailsTo(email)[0]?.text).toContain('Adam Admin invited you to join Harbour Point');
    await expectWorkingInvitation(main.app, email);
    // Sent: one attempt, and the link is no longer kept in the database.
    expect(await outboxRows(main.app, email)).toMatchObject([
      { status: 'sent', attempts: 1, text_body: '', html_body: '', last_error: null },
    ]);
  });

  it('with the mail server down answers, shows not delivered, loses nothing, and delivers once it is back', async () => {
    const org = await createOrgFixture(main.app);
    const email = uniqueEmail('later');
    await smtp.stop();
    try {
      // Answered as always: the request does not need the mail server.
      const res = await invite(main.app, org, email);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.invitationDelivery).toBe('pending');
      // A reset asked for meanwhile answers as always and is queued too.
      const reset = await main.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: org.editor.email },
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().message).toBe('Password reset instructions have been sent to your email address.');

      // The worker tried, was refused, and keeps the mail for another attempt.
      await expect
        .poll(async () => (await outboxRows(main.app, email))[0]?.last_error ?? '', POLL)
        .toMatch(/ECONNREFUSED/);
      expect(await outboxRows(main.app, email)).toMatchObject([{ status: 'pending' }]);
      expect(await deliveryOf(main.app, org, email)).toBe('pending');
      expect(smtp.mailsTo(email)).toEqual([]);
    } finally {
      await smtp.start();
    }

    await retryNow(main);
    await expect.poll(() => deliveryOf(main.app, org, email), POLL).toBe('sent');
    await expectWorkingInvitation(main.app, email);
    await expect.poll(() => smtp.mailsTo(org.editor.email).length, POLL).toBe(1);
    expect(smtp.mailsTo(org.editor.email)[0]?.text).toContain('/reset-password/');
  });

  it('with a mail server that accepts and never answers, answers at once while the worker waits', async () => {
    // Whatever the machine's speed, this worker waits far longer than the test for the server to speak.
    const hop = await startHop({ host: '127.0.0.1', port: smtp.port }, { swallowing: true });
    const silent = await createTestApp(dialect, {
      config: { smtpUrl: `smtp://127.0.0.1:${hop.port}`, mailDelivery: { ...FAST, timeoutMs: 120_000 } },
    });
    try {
      const org = await createOrgFixture(silent.app);
      const email = uniqueEmail('silent');
      const res = await invite(silent.app, org, email);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.invitationDelivery).toBe('pending');
      // The worker's attempt is under way, held by the silent server: the answer did not wait for it.
      await expect.poll(() => hop.open, POLL).toBe(1);
      expect(await outboxRows(silent.app, email)).toMatchObject([
        { status: 'pending', attempts: 1, last_error: null },
      ]);
      expect(smtp.mailsTo(email)).toEqual([]);
    } finally {
      // Cut first: the attempt then ends at once, and the app can close.
      await hop.close();
      await silent.close();
    }
  });

  it('with a mail server that accepts and never answers, the worker times out and tries again', async () => {
    // In front of the real server: first swallowing every connection, then passing them on.
    const hop = await startHop({ host: '127.0.0.1', port: smtp.port }, { swallowing: true });
    const silent = await createTestApp(dialect, {
      config: { smtpUrl: `smtp://127.0.0.1:${hop.port}`, mailDelivery: FAST },
    });
    /** The mail's attempt `n` is over: it timed out and waits for the next. */
    const timedOut = (email: string, n: number) =>
      expect
        .poll(async () => {
          const [row] = await outboxRows(silent.app, email);
          return row?.leased_until === null && /ETIMEDOUT/.test(row.last_error ?? '') ? row.attempts : 0;
        }, POLL)
        .toBe(n);
    try {
      const org = await createOrgFixture(silent.app);
      const email = uniqueEmail('retried');
      expect((await invite(silent.app, org, email)).statusCode).toBe(201);
      await timedOut(email, 1);
      expect(hop.accepted).toBe(1);
      expect(await deliveryOf(silent.app, org, email)).toBe('pending');

      // The retry, at its time: a new connection, given up on again.
      await retryNow(silent);
      await expect.poll(() => hop.accepted, POLL).toBe(2);
      await timedOut(email, 2);

      hop.swallowing = false;
      await retryNow(silent);
      await expect.poll(() => deliveryOf(silent.app, org, email), POLL).toBe('sent');
      await expectWorkingInvitation(silent.app, email);
    } finally {
      await silent.close();
      await hop.close();
    }
  });

  it('marks the mail failed when it could not be sent in time; Resend queues a new link that is delivered', async () => {
    // Given up at the first failure: the 24 hours of retries are in mail-outage.test.ts.
    const giveUp = await createTestApp(dialect, {
      config: { smtpUrl: smtp.url, mailDelivery: { ...FAST, giveUpAfterMs: 0 } },
    });
    try {
      const org = await createOrgFixture(giveUp.app);
      const email = uniqueEmail('failed');
      await smtp.stop();
      let userId = '';
      try {
        const res = await invite(giveUp.app, org, email);
        userId = res.json().data.id;
        await expect.poll(() => deliveryOf(giveUp.app, org, email), POLL).toBe('failed');
      } finally {
        await smtp.start();
      }
      expect(await outboxRows(giveUp.app, email)).toMatchObject([
        { status: 'failed', attempts: 1, text_body: '', html_body: '' },
      ]);

      const resent = await giveUp.app.inject({
        method: 'POST',
        url: `/api/users/${userId}/resend-invitation`,
        headers: bearer(org.admin.token),
      });
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toMatchObject({
        success: true,
        message: USER_MESSAGES.invitationResent,
        data: { id: userId, isInvited: true, invitationDelivery: 'pending' },
      });
      await expect.poll(() => deliveryOf(giveUp.app, org, email), POLL).toBe('sent');
      await expectWorkingInvitation(giveUp.app, email);
      // The failed mail went with the invitation it belonged to.
      expect(await outboxRows(giveUp.app, email)).toMatchObject([{ status: 'sent', attempts: 1 }]);
    } finally {
      await giveUp.close();
    }
  });
});

describe.runIf(TEST_DATABASE_URL)('the mail outbox of two instances on one PostgreSQL database', () => {
  let smtp: TestSmtpServer;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    first = await createTestApp('postgres', { config: { smtpUrl: smtp.url, mailDelivery: FAST } });
    second = await createTestApp('postgres', {
      config: { smtpUrl: smtp.url, mailDelivery: FAST, databaseUrl: first.config.databaseUrl },
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await smtp?.stop();
  });

  it('sends every queued mail exactly once while both workers take from the outbox at once', async () => {
    const org = await createOrgFixture(first.app);
    const recipients = Array.from({ length: 30 }, (_, i) => uniqueEmail(`both-${i}`));
    await first.app.ctx.db.transaction().execute(async (trx) => {
      for (const to of recipients) {
        const mail = { to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
        await first.app.ctx.mailer.queue(trx, mail, { orgId: org.orgId });
      }
    });
    await Promise.all([first.app.ctx.mailer.flush(), second.app.ctx.mailer.flush()]);
    await expect.poll(() => smtp.received.length, POLL).toBeGreaterThanOrEqual(recipients.length);
    for (const to of recipients) expect(smtp.mailsTo(to), to).toHaveLength(1);
    const rows = await first.app.ctx.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('recipient', 'in', recipients)
      .execute();
    expect(rows).toHaveLength(recipients.length);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
