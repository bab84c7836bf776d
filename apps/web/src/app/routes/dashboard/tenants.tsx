import { TenantsPage } from '../../../features/tenants/components/tenants-page';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSelectedSubOrganization } from '../../../lib/sub-organizations/sub-organization-context';

/** /dashboard/tenants and /dashboard/tenants/new (SPEC §2 Tenants page). */
export function TenantsRoute({ startCreating = false }: { startCreating?: boolean }) {
  const { state } = useAuth();
  const { selected } = useSelectedSubOrganization();
  if (state.status !== 'authenticated') return null;
  return (
    <TenantsPage
      key={startCreating ? 'new' : 'list'}
      actor={state.user}
      subOrganization={selected}
      organizationName={state.organization?.name ?? ''}
      startCreating={startCreating}
    />
  );
}
