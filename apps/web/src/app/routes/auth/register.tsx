import { AuthLayout } from '../../../components/layouts/auth-layout';
import { PageTitle } from '../../../components/layouts/page-title';
import { RegisterFooter, RegisterForm } from '../../../features/auth/components/register-form';

export function RegisterRoute() {
  return (
    <AuthLayout footer={<RegisterFooter />}>
      <PageTitle title="Create account" />
      <RegisterForm />
    </AuthLayout>
  );
}
