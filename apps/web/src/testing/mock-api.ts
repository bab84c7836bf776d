import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

type Handler = (request: {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}) => MockAnswer | Promise<MockAnswer>;

export const json = (body: unknown, status = 200): MockAnswer => ({ status, body });

/**
 * Replaces `fetch` with answers keyed by `'METHOD /api/path'`. Unknown calls answer 404
 * so a forgotten handler shows up as a failing expectation, not a hang.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, body, headers: new Headers(init?.headers) };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    const answer = handler
      ? await handler(call)
      : json({ success: false, code: 'NOT_FOUND', message: `No mock for ${method} ${path}` }, 404);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

export const testUser = {
  id: 'u1',
  name: 'Dana Scully',
  email: 'dana@example.test',
  role: 'Owner' as const,
  org_id: 'o1',
  accessibleSubOrganizations: [],
  last_logged_in: null,
  isInvited: false,
  created_at: '2026-01-01T00:00:00.000Z',
};

export const testOrganization = {
  id: 'o1',
  name: 'Scully Properties',
  screen_offline_alert_minutes: 10,
  default_time_zone: 'UTC',
};
