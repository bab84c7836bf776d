import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { ResetPasswordForm } from './reset-password-form';

const routes = (
  <>
    <Route path="/reset" element={<ResetPasswordForm token="tok" />} />
    <Route path="/login" element={<p>login page</p>} />
  </>
);

const validLink = { 'GET /api/reset-password/tok': () => json({ success: true, data: { valid: true } }) };

function submit(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResetPasswordForm', () => {
  it("shows 'Invalid Reset Link' up front when the link check answers 404", async () => {
    mockApi({
      'GET /api/reset-password/tok': () =>
        json({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404),
    });
    renderRoutes(routes, { path: '/reset' });
    await screen.findByRole('heading', { name: 'Invalid Reset Link' });
    expect(screen.getByRole('link', { name: /request a new/i }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('validates length and confirmation', async () => {
    mockApi(validLink);
    renderRoutes(routes, { path: '/reset' });
    await screen.findByLabelText('New Password');
    submit('abc', 'abc');
    await screen.findByText('Password must be at least 6 characters long');
    submit('abcdef', 'abcdeg');
    await screen.findByText('Passwords do not match');
  });

  it("switches to 'Invalid Reset Link' when the reset answers 'Invalid reset token'", async () => {
    mockApi({
      ...validLink,
      'POST /api/reset-password/tok': () =>
        json({ success: false, code: 'INVALID_INPUT', message: 'Invalid reset token' }, 400),
    });
    renderRoutes(routes, { path: '/reset' });
    await screen.findByLabelText('New Password');
    submit('abcdef', 'abcdef');
    await screen.findByRole('heading', { name: 'Invalid Reset Link' });
  });

  it("puts the server's reason after 'Failed to reset password' when it refuses", async () => {
    mockApi({
      ...validLink,
      'POST /api/reset-password/tok': () =>
        json(
          {
            success: false,
            code: 'RATE_LIMITED',
            message: 'Too many attempts. Please wait a minute and try again.',
          },
          429,
        ),
    });
    renderRoutes(routes, { path: '/reset' });
    await screen.findByLabelText('New Password');
    submit('abcdef', 'abcdef');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to reset password: Too many attempts. Please wait a minute and try again.',
    );
  });

  it("says 'Failed to reset password. Please try again.' when the server fails", async () => {
    mockApi({
      ...validLink,
      'POST /api/reset-password/tok': () => json({ success: false, code: 'INTERNAL', message: 'boom' }, 500),
    });
    renderRoutes(routes, { path: '/reset' });
    await screen.findByLabelText('New Password');
    submit('abcdef', 'abcdef');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to reset password. Please try again.',
    );
  });

  it('confirms the new password and goes to /login after 3 seconds', async () => {
    const { calls } = mockApi({
      ...validLink,
      'POST /api/reset-password/tok': () => json({ success: true, data: null }),
    });
    renderRoutes(routes, { path: '/reset' });
    await screen.findByLabelText('New Password');
    submit('abcdef', 'abcdef');
    await screen.findByText(
      'Password has been reset successfully. You can now sign in with your new password.',
    );
    const shownAt = Date.now();
    expect(calls.at(-1)?.body).toEqual({ password: 'abcdef' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2900);
  }, 10_000);
});
