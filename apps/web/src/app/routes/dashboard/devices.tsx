import { can, type TenantEntry, type User } from '@foyer/shared';
import { useMemo } from 'react';
import { paths } from '../../../config/paths';
import { DevicesList } from '../../../features/devices/components/devices-list';
import { useTenantLists } from '../../../features/tenants/api/get-tenant-lists';
import { useThemes } from '../../../features/themes/api/get-themes';
import { useAuth } from '../../../lib/auth/auth-context';
import { ViewerHome } from './viewer-home';
import { useSelectedBuilding } from '../../../lib/sub-organizations/use-selected-building';

/** /dashboard and /dashboard/devices. */
export function DevicesRoute() {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return null;
  if (!can(state.user, 'nav:content')) {
    return <ViewerHome actor={state.user} organization={state.organization?.name ?? null} />;
  }
  return <Devices actor={state.user} />;
}

/** The list, with the themes and tenant lists its card previews show. */
function Devices({ actor }: { actor: User }) {
  const { subOrgId, building } = useSelectedBuilding();
  const themes = useThemes(actor.org_id);
  const tenantLists = useTenantLists(actor.org_id, null);
  const tenantEntries = useMemo(
    () => new Map<string, TenantEntry[]>((tenantLists.data ?? []).map((list) => [list.id, list.entries])),
    [tenantLists.data],
  );
  return (
    <DevicesList
      actor={actor}
      subOrgId={subOrgId}
      building={building}
      themes={themes.data ?? []}
      tenantEntries={tenantEntries}
      createPath={paths.app.devicesNew.path}
      editHref={paths.app.deviceEdit.getHref}
    />
  );
}
