import { userSchema } from '@foyer/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { json, mockApi, testUser } from '../testing/mock-api';
import {
  ApiError,
  errorMessage,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  onUnauthorized,
  prefixedErrorMessage,
  request,
  textWithReason,
  UNEXPECTED_ERROR_MESSAGE,
} from './api-client';

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('request', () => {
  it('unwraps `data` of a success envelope and checks it against the schema', async () => {
    mockApi({ 'GET /api/user': () => json({ success: true, data: testUser }) });
    await expect(request('/user', { schema: userSchema })).resolves.toEqual(testUser);
  });

  it('sends JSON bodies and the stored token as a bearer header', async () => {
    localStorage.setItem('authToken', 'tok-123');
    const { calls } = mockApi({ 'POST /api/things': () => json({ success: true, data: null }) });
    await request('/things', { method: 'POST', body: { a: 1 }, schema: z.null() });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a stored token', async () => {
    const { calls } = mockApi({ 'GET /api/open': () => json({ success: true, data: 1 }) });
    await request('/open', { schema: z.number() });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it("turns an error envelope into an ApiError carrying the server's message, code and details", async () => {
    mockApi({
      'POST /api/register': () =>
        json(
          {
            success: false,
            code: 'INVALID_INPUT',
            message: 'email: Please enter a valid email address',
            details: [{ path: 'email', message: 'Please enter a valid email address' }],
          },
          400,
        ),
    });
    const error = await caught(request('/register', { method: 'POST', body: {}, schema: z.unknown() }));
    expect(error).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
      message: 'email: Please enter a valid email address',
      details: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
  });

  it('gives a failure without an envelope a generic message and a code from its status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await caught(request('/me', { schema: z.unknown() }));
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL', message: UNEXPECTED_ERROR_MESSAGE });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await caught(request('/me', { schema: z.unknown() }));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  });

  it("rejects a success answer whose data does not match with 'Invalid response from server'", async () => {
    mockApi({ 'POST /api/login': () => json({ success: true, data: { token: 't' } }) });
    const error = await caught(
      request('/login', {
        method: 'POST',
        body: {},
        schema: z.object({ user: userSchema, token: z.string() }),
      }),
    );
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', message: INVALID_RESPONSE_MESSAGE });
    expect(INVALID_RESPONSE_MESSAGE).toBe('Invalid response from server');
  });

  it('without a schema returns `data` as sent, but still refuses an answer that is no envelope', async () => {
    mockApi({
      'GET /api/me': () => json({ success: true, data: { user: testUser } }),
      'GET /api/odd': () => json({ user: testUser }),
    });
    await expect(request<{ user: typeof testUser }>('/me')).resolves.toEqual({ user: testUser });
    const error = await caught(request('/odd'));
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', message: INVALID_RESPONSE_MESSAGE });
  });

  it('tells listeners when a call made with a token is refused with 401', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    mockApi({
      'GET /api/me': () => json({ success: false, code: 'UNAUTHORIZED', message: 'Unauthorized' }, 401),
    });

    await caught(request('/me', { schema: z.unknown() }));
    expect(listener).not.toHaveBeenCalled();

    localStorage.setItem('authToken', 'revoked');
    await caught(request('/me', { schema: z.unknown() }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('errorMessage', () => {
  it("uses the server's message for a refused request", () => {
    const error = new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Invalid email or password' });
    expect(errorMessage(error, 'fallback')).toBe('Invalid email or password');
  });

  it('uses the fallback for server failures and unknown errors', () => {
    expect(
      errorMessage(new ApiError({ status: 500, code: 'INTERNAL', message: 'Internal' }), 'fallback'),
    ).toBe('fallback');
    expect(errorMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });

  it('explains an unreachable server', () => {
    const error = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
    expect(errorMessage(error, 'fallback')).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('textWithReason', () => {
  it("follows the dashboard's text with the server's reason for a refusal, and only then", () => {
    const refused = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: 'This theme is used by 2 devices.',
    });
    expect(textWithReason('Failed to delete theme. Please try again.', refused)).toBe(
      'Failed to delete theme. Please try again. This theme is used by 2 devices.',
    );
    const broken = new ApiError({ status: 500, code: 'INTERNAL', message: 'Internal server error' });
    expect(textWithReason('Failed to delete theme. Please try again.', broken)).toBe(
      'Failed to delete theme. Please try again.',
    );
    expect(textWithReason('Failed.', new Error('x'))).toBe('Failed.');
  });
});

describe('prefixedErrorMessage', () => {
  const refused = new ApiError({
    status: 409,
    code: 'CONFLICT',
    message: 'A user with this email already exists',
  });
  it("adds the server's reason to a refusal", () => {
    expect(prefixedErrorMessage('Failed to send invitation', refused)).toBe(
      'Failed to send invitation: A user with this email already exists',
    );
    const mail = new ApiError({
      status: 502,
      code: 'INTERNAL',
      message: 'The invitation e-mail could not be sent.',
    });
    expect(prefixedErrorMessage('Failed to send invitation', mail)).toBe(
      'Failed to send invitation: The invitation e-mail could not be sent.',
    );
  });
  it('falls back without a useful reason (offline, server failure)', () => {
    const offline = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
    const broken = new ApiError({ status: 500, code: 'INTERNAL', message: 'Internal server error' });
    expect(prefixedErrorMessage('Failed to update user', offline)).toBe('Failed to update user');
    expect(prefixedErrorMessage('Failed to send invitation', broken, 'Try again.')).toBe('Try again.');
    expect(prefixedErrorMessage('Failed to delete user', new Error('boom'))).toBe('Failed to delete user');
  });
});
