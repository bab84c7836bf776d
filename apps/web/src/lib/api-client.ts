import type { ErrorCode, FieldError } from '@foyer/shared';
import type { z } from 'zod';
import { isSuccessEnvelope, parseErrorEnvelope } from './envelope';
import { tokenStorage } from './token-storage';

export const API_BASE_PATH = '/api';

export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Check your connection and try again.';
export const INVALID_RESPONSE_MESSAGE = 'Invalid response from server';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const SERVER_FAILED_MESSAGE =
  'The server could not be reached or could not answer. Please try again in a moment.';

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

export interface RequestOptions<S extends z.ZodType | undefined = undefined> {
  method?: Method;
  body?: unknown;
  /**
   * Shape of `data` in a successful answer, from `@foyer/shared`, checked on arrival. Calls on
   * the sign-in path leave it out so zod is not loaded there: `data` is then typed by the call's
   * type argument only (the server checks every answer against the same schema before sending).
   */
  schema?: S;
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
export function request<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S> & { schema: S },
): Promise<z.output<S>>;
export function request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
export function request(path: string, options?: RequestOptions<z.ZodType | undefined>): Promise<unknown>;
export async function request(
  path: string,
  options: RequestOptions<z.ZodType | undefined> = {},
): Promise<unknown> {
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

  return settle(response.status, await readJson(response), schema, token);
}

/** A call answering text rather than the JSON envelope (a CSV export); refusals as `request`. */
export async function requestText(path: string): Promise<string> {
  const token = tokenStorage.get();
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  }
  if (response.ok) return response.text();
  settle(response.status, await readJson(response), undefined, token);
  throw new ApiError({
    status: response.status,
    code: codeForStatus(response.status),
    message: UNEXPECTED_ERROR_MESSAGE,
  });
}

/** An answer of the API as the caller gets it: `data` checked against `schema`, else an `ApiError`. */
function settle<S extends z.ZodType>(
  status: number,
  json: unknown,
  schema: S | undefined,
  token: string | null,
): z.output<S> {
  if (status < 200 || status >= 300) {
    if (status === 401 && token) unauthorizedListeners.forEach((listener) => listener());
    const envelope = parseErrorEnvelope(json);
    if (envelope) {
      const { message, code, details } = envelope;
      throw new ApiError({ status, code, message, details });
    }
    throw new ApiError({ status, code: codeForStatus(status), message: UNEXPECTED_ERROR_MESSAGE });
  }

  const checked = !isSuccessEnvelope(json)
    ? null
    : schema
      ? schema.safeParse(json.data)
      : { success: true as const, data: json.data };
  if (!checked?.success) {
    throw new ApiError({ status, code: 'INVALID_RESPONSE', message: INVALID_RESPONSE_MESSAGE });
  }
  return checked.data as z.output<S>;
}

export interface UploadOptions<S extends z.ZodType> {
  /** Shape of `data` in a successful answer. */
  schema: S;
  /** Bytes of the request body sent so far, from the browser's own upload progress events. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * `POST` of a multipart form with real upload progress. `fetch` cannot report how much of a
 * request body has been sent, so this one call uses XMLHttpRequest; token, envelope and errors
 * are handled exactly as `request` does. An abort rejects with the signal's reason.
 */
export function uploadForm<S extends z.ZodType>(
  path: string,
  form: FormData,
  { schema, onProgress, signal }: UploadOptions<S>,
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const token = tokenStorage.get();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_PATH}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      done();
      let json: unknown = null;
      if (xhr.responseText) {
        try {
          json = JSON.parse(xhr.responseText) as unknown;
        } catch {
          json = undefined;
        }
      }
      try {
        resolve(settle(xhr.status, json, schema, token));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE }));
    };
    xhr.onabort = () => {
      done();
      reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
    };
    xhr.send(form);
  });
}

/** Shorthands of `request`; without a schema `data` is typed by the type argument only. */
interface Api {
  get<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal): Promise<z.output<S>>;
  get<T = unknown>(path: string, schema?: undefined, signal?: AbortSignal): Promise<T>;
  post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.output<S>>;
  post<T = unknown>(path: string, body?: unknown, schema?: undefined): Promise<T>;
  put<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.output<S>>;
  put<T = unknown>(path: string, body: unknown, schema?: undefined): Promise<T>;
  delete<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>>;
  delete<T = unknown>(path: string, schema?: undefined): Promise<T>;
}

export const api: Api = {
  get: <T>(path: string, schema?: z.ZodType, signal?: AbortSignal) =>
    request(path, { method: 'GET', schema, signal }) as Promise<T>,
  post: <T>(path: string, body: unknown, schema?: z.ZodType) =>
    request(path, { method: 'POST', body, schema }) as Promise<T>,
  put: <T>(path: string, body: unknown, schema?: z.ZodType) =>
    request(path, { method: 'PUT', body, schema }) as Promise<T>,
  delete: <T>(path: string, schema?: z.ZodType) => request(path, { method: 'DELETE', schema }) as Promise<T>,
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
 * Like `errorMessage`, for a form whose fallback names the user's mistake ('Invalid email or
 * password'): a server failure is never blamed on the user. A 503 says the server's own reason
 * (the database is unreachable for a moment); other failures say the server could not answer.
 */
export function errorMessageNotBlamingUser(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 500)
    return error.status === 503 && error.message ? error.message : SERVER_FAILED_MESSAGE;
  return errorMessage(error, fallback);
}

/**
 * The dashboard's own text for a failed action (docs/product.md §8 wording, e.g. 'Failed to save device. Please
 * try again.') followed by the server's reason when it refused the request (4xx: 'This pairing
 * code has expired. …', 'Only Owners and Admins …') or another service failed (502); the text alone
 * when the server could not be reached or failed itself.
 */
export function textWithReason(text: string, error: unknown): string {
  const reason = refusalReason(error);
  return reason === null ? text : `${text} ${reason}`;
}

/**
 * The server's reason when it refused the request (4xx) or another service failed (502); null when
 * it could not be reached or failed itself (docs/product.md §8).
 */
export function refusalReason(error: unknown): string | null {
  const reason = prefixedErrorMessage('', error, '');
  return reason === '' ? null : reason.slice(2);
}

/**
 * '{prefix}: {server message}' for a request the server refused (docs/product.md §8, e.g. 'Failed to update
 * user: …') or that another service failed (502, e.g. the mail server); `fallback` when it could
 * not be reached or failed itself and has nothing useful to say.
 */
export function prefixedErrorMessage(prefix: string, error: unknown, fallback: string = prefix): string {
  if (!(error instanceof ApiError) || !error.message) return fallback;
  const explained = (error.status >= 400 && error.status < 500) || error.status === 502;
  return explained ? `${prefix}: ${error.message}` : fallback;
}
