import { Writable } from 'node:stream';
import { DEVICE_SECRET_HEADER } from '@foyer/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loggerOptions } from './logging';

describe('logger options', () => {
  it('never write a credential: bearer token, cookie, password, the screen’s device secret', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({ LOG_LEVEL: 'info', NODE_ENV: 'test', PORT: '3000' });
    const app = Fastify({ logger: { ...loggerOptions(config), stream } });
    app.log.info(
      {
        req: {
          headers: {
            authorization: 'Bearer secret-token-1',
            cookie: 'session=secret-cookie-2',
            [DEVICE_SECRET_HEADER]: 'secret-screen-3',
          },
        },
        body: { password: 'secret-password-4' },
        data: { device_secret: 'secret-screen-5' },
      },
      'a request',
    );
    await app.close();
    const text = lines.join('');
    expect(text).toContain('a request');
    expect(text).not.toMatch(/secret-/);
  });

  it('never write the key of a link: a listing page, a public directory, a reset token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({ LOG_LEVEL: 'info', NODE_ENV: 'test', PORT: '3000' });
    const app = Fastify({ logger: { ...loggerOptions(config), stream } });
    app.get('/*', async () => 'ok');
    for (const url of [
      '/api/foyer/public/listings/key-listing-1/confirm',
      '/api/foyer/public/directories/key-directory-2',
      '/listing/key-listing-3',
      '/reset-password?token=key-reset-4&x=1',
    ])
      expect((await app.inject({ url })).statusCode).toBe(200);
    await app.close();
    const text = lines.join('');
    expect(text).toContain('/api/foyer/public/listings/[redacted]/confirm');
    expect(text).not.toMatch(/key-/);
  });
});
