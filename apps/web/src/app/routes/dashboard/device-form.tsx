import { can, listedUnder, type TenantEntry, type User } from '@foyer/shared';
import { Monitor } from 'lucide-react';
import { useParams } from 'react-router';
import { NoAccess } from '../../../components/errors/no-access';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useDevices } from '../../../features/devices/api/get-devices';
import { DeviceForm } from '../../../features/devices/components/device-form';
import { DEVICES_TEXT } from '../../../features/devices/messages';
import { useCreateTenantList } from '../../../features/tenants/api/create-tenant-list';
import { useTenantLists } from '../../../features/tenants/api/get-tenant-lists';
import { useThemes } from '../../../features/themes/api/get-themes';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSelectedSubOrganization } from '../../../lib/sub-organizations/sub-organization-context';

const LINKS = {
  list: paths.app.devices.path,
  createTheme: paths.app.themesCreate.path,
  editTheme: paths.app.themeEdit.getHref,
  tenants: (id: string | null) => (id ? paths.app.tenantList.getHref(id) : paths.app.tenants.path),
  preview: paths.app.previewDevice.getHref,
};

/** /dashboard/devices/new, /create and /{id}/edit (docs/product.md §2 Device create and edit). */
export function DeviceFormRoute() {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return null;
  // Refused before anything is typed, by the rule the server applies on save.
  if (!can(state.user, 'content:write')) return <DeviceNoAccess />;
  return <DeviceFormPage actor={state.user} />;
}

function DeviceNoAccess() {
  const { id } = useParams();
  return (
    <NoAccess title={id ? paths.app.deviceEdit.title : paths.app.devicesNew.title} action="content:write" />
  );
}

function DeviceFormPage({ actor }: { actor: User }) {
  const { id } = useParams();
  const { selected } = useSelectedSubOrganization();
  const subOrgId = selected?.id ?? null;
  const devices = useDevices(actor.org_id);
  const themes = useThemes(actor.org_id);
  const tenantLists = useTenantLists(actor.org_id, null);
  const createTenantList = useCreateTenantList();

  if ((id && devices.isPending) || themes.isPending || tenantLists.isPending) return <PageLoader />;
  const device = id ? devices.data?.find((candidate) => candidate.id === id) : undefined;
  if (id && !device) {
    return <EmptyState tone="neutral" icon={<Monitor />} title={DEVICES_TEXT.notFound} />;
  }
  const scope = device?.sub_org_id ?? subOrgId;
  return (
    <DeviceForm
      key={device?.id ?? 'new'}
      actor={actor}
      device={device}
      subOrgId={scope}
      themes={(themes.data ?? []).filter((theme) => listedUnder(theme, scope))}
      tenantLists={tenantLists.data ?? []}
      onCreateTenants={(name: string, entries: TenantEntry[]) =>
        createTenantList.mutateAsync({
          org_id: actor.org_id,
          sub_org_id: scope,
          name,
          scope: 'global',
          entries,
        })
      }
      links={LINKS}
    />
  );
}
