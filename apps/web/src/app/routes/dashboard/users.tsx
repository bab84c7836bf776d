import { can } from '@foyer/shared';
import { NoAccess } from '../../../components/errors/no-access';
import { paths } from '../../../config/paths';
import { UsersManager } from '../../../features/users/components/users-manager';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSelectedSubOrganization } from '../../../lib/sub-organizations/sub-organization-context';

/** /dashboard/users: Owners and Admins manage the organization's people (docs/product.md §2 Users page). */
export function UsersRoute() {
  const { state, refresh } = useAuth();
  const { subOrganizations, status } = useSelectedSubOrganization();
  if (state.status !== 'authenticated') return null;
  if (!can(state.user, 'users:list')) return <NoAccess title={paths.app.users.title} action="users:list" />;
  return (
    <UsersManager
      actor={state.user}
      organization={state.organization}
      subOrganizations={subOrganizations}
      subOrganizationsLoading={status === 'loading'}
      description={paths.app.users.description}
      onSelfUpdated={() => void refresh().catch(() => undefined)}
    />
  );
}
