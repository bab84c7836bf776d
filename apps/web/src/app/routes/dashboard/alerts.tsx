import { useDevices } from '../../../features/devices/api/get-devices';
import { AlertsPage } from '../../../features/emergency-alerts/components/alerts-page';
import { useAuth } from '../../../lib/auth/auth-context';

/** /dashboard/alerts (docs/product.md §10): every member sees the alerts; Owners and Admins run them. */
export function AlertsRoute() {
  const { state } = useAuth();
  const devices = useDevices(state.status === 'authenticated' ? state.user.org_id : undefined);
  if (state.status !== 'authenticated') return null;
  return <AlertsPage user={state.user} devices={devices.data} />;
}
