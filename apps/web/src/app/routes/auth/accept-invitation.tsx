import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { PageTitle } from '../../../components/layouts/page-title';
import { AcceptInvitation } from '../../../features/invitations/components/accept-invitation';
import { usePrefetchDashboardOnce } from '../dashboard/prefetch';

/** /accept-invitation?token=… (public). */
export function AcceptInvitationRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  // The form is about to lead into the dashboard: fetch its code while the person types.
  const warmUp = usePrefetchDashboardOnce();

  return (
    <AuthLayout>
      <PageTitle title="Accept invitation" />
      <AcceptInvitation token={token} onReady={warmUp} />
    </AuthLayout>
  );
}
