import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

function Status() {
  const { state } = useAuth();
  return <output data-testid="status">{state.status}</output>;
}

function renderProvider() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Status />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

/** `fetch` that fails like a request the browser cancelled, once `fail` is called. */
function pendingFetch() {
  let fail: () => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise((_, reject) => {
          fail = () => reject(new TypeError('Failed to fetch'));
        }),
    ),
  );
  return () => fail();
}

beforeEach(() => localStorage.setItem('authToken', 'tok'));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AuthProvider start-up check (docs/product.md §4)', () => {
  it('removes the token when the check fails', async () => {
    const fail = pendingFetch();
    renderProvider();
    fail();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('unauthenticated'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('keeps the token when the check was cancelled by leaving the page', async () => {
    const fail = pendingFetch();
    renderProvider();
    window.dispatchEvent(new Event('beforeunload'));
    fail();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(localStorage.getItem('authToken')).toBe('tok');
    expect(screen.getByTestId('status').textContent).toBe('loading');
  });
});
