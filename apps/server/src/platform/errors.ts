import type { ErrorCode, FieldError } from '@foyer/shared';

/** An error whose message is safe to show the client; the error handler turns it into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends HttpError {
  constructor(message = 'Invalid input', details?: FieldError[]) {
    super(400, 'INVALID_INPUT', message, details);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Unauthorized') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, 'FORBIDDEN', message);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, 'NOT_FOUND', message);
  }
}

export class Conflict extends HttpError {
  constructor(message = 'Conflict') {
    super(409, 'CONFLICT', message);
  }
}

export class PayloadTooLarge extends HttpError {
  constructor(message = 'Request body is too large') {
    super(413, 'PAYLOAD_TOO_LARGE', message);
  }
}

export class UnsupportedMediaType extends HttpError {
  constructor(message = 'Unsupported media type') {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

export class RateLimited extends HttpError {
  constructor(
    message = 'Too many attempts. Please wait a minute and try again.',
    /** Sent as `Retry-After` when known. */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** What a request may depend on besides this process; a 503 says which one failed. */
export type Dependency = 'database' | 'storage' | 'mail';

/** The answer while a dependency cannot be used; the dashboard shows it and the player retries. */
export const UNAVAILABLE_MESSAGES: Record<Dependency, string> = {
  database: 'The database cannot be reached right now. Please try again in a moment.',
  storage: 'The file storage cannot be used right now. Please try again in a moment.',
  mail: 'The mail server cannot be reached right now. Please try again in a moment.',
};

/**
 * A dependency cannot be used now (restart, failover, network, a full disk): the request may
 * simply be retried. Thrown where the failure is known to come from (the storage drivers, the
 * mail transport; database faults are recognised by their codes), so that an S3 bucket that
 * refuses connections is not reported as the database (docs/decisions/server.md SRV-14).
 */
export class ServiceUnavailable extends HttpError {
  constructor(
    readonly dependency: Dependency,
    options: { cause?: unknown } = {},
  ) {
    super(503, 'UNAVAILABLE', UNAVAILABLE_MESSAGES[dependency]);
    this.cause = options.cause;
  }
}
