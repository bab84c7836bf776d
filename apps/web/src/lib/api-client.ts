import { errorEnvelopeSchema, successEnvelope, type ErrorCode, type FieldError } from '@foyer/shared';
import type { z } from 'zod';
import { tokenStorage } from './token-storage';

export const API_BASE_PATH = '/api';

export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Check your connection and try again.';
export const INVALID_RESPONSE_MESSAGE = 'Invalid response from server';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE';

/** A failed call. `message` is the server's own text when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: FieldError[];

  constructor(init: { status: number; code: ApiErrorCode; message: string; details?: FieldError[] }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<S extends z.ZodType> {
  method?: Method;
  body?: unknown;
  /** Shape of `data` in a successful answer, from `@foyer/shared`. */
  schema: S;
  signal?: AbortSignal;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when a call made with a token is refused with 401: the session is gone. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function codeForStatus(status: number): ApiErrorCode {
  if (status === 400) return 'INVALID_INPUT';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return 'INTERNAL';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The one way the dashboard talks to the API: adds the stored token, unwraps the
 * `{ success, data }` envelope, checks `data` against its schema and turns every
 * failure into an `ApiError`.
 */
export async function request<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const { method = 'GET', body, schema, signal } = options;
  const token = tokenStorage.get();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  }

  const json = await readJson(response);

  if (!response.ok) {
    if (response.status === 401 && token) unauthorizedListeners.forEach((listener) => listener());
    const envelope = errorEnvelopeSchema.safeParse(json);
    if (envelope.success) {
      const { message, code, details } = envelope.data;
      throw new ApiError({ status: response.status, code, message, details });
    }
    throw new ApiError({
      status: response.status,
      code: codeForStatus(response.status),
      message: UNEXPECTED_ERROR_MESSAGE,
    });
  }

  const envelope = successEnvelope(schema).safeParse(json);
  if (!envelope.success) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: INVALID_RESPONSE_MESSAGE,
    });
  }
  // zod cannot follow the generic `data` field through the envelope's inferred type.
  const { data } = envelope.data as { data: z.output<S> };
  return data;
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal) =>
    request(path, { method: 'GET', schema, signal }),
  post: <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
    request(path, { method: 'POST', body, schema }),
  put: <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
    request(path, { method: 'PUT', body, schema }),
  delete: <S extends z.ZodType>(path: string, schema: S) => request(path, { method: 'DELETE', schema }),
};

/**
 * The text to show for a failed call: the server's message for a refused request,
 * the network message when it could not be reached, else the screen's own fallback
 * (a 5xx carries no useful text).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status >= 500) return fallback;
  return error.message || fallback;
}

/**
 * '{prefix}: {server message}' for a request the server refused (SPEC §8, e.g. 'Failed to update
 * user: …') or that another service failed (502, e.g. the mail server); `fallback` when it could
 * not be reached or failed itself and has nothing useful to say.
 */
export function prefixedErrorMessage(prefix: string, error: unknown, fallback: string = prefix): string {
  if (!(error instanceof ApiError) || !error.message) return fallback;
  const explained = (error.status >= 400 && error.status < 500) || error.status === 502;
  return explained ? `${prefix}: ${error.message}` : fallback;
}
