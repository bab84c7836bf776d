import { MailOpen } from 'lucide-react';
import { Link } from 'react-router';
import { AuthHeader, AuthLayout } from '../../../components/layouts/auth-layout';
import { PageTitle } from '../../../components/layouts/page-title';
import { Button } from '../../../components/ui/button';
import { StatusIcon } from '../../../components/ui/status-icon';
import { paths } from '../../../config/paths';

/** Placeholder until invitations arrive (issue 3). */
export function AcceptInvitationRoute() {
  return (
    <AuthLayout>
      <PageTitle title="Accept invitation" />
      <AuthHeader
        title="Invitations are coming soon"
        description="Joining a team by invitation is not available yet. If you were invited, ask the person who invited you to check back shortly."
        icon={
          <StatusIcon tone="brand">
            <MailOpen />
          </StatusIcon>
        }
      />
      <div className="px-6 pt-6 pb-8 sm:px-8 sm:pb-10">
        <Button asChild size="lg" className="w-full">
          <Link to={paths.auth.login.path}>Go to Login</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
