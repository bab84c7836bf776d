import { DEVICE_SECRET_HEADER } from '@foyer/shared';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * What never reaches the log, wherever a request's headers or a body get logged: the bearer
 * token, cookies, passwords and tokens, and the screen's device secret (header and pair answer).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  `req.headers["${DEVICE_SECRET_HEADER}"]`,
  'password',
  '*.password',
  'body.password',
  'token',
  '*.token',
  'device_secret',
  '*.device_secret',
];

/** Fastify's logger options as an object (not `true`), so tests can add a stream. */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export function loggerOptions(config: Config): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
