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

/** A service we depend on (the mail server) failed; the message says what did not happen. */
export class BadGateway extends HttpError {
  constructor(message = 'A service the server depends on failed. Please try again.') {
    super(502, 'INTERNAL', message);
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

/** The database cannot be reached (restart, failover, network): the request may simply be retried. */
export class ServiceUnavailable extends HttpError {
  constructor(message = 'The service is briefly unavailable. Please try again in a moment.') {
    super(503, 'UNAVAILABLE', message);
  }
}
