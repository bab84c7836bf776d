import { Outlet } from 'react-router';
import { DashboardLayout } from '../../../components/layouts/dashboard-layout';
import { Toaster } from '../../../components/ui/toaster';

/** Frame of every protected page. */
export function DashboardRoot({ fullWidth = false }: { fullWidth?: boolean }) {
  return (
    <>
      {/* Issue 3 puts the sub-organization picker into `topBarSlot`. */}
      <DashboardLayout fullWidth={fullWidth}>
        <Outlet />
      </DashboardLayout>
      <Toaster />
    </>
  );
}
