import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgFixture, type OrgFixture } from '../test/org-fixture';
import { pngImage, uploadFile } from '../test/image-fixture';
import { captureLog, type CapturedLog } from '../test/log-capture';
import { createTestApp, DIALECTS, type TestApp } from '../test/test-app';
import { ServiceUnavailable, UNAVAILABLE_MESSAGES } from './errors';
import { createMailTransport } from './mail';

/** A loopback port nobody listens on: connections to it are refused, as by a service that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/*
 * A refused connection is answered and logged as the part that refused it (docs/decisions/server.md
 * SRV-14): the file storage or the mail server, not the database, which still answers.
 */
describe.each(DIALECTS)('the file storage down on %s', (dialect) => {
  let t: TestApp;
  let log: CapturedLog;
  let org: OrgFixture;

  beforeAll(async () => {
    log = captureLog();
    const port = await closedPort();
    t = await createTestApp(dialect, {
      logStream: log.stream,
      config: {
        logLevel: 'warn',
        storage: {
          kind: 's3',
          endpoint: `http://127.0.0.1:${port}`,
          bucket: 'foyer',
          region: 'us-east-1',
          accessKeyId: 'KEY',
          secretAccessKey: 'SECRET',
        },
      },
    });
    org = await createOrgFixture(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an upload 503 about the file storage, logs it as storage, and keeps no upload', async () => {
    const res = await uploadFile(t.app, org.editor.token, await pngImage(8, 8), { contentType: 'image/png' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      success: false,
      code: 'UNAVAILABLE',
      message: UNAVAILABLE_MESSAGES.storage,
    });

    const outage = log.entries.find((entry) => entry.dependency === 'storage');
    expect(outage).toMatchObject({ msg: 'File storage unreachable', err: { code: 'ECONNREFUSED' } });
    expect(log.entries.map((entry) => entry.msg)).not.toContain('Database unreachable');
    const uploads = await t.app.ctx.db.selectFrom('uploads').select('id').execute();
    expect(uploads).toEqual([]);
  });
});

describe('the mail server down', () => {
  it('is reported as the mail server, with the refusal kept as its cause', async () => {
    const port = await closedPort();
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Foyer <no-reply@foyer.test>',
      outboxDir: '/nonexistent',
      timeoutMs: 2000,
      log: { info() {} } as never,
    });
    try {
      const failure: unknown = await transport
        .deliver({ to: 'a@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(ServiceUnavailable);
      expect(failure).toMatchObject({
        statusCode: 503,
        dependency: 'mail',
        message: UNAVAILABLE_MESSAGES.mail,
        cause: { message: expect.stringContaining('ECONNREFUSED') },
      });
    } finally {
      transport.close();
    }
  });
});
