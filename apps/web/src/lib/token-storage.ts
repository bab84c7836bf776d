import { AUTH_TOKEN_STORAGE_KEY } from '@foyer/shared';

// localStorage throws in some private modes and sandboxed frames; the app then simply has no session.
export const tokenStorage = {
  get(): string | null {
    try {
      return window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    try {
      window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
    } catch {
      // Nothing to do: the session lasts until the tab closes.
    }
  },
  clear(): void {
    try {
      window.localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
