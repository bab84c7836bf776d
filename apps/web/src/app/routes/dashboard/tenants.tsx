import type { Device } from '@foyer/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { PublishAllButton } from '../../../components/publish-all/publish-all-button';
import { PUBLISH_ALL_TEXT } from '../../../components/publish-all/publish-all-text';
import { useDevices } from '../../../features/devices/api/get-devices';
import { useThemes } from '../../../features/themes/api/get-themes';
import { TenantSyncPanel } from '../../../features/tenant-sync/components/tenant-sync-panel';
import { ImportPreviewDialog } from '../../../features/tenants/components/import-preview-dialog';
import { TenantsPage } from '../../../features/tenants/components/tenants-page';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSelectedSubOrganization } from '../../../lib/sub-organizations/sub-organization-context';
import { useSelectedBuilding } from '../../../lib/sub-organizations/use-selected-building';

/** The names of the screens showing each tenant list, by list id, in name order. */
function screensByList(devices: readonly Device[] | undefined): Map<string, string[]> {
  const byList = new Map<string, string[]>();
  for (const device of devices ?? []) {
    if (!device.tenants_id) continue;
    byList.set(device.tenants_id, [...(byList.get(device.tenants_id) ?? []), device.name]);
  }
  for (const names of byList.values()) names.sort((a, b) => a.localeCompare(b));
  return byList;
}

/** /dashboard/tenants, /dashboard/tenants/new and /dashboard/tenants/{id} (docs/product.md §2 Tenants page). */
export function TenantsRoute({ startCreating = false }: { startCreating?: boolean }) {
  const { state } = useAuth();
  const { selected, subOrganizations } = useSelectedSubOrganization();
  const { building } = useSelectedBuilding();
  const buildingNames = useMemo(
    () => new Map(subOrganizations.map((subOrganization) => [subOrganization.id, subOrganization.name])),
    [subOrganizations],
  );
  const { id } = useParams();
  const devices = useDevices(state.status === 'authenticated' ? state.user.org_id : undefined);
  const themes = useThemes(state.status === 'authenticated' ? state.user.org_id : undefined);
  const screens = useMemo(() => screensByList(devices.data), [devices.data]);
  if (state.status !== 'authenticated') return null;
  return (
    <TenantsPage
      key={startCreating ? 'new' : 'list'}
      actor={state.user}
      subOrganization={selected}
      organizationName={state.organization?.name ?? ''}
      openListId={id}
      startCreating={startCreating}
      screensByList={screens}
      building={building}
      buildingNames={buildingNames}
      renderSync={(list) => (
        // A sync's preview is the import's own dialog (docs/product.md §13).
        <TenantSyncPanel
          actor={state.user}
          list={list}
          renderPreview={(props) => <ImportPreviewDialog {...props} />}
        />
      )}
      renderPublishAll={(listId) => (
        <PublishAllButton
          actor={state.user}
          devices={(devices.data ?? []).filter((device) => device.tenants_id === listId)}
          description={PUBLISH_ALL_TEXT.descriptionForList}
          themes={themes.data}
        />
      )}
    />
  );
}
