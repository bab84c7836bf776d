import { useParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { PageTitle } from '../../../components/layouts/page-title';
import { InvalidResetLink, ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { AUTH_TEXT } from '../../../features/auth/messages';

export function ResetPasswordRoute() {
  const { token } = useParams();
  return (
    <AuthLayout>
      <PageTitle title="Reset password" />
      {token ? (
        // Keyed so a different link in the same tab starts over.
        <ResetPasswordForm key={token} token={token} />
      ) : (
        <InvalidResetLink reason={AUTH_TEXT.missingResetToken} />
      )}
    </AuthLayout>
  );
}
