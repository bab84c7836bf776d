import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicOnlyRoute } from '../../../app/guards';
import { json, mockApi, testOrganization, testUser } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { RegisterForm } from './register-form';

const routes = (
  <>
    <Route element={<PublicOnlyRoute />}>
      <Route path="/register" element={<RegisterForm />} />
      <Route path="/login" element={<p>login page</p>} />
    </Route>
    <Route path="/" element={<p>home</p>} />
    <Route path="/dashboard" element={<p>dashboard page</p>} />
  </>
);

function fill(values: { name?: string; email?: string; password?: string; confirm?: string }) {
  const set = (label: string, value = '') =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set('Full Name', values.name);
  set('Email', values.email);
  set('Password', values.password);
  set('Confirm Password', values.confirm);
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

const valid = { name: 'Dana Scully', email: 'dana@example.test', password: 'secret1', confirm: 'secret1' };

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RegisterForm', () => {
  it('uses an email input', () => {
    mockApi({});
    renderRoutes(routes, { path: '/register' });
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
  });

  it('requires all four fields', async () => {
    const { fetchMock } = mockApi({});
    renderRoutes(routes, { path: '/register' });
    fill({});
    await screen.findByText('Full name is required');
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Passwords do not match' and 'Password must be at least 6 characters long'", async () => {
    mockApi({});
    renderRoutes(routes, { path: '/register' });
    fill({ ...valid, confirm: 'secret2' });
    await screen.findByText('Passwords do not match');
    fill({ ...valid, password: '12345', confirm: '12345' });
    await screen.findByText('Password must be at least 6 characters long');
  });

  it("shows the server's message, else 'Registration failed. Please try again.'", async () => {
    mockApi({
      'POST /api/register': () =>
        json({ success: false, code: 'CONFLICT', message: 'An account with this email already exists' }, 409),
    });
    renderRoutes(routes, { path: '/register' });
    fill(valid);
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists');

    cleanup();
    mockApi({ 'POST /api/register': () => json({ success: false, code: 'INTERNAL', message: 'oops' }, 500) });
    renderRoutes(routes, { path: '/register' });
    fill(valid);
    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed. Please try again.');
  });

  it('announces success, then signs in with the returned token and leaves after a second', async () => {
    mockApi({
      'POST /api/register': () =>
        json(
          { success: true, data: { user: testUser, token: 'new-token', organization: testOrganization } },
          201,
        ),
      'GET /api/me': () => json({ success: true, data: { user: testUser, organization: testOrganization } }),
    });
    renderRoutes(routes, { path: '/register' });
    fill(valid);
    await screen.findByText('Account created successfully! Logging you in...');
    const shownAt = Date.now();
    await waitFor(() => expect(screen.getByTestId('location').textContent).not.toBe('/register'));
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(900);
    expect(localStorage.getItem('authToken')).toBe('new-token');
  });

  it('signs in with the credentials when the answer has no token, and asks for a manual login if that fails', async () => {
    const { calls } = mockApi({
      'POST /api/register': () => json({ success: true, data: {} }, 201),
      'POST /api/login': () =>
        json({ success: false, code: 'RATE_LIMITED', message: 'Too many attempts' }, 429),
    });
    renderRoutes(routes, { path: '/register' });
    fill(valid);
    await screen.findByText('Account created successfully! Please log in manually.');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/register', 'POST /api/login']);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
