import { can, type User } from '@foyer/shared';
import { paths } from '../../../config/paths';
import { AnalyticsPage } from '../../../features/analytics/components/analytics-page';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSelectedSubOrganization } from '../../../lib/sub-organizations/sub-organization-context';

/** /dashboard/analytics: the screens of the selected sub-organization. */
export function AnalyticsRoute() {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return null;
  return <Analytics actor={state.user} />;
}

function Analytics({ actor }: { actor: User }) {
  const { selected, status } = useSelectedSubOrganization();
  if (status === 'loading') return null;
  return (
    <AnalyticsPage
      orgId={actor.org_id}
      subOrgId={selected?.id ?? null}
      place={selected?.name ?? null}
      createPath={can(actor, 'content:write') ? paths.app.devicesNew.path : undefined}
    />
  );
}
