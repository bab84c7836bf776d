import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUserByEmail } from '../modules/users/repo';
import { DIALECTS, useTestApp } from '../test/test-app';
import { registerErrorHandler, sendError, toHttpError, UNSTORABLE_TEXT } from './error-handler';
import { Conflict, Forbidden, ServiceUnavailable, UNAVAILABLE_MESSAGES } from './errors';
import { captureLog, type CapturedLog } from '../test/log-capture';

async function appWith(handler: () => unknown, log?: CapturedLog) {
  const app = Fastify({
    logger: log ? { level: 'warn', stream: log.stream } : false,
    frameworkErrors: sendError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get('/boom', async () => handler());
  app.post(
    '/items/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(5) }),
        body: z.object({ nested: z.object({ n: z.number().min(1) }) }),
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('hides the text of an internal error', async () => {
    const app = await appWith(() => {
      throw new Error('connection string postgres://secret@db');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 'INTERNAL', message: 'Internal server error' });
    expect(res.body).not.toContain('secret');
  });

  it('answers typed errors with their status, code and message', async () => {
    const conflict = await (
      await appWith(() => {
        throw new Conflict('Taken');
      })
    ).inject({ method: 'GET', url: '/boom' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ success: false, code: 'CONFLICT', message: 'Taken' });
    const forbidden = await (
      await appWith(() => {
        throw new Forbidden();
      })
    ).inject({ method: 'GET', url: '/boom' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
  });

  it('names nested fields with dots and checks params', async () => {
    const app = await appWith(() => null);
    const body = await app.inject({ method: 'POST', url: '/items/abc', payload: { nested: { n: 0 } } });
    expect(body.statusCode).toBe(400);
    expect(body.json().details).toEqual([{ path: 'nested.n', message: expect.any(String) }]);
    expect(body.json().message).toMatch(/^nested\.n: /);
    const params = await app.inject({
      method: 'POST',
      url: '/items/abcdefgh',
      payload: { nested: { n: 1 } },
    });
    expect(params.statusCode).toBe(400);
    expect(params.json().details[0].path).toBe('id');
  });

  it('gives router errors the envelope', async () => {
    const app = await appWith(() => null);
    const badUrl = await app.inject({ method: 'POST', url: '/items/%zz', payload: {} });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    const long = await app.inject({ method: 'POST', url: `/items/${'a'.repeat(150)}`, payload: {} });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ success: false, code: 'INVALID_INPUT' });
  });

  it('answers text PostgreSQL cannot store (22021, 22P05) as 400, not 500', async () => {
    for (const code of ['22021', '22P05']) {
      const app = await appWith(() => {
        throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code });
      });
      const res = await app.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'INVALID_INPUT', message: UNSTORABLE_TEXT });
    }
  });

  it('answers each unreachable dependency 503 in its own words and logs it under its name', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    const cases = [
      { thrown: refused, message: UNAVAILABLE_MESSAGES.database, logged: 'Database unreachable' },
      {
        thrown: new ServiceUnavailable('storage', { cause: refused }),
        message: UNAVAILABLE_MESSAGES.storage,
        logged: 'File storage unreachable',
      },
      {
        thrown: new ServiceUnavailable('mail', { cause: refused }),
        message: UNAVAILABLE_MESSAGES.mail,
        logged: 'Mail server unreachable',
      },
    ];
    for (const { thrown, message, logged } of cases) {
      const log = captureLog();
      const app = await appWith(() => {
        throw thrown;
      }, log);
      const res = await app.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode, logged).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ success: false, code: 'UNAVAILABLE', message });
      // The cause is logged, so the operator reads the refusal itself.
      expect(log.entries).toMatchObject([{ msg: logged, err: { code: 'ECONNREFUSED' } }]);
    }
  });

  it('asks for a JSON object when the body is missing', async () => {
    const app = await appWith(() => null);
    const res = await app.inject({ method: 'POST', url: '/items/a' });
    expect(res.json()).toMatchObject({ message: 'body: Request body must be a JSON object' });
  });
});

describe.each(DIALECTS)('a NUL character reaching the database on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('is a 400 answer, never a 500 (the backstop behind the request schemas)', async () => {
    const query = findUserByEmail(t.current.app.ctx.db, 'a\u0000b@example.com');
    if (dialect === 'postgres') {
      const error: unknown = await query.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(toHttpError(error)).toMatchObject({ statusCode: 400, message: UNSTORABLE_TEXT });
    } else {
      // SQLite stores and compares it like any other character.
      await expect(query).resolves.toBeUndefined();
    }
  });
});
