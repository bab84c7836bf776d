import { can } from '@foyer/shared';
import { Palette } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NoAccess } from '../../../components/errors/no-access';
import { PublishAllButton } from '../../../components/publish-all/publish-all-button';
import { PUBLISH_ALL_TEXT } from '../../../components/publish-all/publish-all-text';
import { useDevices } from '../../../features/devices/api/get-devices';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { ImageSourceControls } from '../../../features/images/components/image-source-controls';
import { useTheme } from '../../../features/themes/api/get-theme';
import type { ImageSourceSlotProps } from '../../../features/themes/components/image-source-slot';
import { ThemeBuilder } from '../../../features/themes/components/theme-builder';
import { THEMES_TEXT } from '../../../features/themes/messages';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSelectedSubOrganization } from '../../../lib/sub-organizations/sub-organization-context';

/** /dashboard/themes/create and /dashboard/themes/:id/edit (docs/product.md §2 Theme builder). Viewers may not edit. */
export function ThemeBuilderRoute() {
  const { id } = useParams();
  const { state } = useAuth();
  const { selected } = useSelectedSubOrganization();
  const query = useTheme(id);
  const devices = useDevices(state.status === 'authenticated' ? state.user.org_id : undefined);
  if (state.status !== 'authenticated') return null;
  const page = id ? paths.app.themeEdit : paths.app.themesCreate;
  if (!can(state.user, 'content:write')) return <NoAccess title={page.title} action="content:write" />;

  const orgId = state.organization?.id ?? state.user.org_id ?? null;
  const uploadedBy = state.user.id;
  const common = {
    orgId,
    subOrgId: selected?.id ?? null,
    listPath: paths.app.themes.path,
    editHref: paths.app.themeEdit.getHref,
    // Editors may upload too (docs/product.md §6 'images:upload'); the library lists the organization's images.
    renderImageSource: can(state.user, 'images:upload')
      ? (props: ImageSourceSlotProps) => (
          <ImageSourceControls orgId={orgId} uploadedBy={uploadedBy} {...props} />
        )
      : undefined,
  };
  if (!id) return <ThemeBuilder key="create" {...common} />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <div className="p-6">
        <EmptyState
          tone="neutral"
          icon={<Palette />}
          title={THEMES_TEXT.notFound}
          description="It may have been deleted, or you may not have access to it."
          action={
            <Button asChild variant="secondary">
              <Link to={paths.app.themes.path}>Back to themes</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <ThemeBuilder
      key={id}
      theme={query.data}
      onReload={() => query.refetch()}
      publishSlot={
        <PublishAllButton
          actor={state.user}
          devices={(devices.data ?? []).filter((device) => device.theme_id === id)}
          description={PUBLISH_ALL_TEXT.descriptionForTheme}
          themes={[query.data]}
        />
      }
      {...common}
    />
  );
}
