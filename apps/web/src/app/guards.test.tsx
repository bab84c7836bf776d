import { LOADING_FADE_MS } from '@foyer/shared';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import { json, mockApi, testOrganization, testUser, type MockAnswer } from '../testing/mock-api';
import { renderRoutes } from '../testing/render';
import { ProtectedRoute, PublicOnlyRoute, returnPathFrom } from './guards';

const routes = (
  <>
    <Route element={<PublicOnlyRoute />}>
      <Route path="/login" element={<p>login page</p>} />
    </Route>
    <Route path="/dashboard" element={<ProtectedRoute />}>
      <Route index element={<p>dashboard page</p>} />
      <Route path="themes" element={<p>themes page</p>} />
    </Route>
  </>
);

const location = () => screen.getByTestId('location').textContent;

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProtectedRoute', () => {
  it("shows 'thinking...' during the token check, then fades it out and redirects to /login on failure", async () => {
    localStorage.setItem('authToken', 'stale');
    const answer = deferred<MockAnswer>();
    mockApi({ 'GET /api/me': () => answer.promise });

    renderRoutes(routes, { path: '/dashboard/themes' });
    expect(screen.getByText('thinking...')).toBeTruthy();

    const checkEnded = Date.now();
    await act(async () =>
      answer.resolve(json({ success: false, code: 'UNAUTHORIZED', message: 'Unauthorized' }, 401)),
    );
    // Still on screen while fading out.
    expect(screen.getByText('thinking...')).toBeTruthy();

    await waitFor(() => expect(location()).toBe('/login'));
    expect(Date.now() - checkEnded).toBeGreaterThanOrEqual(LOADING_FADE_MS - 5);
    expect(screen.queryByText('thinking...')).toBeNull();
    expect(screen.getByText('login page')).toBeTruthy();
    // A failed check removes the token (docs/product.md §4).
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('shows the page once the stored token is verified', async () => {
    localStorage.setItem('authToken', 'good');
    mockApi({
      'GET /api/me': () => json({ success: true, data: { user: testUser, organization: testOrganization } }),
    });

    renderRoutes(routes, { path: '/dashboard/themes' });
    expect(screen.getByText('thinking...')).toBeTruthy();
    await screen.findByText('themes page');
    expect(location()).toBe('/dashboard/themes');
    expect(localStorage.getItem('authToken')).toBe('good');
  });

  it('treats a network failure of the check like a failed check', async () => {
    localStorage.setItem('authToken', 'unverifiable');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderRoutes(routes, { path: '/dashboard' });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('sends a visitor without a token straight to /login', async () => {
    const { fetchMock } = mockApi({});
    renderRoutes(routes, { path: '/dashboard' });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('PublicOnlyRoute', () => {
  it('sends a signed-in visitor of /login to the dashboard', async () => {
    localStorage.setItem('authToken', 'good');
    mockApi({
      'GET /api/me': () => json({ success: true, data: { user: testUser, organization: testOrganization } }),
    });
    renderRoutes(routes, { path: '/login' });
    await screen.findByText('dashboard page');
    expect(location()).toBe('/dashboard');
  });

  it('shows /login to a signed-out visitor', () => {
    mockApi({});
    renderRoutes(routes, { path: '/login' });
    expect(screen.getByText('login page')).toBeTruthy();
  });
});

describe('returnPathFrom', () => {
  it('follows only paths of this app', () => {
    expect(returnPathFrom({ from: '/dashboard/themes?x=1' })).toBe('/dashboard/themes?x=1');
    expect(returnPathFrom({ from: '//evil.example/x' })).toBe('/dashboard');
    expect(returnPathFrom({ from: 'https://evil.example' })).toBe('/dashboard');
    expect(returnPathFrom(null)).toBe('/dashboard');
    expect(returnPathFrom({ from: 42 })).toBe('/dashboard');
  });
});
