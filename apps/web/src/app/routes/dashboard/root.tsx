import { Outlet } from 'react-router';
import { DashboardLayout } from '../../../components/layouts/dashboard-layout';
import { SubOrganizationPicker } from '../../../components/layouts/sub-organization-picker';
import { Toaster } from '../../../components/ui/toaster';
import { SubOrganizationProvider } from '../../../lib/sub-organizations/sub-organization-provider';

/** Frame of every protected page: the shell, the sub-organization selection and the toasts. */
export function DashboardRoot({ fullWidth = false }: { fullWidth?: boolean }) {
  return (
    <SubOrganizationProvider>
      <DashboardLayout fullWidth={fullWidth} topBarSlot={<SubOrganizationPicker />}>
        <Outlet />
      </DashboardLayout>
      <Toaster />
    </SubOrganizationProvider>
  );
}
