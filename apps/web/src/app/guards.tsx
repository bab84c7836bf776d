import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { DEFAULT_APP_PATH, paths } from '../config/paths';
import { useAuth } from '../lib/auth/auth-context';
import { AuthLoadingScreen } from './auth-loading-screen';
import { prefetchDashboard } from './routes/dashboard/prefetch';
import { useLoadingFade } from './use-loading-fade';

/** What the login page is told when a guard sends someone there. */
export interface LoginRedirectState {
  /** The page to return to after signing in. */
  from?: string;
  /** The session ended on its own (revoked or expired), rather than by signing out. */
  expired?: boolean;
}

function hrefOf(location: Location): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Only same-app paths are followed after sign-in, never another origin. */
export function returnPathFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return DEFAULT_APP_PATH;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return DEFAULT_APP_PATH;
  return from;
}

/** Protected routes: 'thinking...' while the session is checked, then the page or /login. */
export function ProtectedRoute() {
  const { state } = useAuth();
  const location = useLocation();
  const checking = state.status === 'loading';
  const loader = useLoadingFade(checking);

  // Download the shell while a stored session is being checked, not after (nothing for signed-out visitors).
  useEffect(() => {
    if (checking) prefetchDashboard();
  }, [checking]);

  if (checking || loader.visible) return <AuthLoadingScreen fading={loader.fading} />;
  if (state.status === 'unauthenticated') {
    // After signing out on purpose the next person starts at the dashboard, not on the last page.
    const redirect: LoginRedirectState | undefined =
      state.reason === 'signed-out'
        ? undefined
        : { from: hrefOf(location), expired: state.reason === 'expired' };
    return <Navigate to={paths.auth.login.path} replace state={redirect} />;
  }
  return <Outlet />;
}

/** Login and register: a signed-in visitor goes (back) to the dashboard. */
export function PublicOnlyRoute() {
  const { state } = useAuth();
  const location = useLocation();
  const loader = useLoadingFade(state.status === 'loading');

  if (state.status === 'loading' || loader.visible) return <AuthLoadingScreen fading={loader.fading} />;
  if (state.status === 'authenticated') return <Navigate to={returnPathFrom(location.state)} replace />;
  return <Outlet />;
}
