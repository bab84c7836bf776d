import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { ForgotPasswordForm } from './forgot-password-form';

const routes = <Route path="/forgot-password" element={<ForgotPasswordForm />} />;

function submit(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ForgotPasswordForm (docs/product.md §8)', () => {
  it("puts the server's reason after 'Failed to send reset instructions' when it refuses", async () => {
    mockApi({
      'POST /api/forgot-password': () =>
        json(
          {
            success: false,
            code: 'RATE_LIMITED',
            message: 'Too many attempts. Please wait a minute and try again.',
          },
          429,
        ),
    });
    renderRoutes(routes, { path: '/forgot-password' });
    submit('dana@example.test');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to send reset instructions: Too many attempts. Please wait a minute and try again.',
    );
  });

  it.each([
    ['fails', () => json({ success: false, code: 'INTERNAL', message: 'Internal server error' }, 500)],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("says 'Failed to send reset instructions' alone when the server %s", async (_, answer) => {
    mockApi({ 'POST /api/forgot-password': answer });
    renderRoutes(routes, { path: '/forgot-password' });
    submit('dana@example.test');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send reset instructions');
  });
});
