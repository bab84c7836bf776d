import type { ErrorCode, ErrorEnvelope, FieldError } from '@foyer/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable, isUnstorableText } from '../db/errors';
import {
  HttpError,
  Invalid,
  PayloadTooLarge,
  RateLimited,
  ServiceUnavailable,
  UnsupportedMediaType,
  type Dependency,
} from './errors';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'INVALID_INPUT',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Seconds a client should wait before retrying a 503. */
const RETRY_AFTER_SECONDS = 5;

/** The answer when the database refused a character that slipped past the request schemas. */
export const UNSTORABLE_TEXT = 'The request contains an invalid character';

function validationError(error: unknown): Invalid | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const context =
    'validationContext' in error && typeof error.validationContext === 'string'
      ? error.validationContext
      : 'body';
  const details: FieldError[] = error.validation.map((issue) => {
    // `/layoutOptions/borderRadius` → `layoutOptions.borderRadius`.
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (!path && context === 'body') return { path: 'body', message: 'Request body must be a JSON object' };
    return { path: path || context, message: issue.message ?? 'Invalid value' };
  });
  const first = details[0];
  return new Invalid(first ? `${first.path}: ${first.message}` : 'Invalid input', details);
}

/** Every error as an HttpError whose message may be shown; undefined means an internal failure. */
export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const invalid = validationError(error);
  if (invalid) return invalid;
  if (isUnstorableText(error)) return new Invalid(UNSTORABLE_TEXT);
  if (isDatabaseUnreachable(error)) return new ServiceUnavailable('database', { cause: error });

  const { statusCode, code, message } = error as Partial<FastifyError>;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && statusCode === 400)) {
    return new Invalid('Request body is not valid JSON');
  }
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return undefined;
  if (statusCode === 413) return new PayloadTooLarge();
  if (statusCode === 415) return new UnsupportedMediaType(message);
  // Remaining 4xx come from Fastify itself (empty JSON body, bad content length…): their text is safe.
  return new HttpError(statusCode, CODE_BY_STATUS[statusCode] ?? 'INVALID_INPUT', message ?? 'Bad request');
}

export function toEnvelope(error: HttpError): ErrorEnvelope {
  return {
    success: false,
    message: error.message,
    code: error.code,
    ...(error.details ? { details: error.details } : {}),
  };
}

/** The log line of a 503, by what failed: an operator looks at the one that is down. */
const UNAVAILABLE_LOG: Record<Dependency, string> = {
  database: 'Database unreachable',
  storage: 'File storage unreachable',
  mail: 'Mail server unreachable',
};

/** Answers any failure as `{ success: false, message, code, details? }`; the text of a 5xx stays in the log. */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const httpError = toHttpError(error);
  if (!httpError) {
    request.log.error({ err: error }, 'Request failed');
    const internal: ErrorEnvelope = { success: false, message: 'Internal server error', code: 'INTERNAL' };
    return reply.code(500).send(internal);
  }
  if (httpError.statusCode === 401) reply.header('www-authenticate', 'Bearer');
  if (httpError instanceof RateLimited && httpError.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(httpError.retryAfterSeconds));
  }
  if (httpError instanceof ServiceUnavailable) {
    const { dependency, cause } = httpError;
    request.log.warn({ err: cause ?? error, dependency }, UNAVAILABLE_LOG[dependency]);
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  }
  return reply.code(httpError.statusCode).send(toEnvelope(httpError));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}
