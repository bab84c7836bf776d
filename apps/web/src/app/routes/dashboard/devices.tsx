import { can, type TenantEntry, type User } from '@foyer/shared';
import { Eye } from 'lucide-react';
import { useMemo } from 'react';
import { PageHeader } from '../../../components/layouts/page-header';
import { StatusIcon } from '../../../components/ui/status-icon';
import { paths } from '../../../config/paths';
import { DevicesList } from '../../../features/devices/components/devices-list';
import { useTenantLists } from '../../../features/tenants/api/get-tenant-lists';
import { useThemes } from '../../../features/themes/api/get-themes';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSelectedSubOrganization } from '../../../lib/sub-organizations/sub-organization-context';

/** Viewers have no sidebar entries; their landing page says what they can expect. */
function ViewerHome({ name, organization }: { name: string; organization: string | null }) {
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  return (
    <div className="animate-fade-in">
      <PageHeader
        title={`Welcome, ${firstName}`}
        description={
          organization ? `You have view-only access to ${organization}.` : 'You have view-only access.'
        }
      />
      <section className="mt-8 flex flex-col items-center rounded-2xl border border-zinc-200/80 bg-white px-6 py-16 text-center shadow-sm shadow-zinc-900/[0.04] sm:py-20">
        <StatusIcon tone="neutral">
          <Eye />
        </StatusIcon>
        <h2 className="mt-6 text-base font-semibold text-zinc-950">Nothing to manage here</h2>
        <p className="mt-1.5 max-w-md text-sm leading-6 text-zinc-500">
          Screens, tenant directories and themes are managed by the editors and administrators of your
          organization. Ask one of them if something on a screen needs to change.
        </p>
      </section>
    </div>
  );
}

/** /dashboard and /dashboard/devices. */
export function DevicesRoute() {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return null;
  if (!can(state.user, 'nav:content')) {
    return <ViewerHome name={state.user.name} organization={state.organization?.name ?? null} />;
  }
  return <Devices actor={state.user} />;
}

/** The list, with the themes and tenant lists its card previews show. */
function Devices({ actor }: { actor: User }) {
  const { selected } = useSelectedSubOrganization();
  const themes = useThemes(actor.org_id);
  const tenantLists = useTenantLists(actor.org_id, null);
  const tenantEntries = useMemo(
    () => new Map<string, TenantEntry[]>((tenantLists.data ?? []).map((list) => [list.id, list.entries])),
    [tenantLists.data],
  );
  return (
    <DevicesList
      actor={actor}
      subOrgId={selected?.id ?? null}
      themes={themes.data ?? []}
      tenantEntries={tenantEntries}
      createPath={paths.app.devicesNew.path}
      editHref={paths.app.deviceEdit.getHref}
    />
  );
}
