import { DEVICE_SECRET_HEADER } from '@foyer/shared';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
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

// Links whose path or query is the key to something: a company's listing page, a building's public
// directory, reset and invitation links. Their key never reaches the log.
const KEYED_PATH = /(\/(?:public\/listings|public\/directories|listing|directory)\/)[^/?#]+/g;
const KEYED_QUERY = /([?&]token=)[^&#]*/gi;

/** A request URL fit for the log: the keys in links masked. */
export function urlForRequestLog(url: string): string {
  return url.replace(KEYED_PATH, '$1[redacted]').replace(KEYED_QUERY, '$1[redacted]');
}

/** Fastify's logger options as an object (not `true`), so tests can add a stream. */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export function loggerOptions(config: Config): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Fastify's request as it logs it, with the keys in links masked; anything else as given.
      req: (request: FastifyRequest) =>
        typeof request?.url === 'string'
          ? {
              method: request.method,
              url: urlForRequestLog(request.url),
              host: request.hostname,
              remoteAddress: request.ip,
            }
          : (request as unknown as Record<string, unknown>),
    },
  };
}
