import type { AuthResult, Organization, User } from '@foyer/shared';
import { createContext, useContext } from 'react';

/** Why there is no session: decides whether the guard remembers the page and explains itself. */
export type SignedOutReason = 'no-session' | 'signed-out' | 'expired';

/** docs/product.md §4 Authentication: unauthenticated, loading, authenticated. */
export type AuthState =
  | { status: 'loading' }
  | { status: 'unauthenticated'; reason: SignedOutReason }
  | { status: 'authenticated'; user: User; organization: Organization | null };

export interface AuthContextValue {
  state: AuthState;
  /** Stores the token, then loads the user's organization before showing the dashboard. */
  signIn: (result: AuthResult) => Promise<void>;
  /** Revokes the token on the server (best effort) and forgets it here. */
  signOut: () => void;
  /** Forgets the session in this browser only, e.g. after a password reset revoked it. */
  clearSession: () => void;
  /** Reloads the signed-in user and organization, e.g. after a rename on the settings page. */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in user, or null while loading or signed out. */
export function useUser(): User | null {
  const { state } = useAuth();
  return state.status === 'authenticated' ? state.user : null;
}
