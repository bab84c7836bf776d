import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { DashboardLayout } from '../../../components/layouts/dashboard-layout';
import { SubOrganizationPicker } from '../../../components/layouts/sub-organization-picker';
import { Toaster } from '../../../components/ui/toaster';
import { useDevices } from '../../../features/devices/api/get-devices';
import { ActiveAlertBanner } from '../../../features/emergency-alerts/components/active-alert-banner';
import { EmergencyButton } from '../../../features/emergency-alerts/components/emergency-button';
import { MailBacklogBanner } from '../../../features/mail/components/mail-backlog-banner';
import { useUser } from '../../../lib/auth/auth-context';
import { countScreens } from '../../../lib/sub-organizations/resolve-selection';
import { SubOrganizationProvider } from '../../../lib/sub-organizations/sub-organization-provider';

/** Frame of every protected page: the shell, the sub-organization selection and the toasts. */
export function DashboardRoot({ fullWidth = false }: { fullWidth?: boolean }) {
  const user = useUser();
  const devices = useDevices(user?.org_id);
  // Counts pick a first building for users who never chose one; without them, name order decides.
  const screens = useMemo(
    () =>
      devices.data ? countScreens(devices.data) : devices.isError ? new Map<string | null, number>() : null,
    [devices.data, devices.isError],
  );
  return (
    <SubOrganizationProvider screensBySubOrganization={screens}>
      <DashboardLayout
        fullWidth={fullWidth}
        topBarSlot={<SubOrganizationPicker />}
        actionsSlot={user && <EmergencyButton user={user} devices={devices.data} />}
        bannerSlot={
          user && (
            <>
              <ActiveAlertBanner user={user} />
              <MailBacklogBanner user={user} />
            </>
          )
        }
      >
        <Outlet />
      </DashboardLayout>
      <Toaster />
    </SubOrganizationProvider>
  );
}
