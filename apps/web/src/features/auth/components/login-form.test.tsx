import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicOnlyRoute } from '../../../app/guards';
import { json, mockApi, testOrganization, testUser } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { NETWORK_ERROR_MESSAGE, SERVER_FAILED_MESSAGE } from '../../../lib/api-client';
import { LoginForm } from './login-form';

const routes = (
  <>
    <Route element={<PublicOnlyRoute />}>
      <Route path="/login" element={<LoginForm />} />
    </Route>
    <Route path="/dashboard" element={<p>dashboard page</p>} />
  </>
);

function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  it("heads the form with 'Foyer' and links to password reset and registration", () => {
    mockApi({});
    renderRoutes(routes, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Foyer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('validates before calling the server', async () => {
    const { fetchMock } = mockApi({});
    renderRoutes(routes, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Email is required');
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Signing in...' while the call runs, then the server's message", async () => {
    let answer: (value: ReturnType<typeof json>) => void = () => undefined;
    mockApi({ 'POST /api/login': () => new Promise((resolve) => (answer = resolve)) });
    renderRoutes(routes, { path: '/login' });
    submit('dana@example.test', 'wrong-one');
    await screen.findByRole('button', { name: 'Signing in...' });
    answer(json({ success: false, code: 'UNAUTHORIZED', message: 'Invalid email or password' }, 401));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
  });

  it("says 'Invalid email or password' only for a refusal, even one without a message", async () => {
    mockApi({ 'POST /api/login': () => json({ success: false, code: 'UNAUTHORIZED', message: '' }, 401) });
    renderRoutes(routes, { path: '/login' });
    submit('dana@example.test', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
  });

  it('never blames the password for a server failure (DSH-3)', async () => {
    mockApi({
      'POST /api/login': () =>
        json({ success: false, code: 'INTERNAL', message: 'Internal Server Error' }, 500),
    });
    renderRoutes(routes, { path: '/login' });
    submit('dana@example.test', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe(SERVER_FAILED_MESSAGE);
  });

  it("gives a 503's own reason and the network message when the server cannot be reached", async () => {
    const unavailable = 'The database cannot be reached right now. Please try again in a moment.';
    mockApi({
      'POST /api/login': () => json({ success: false, code: 'UNAVAILABLE', message: unavailable }, 503),
    });
    renderRoutes(routes, { path: '/login' });
    submit('dana@example.test', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe(unavailable);

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NETWORK_ERROR_MESSAGE));
  });

  it("reports a success answer without a user as 'Invalid response from server'", async () => {
    mockApi({ 'POST /api/login': () => json({ success: true, data: { token: 'abc' } }) });
    renderRoutes(routes, { path: '/login' });
    submit('dana@example.test', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid response from server');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('stores the token and goes to the dashboard on success', async () => {
    const { calls } = mockApi({
      'POST /api/login': () => json({ success: true, data: { user: testUser, token: 'fresh' } }),
      'GET /api/me': () => json({ success: true, data: { user: testUser, organization: testOrganization } }),
    });
    renderRoutes(routes, { path: '/login' });
    submit(' Dana@Example.test ', 'secret1');
    await screen.findByText('dashboard page');
    expect(localStorage.getItem('authToken')).toBe('fresh');
    expect(calls[0]?.body).toEqual({ email: 'Dana@Example.test', password: 'secret1', projectName: 'foyer' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
  });
});

describe('LoginForm keyboard order (DSH-16)', () => {
  it('puts the password right after the email, and the reset link after the password', () => {
    mockApi({});
    renderRoutes(routes, { path: '/login' });
    const order = [
      screen.getByLabelText('Email'),
      screen.getByLabelText('Password'),
      screen.getByRole('link', { name: 'Forgot password?' }),
      screen.getByRole('button', { name: 'Sign In' }),
    ];
    for (let i = 1; i < order.length; i += 1) {
      // DOCUMENT_POSITION_FOLLOWING: each comes after the one before it in the tab order.
      expect(order[i - 1]?.compareDocumentPosition(order[i] as Node) ?? 0).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
  });
});
