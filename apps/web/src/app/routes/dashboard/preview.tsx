import { can, categoryDictionaryOf, type User } from '@foyer/shared';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useDevices } from '../../../features/devices/api/get-devices';
import { PreviewPage } from '../../../features/preview/components/preview-page';
import { modeFromSearch, type PreviewMode } from '../../../features/preview/lib/preview-state';
import { useTenantLists } from '../../../features/tenants/api/get-tenant-lists';
import { useCategoryTranslations } from '../../../features/tenants/api/category-translations';
import { useThemes } from '../../../features/themes/api/get-themes';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSubOrganizations } from '../../../lib/sub-organizations/get-sub-organizations';
import { useMobileDirectories } from '../../../lib/sub-organizations/mobile-directories';
import { useSelectedSubOrganization } from '../../../lib/sub-organizations/sub-organization-context';

/** /dashboard/preview and /dashboard/preview/{id} (docs/product.md §2 Preview page). */
export function PreviewRoute() {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return null;
  return <Preview actor={state.user} organizationName={state.organization?.name} />;
}

function Preview({ actor, organizationName }: { actor: User; organizationName?: string }) {
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { selected } = useSelectedSubOrganization();
  const devices = useDevices(actor.org_id);
  const themes = useThemes(actor.org_id);
  const tenantLists = useTenantLists(actor.org_id, null);
  // What a publish copies of the device's building (its name, its directory's QR code).
  const buildings = useSubOrganizations(actor.org_id);
  const directories = useMobileDirectories(actor.org_id);
  // The category translations a publish copies (docs/decisions/languages.md LNG-21).
  const translations = useCategoryTranslations(actor.org_id).data;
  const categoryTranslations = useMemo(
    () => (translations ? categoryDictionaryOf(translations.categories) : undefined),
    [translations],
  );
  const mode = modeFromSearch(search.get('mode'));
  const page = id ? paths.app.previewDevice : paths.app.preview;

  const withMode = (next: PreviewMode) => (next === 'published' ? '?mode=published' : '');
  return (
    <PreviewPage
      title={page.title}
      description={page.description}
      orgId={actor.org_id}
      deviceId={id}
      subOrgId={selected?.id ?? null}
      devices={devices}
      themes={themes}
      tenantLists={tenantLists}
      buildings={buildings.data}
      directories={directories.data}
      organizationName={organizationName}
      categoryTranslations={categoryTranslations}
      mode={mode}
      onSelectDevice={(deviceId) =>
        void navigate(`${paths.app.previewDevice.getHref(deviceId)}${withMode(mode)}`)
      }
      onModeChange={(next) =>
        setSearch(
          (current) => {
            const params = new URLSearchParams(current);
            if (next === 'published') params.set('mode', 'published');
            else params.delete('mode');
            return params;
          },
          { replace: true },
        )
      }
      editHref={can(actor, 'content:write') ? paths.app.deviceEdit.getHref : undefined}
    />
  );
}
