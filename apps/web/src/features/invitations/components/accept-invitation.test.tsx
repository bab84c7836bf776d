import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, testOrganization, testUser, type MockAnswer } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { AcceptInvitation } from './accept-invitation';

const details = {
  name: 'Rosa Diaz',
  email: 'rosa@example.test',
  role: 'Editor',
  projectName: 'foyer',
  organizationName: 'Scully Properties',
  accessibleSubOrganizations: ['so1'],
};
const rosa = {
  ...testUser,
  id: 'u9',
  name: 'Rosa Diaz',
  email: 'rosa@example.test',
  role: 'Editor' as const,
};

function renderAt(token: string | null, handlers: Record<string, () => MockAnswer | Promise<MockAnswer>>) {
  const result = mockApi(handlers);
  renderRoutes(
    <>
      <Route path="/accept-invitation" element={<AcceptInvitation token={token} />} />
      <Route path="/dashboard" element={<p>dashboard page</p>} />
      <Route path="/login" element={<p>login page</p>} />
    </>,
    { path: '/accept-invitation' },
  );
  return result;
}

const loaded = { 'GET /api/invitation/tok1': () => json({ success: true, data: details }) };

function fill(values: { name?: string; password: string; confirm: string }) {
  if (values.name !== undefined)
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: values.name } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: values.password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: values.confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AcceptInvitation (docs/product.md §2, §5, §8)', () => {
  it("says 'No invitation token provided' without a token, with a way to sign in", () => {
    renderAt(null, {});
    expect(screen.getByRole('heading', { name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.getByText('No invitation token provided')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it('explains an unknown or expired invitation', async () => {
    renderAt('tok1', {
      'GET /api/invitation/tok1': () =>
        json({ success: false, code: 'NOT_FOUND', message: 'Invalid or expired invitation' }, 404),
    });
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.getByText('This invitation could not be found or has expired.')).toBeTruthy();
  });

  it("says 'Failed to load invitation details' when loading fails otherwise", async () => {
    renderAt('tok1', {
      'GET /api/invitation/tok1': () =>
        json({ success: false, code: 'INTERNAL', message: 'Internal server error' }, 500),
    });
    expect(await screen.findByRole('heading', { name: 'Invitation Error' })).toBeTruthy();
    expect(screen.getByText('Failed to load invitation details')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows name, e-mail, role and organization, with the name prefilled', async () => {
    renderAt('tok1', loaded);
    expect(await screen.findByRole('heading', { name: 'Join Scully Properties' })).toBeTruthy();
    expect(screen.getByText('rosa@example.test')).toBeTruthy();
    expect(screen.getByText('Editor')).toBeTruthy();
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Rosa Diaz');
  });

  it('holds back a short or mismatched password, or a missing name', async () => {
    const { calls } = renderAt('tok1', loaded);
    await screen.findByLabelText('Password');
    const rule = () => screen.getByText('At least 8 characters').closest('li');

    fill({ password: 'seven77', confirm: 'seven77' });
    // react-hook-form checks a submit asynchronously.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please ensure your password meets all requirements',
    );
    expect(rule()?.getAttribute('data-met')).toBe('false');

    fill({ password: 'eight888', confirm: 'eight889' });
    expect(rule()?.getAttribute('data-met')).toBe('true');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();

    fill({ name: '  ', password: 'eight888', confirm: 'eight888' });
    expect(screen.getByText('Full name is required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('accepts, stores the session and opens the dashboard', async () => {
    const { calls } = renderAt('tok1', {
      ...loaded,
      'POST /api/accept-invitation/tok1': () =>
        json({ success: true, data: { token: 'session-1', user: rosa } }),
      'GET /api/me': () => json({ success: true, data: { user: rosa, organization: testOrganization } }),
    });
    await screen.findByLabelText('Password');
    fill({ name: 'Rosa D.', password: 'eight888', confirm: 'eight888' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(localStorage.getItem('authToken')).toBe('session-1');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Rosa D.', password: 'eight888' });
  });

  it('turns into an error once the invitation was used in the meantime', async () => {
    renderAt('tok1', {
      ...loaded,
      'POST /api/accept-invitation/tok1': () =>
        json({ success: false, code: 'NOT_FOUND', message: 'Invalid or expired invitation' }, 404),
    });
    await screen.findByLabelText('Password');
    fill({ password: 'eight888', confirm: 'eight888' });
    expect(await screen.findByRole('heading', { name: 'Invitation Error' })).toBeTruthy();
    expect(screen.getByText('Invalid or expired invitation')).toBeTruthy();
  });

  it("puts the server's reason after 'Failed to create account' when it refuses", async () => {
    renderAt('tok1', {
      ...loaded,
      'POST /api/accept-invitation/tok1': () =>
        json({ success: false, code: 'CONFLICT', message: 'A user with this email already exists' }, 409),
    });
    await screen.findByLabelText('Password');
    fill({ password: 'eight888', confirm: 'eight888' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to create account: A user with this email already exists',
    );
  });

  it("says 'Failed to create account. Please try again.' alone when the server fails", async () => {
    renderAt('tok1', {
      ...loaded,
      'POST /api/accept-invitation/tok1': () =>
        json({ success: false, code: 'INTERNAL', message: 'Internal server error' }, 500),
    });
    await screen.findByLabelText('Password');
    fill({ password: 'eight888', confirm: 'eight888' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to create account. Please try again.',
    );
  });

  it("says 'Failed to create account. Please try again.' when the server cannot be reached", async () => {
    renderAt('tok1', {
      ...loaded,
      'POST /api/accept-invitation/tok1': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await screen.findByLabelText('Password');
    fill({ password: 'eight888', confirm: 'eight888' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to create account. Please try again.',
    );
  });

  it("says 'Failed to create account' when the answer makes no sense", async () => {
    renderAt('tok1', {
      ...loaded,
      'POST /api/accept-invitation/tok1': () => json({ success: true, data: {} }),
    });
    await screen.findByLabelText('Password');
    fill({ password: 'eight888', confirm: 'eight888' });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create account');
  });
});
