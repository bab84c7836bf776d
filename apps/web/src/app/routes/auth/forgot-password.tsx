import { AuthLayout } from '../../../components/layouts/auth-layout';
import { PageTitle } from '../../../components/layouts/page-title';
import { BackToSignIn, ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <AuthLayout footer={<BackToSignIn />}>
      <PageTitle title="Forgot password" />
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
