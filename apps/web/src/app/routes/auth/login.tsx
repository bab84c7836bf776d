import { useLocation } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { PageTitle } from '../../../components/layouts/page-title';
import { LoginFooter, LoginForm } from '../../../features/auth/components/login-form';
import { usePrefetchDashboardOnce } from '../dashboard/prefetch';

function sessionExpired(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'expired' in state && state.expired === true;
}

export function LoginRoute() {
  const location = useLocation();
  // Once someone starts signing in, fetch the dashboard's code so it opens at once.
  const warmUp = usePrefetchDashboardOnce();

  return (
    <div onInput={warmUp} onPointerDown={warmUp}>
      <AuthLayout footer={<LoginFooter />}>
        <PageTitle title="Sign in" />
        <LoginForm
          notice={
            sessionExpired(location.state) ? 'Your session has ended. Please sign in again.' : undefined
          }
        />
      </AuthLayout>
    </div>
  );
}
