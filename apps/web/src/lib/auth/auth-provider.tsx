import { AUTH_TOKEN_STORAGE_KEY, type AuthResult } from '@foyer/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onUnauthorized } from '../api-client';
import { tokenStorage } from '../token-storage';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { getMe } from './get-me';
import { logout } from './logout';

function initialState(): AuthState {
  // Without a stored token there is nothing to verify: no spinner for signed-out visitors.
  return tokenStorage.get() ? { status: 'loading' } : { status: 'unauthenticated', reason: 'no-session' };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(initialState);
  const needsCheck = state.status === 'loading';

  // Start-up check of a stored token (docs/product.md §4): any failure removes the token.
  useEffect(() => {
    if (!needsCheck) return;
    const controller = new AbortController();
    // Leaving or reloading the page cancels the check: that is no verdict on the token, and
    // clearing it then signed people out for opening another page while the dashboard loaded.
    let leaving = false;
    const onLeave = () => {
      leaving = true;
    };
    window.addEventListener('beforeunload', onLeave);
    getMe(controller.signal).then(
      (me) => setState({ status: 'authenticated', user: me.user, organization: me.organization }),
      () => {
        if (controller.signal.aborted || leaving) return;
        tokenStorage.clear();
        setState({ status: 'unauthenticated', reason: 'no-session' });
      },
    );
    return () => {
      window.removeEventListener('beforeunload', onLeave);
      controller.abort();
    };
  }, [needsCheck]);

  // A 401 on any later call means the session was revoked or expired.
  useEffect(
    () =>
      onUnauthorized(() => {
        tokenStorage.clear();
        queryClient.clear();
        setState((prev) =>
          prev.status === 'authenticated' ? { status: 'unauthenticated', reason: 'expired' } : prev,
        );
      }),
    [queryClient],
  );

  // Signing in or out in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_TOKEN_STORAGE_KEY && event.key !== null) return;
      if (tokenStorage.get()) {
        setState({ status: 'loading' });
      } else {
        queryClient.clear();
        setState((prev) =>
          prev.status === 'unauthenticated' ? prev : { status: 'unauthenticated', reason: 'signed-out' },
        );
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const signIn = useCallback(
    async ({ token, user }: AuthResult) => {
      queryClient.clear();
      tokenStorage.set(token);
      try {
        const me = await getMe();
        setState({ status: 'authenticated', user: me.user, organization: me.organization });
      } catch {
        // The login answer already names the user; the organization name can wait.
        setState({ status: 'authenticated', user, organization: null });
      }
    },
    [queryClient],
  );

  const clearSession = useCallback(() => {
    tokenStorage.clear();
    queryClient.clear();
    setState({ status: 'unauthenticated', reason: 'signed-out' });
  }, [queryClient]);

  const signOut = useCallback(() => {
    // The request goes out with the token before it is forgotten; nobody waits for the answer.
    logout().catch(() => undefined);
    clearSession();
  }, [clearSession]);

  const refresh = useCallback(async () => {
    const me = await getMe();
    setState((prev) =>
      prev.status === 'authenticated'
        ? { status: 'authenticated', user: me.user, organization: me.organization }
        : prev,
    );
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ state, signIn, signOut, clearSession, refresh }),
    [state, signIn, signOut, clearSession, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
