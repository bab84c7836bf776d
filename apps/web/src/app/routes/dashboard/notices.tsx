import { can } from '@foyer/shared';
import { useDevices } from '../../../features/devices/api/get-devices';
import { ImageSourceControls } from '../../../features/images/components/image-source-controls';
import type { RenderNoticeImageSource } from '../../../features/notices/components/notice-dialog';
import { NoticesPage } from '../../../features/notices/components/notices-page';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSelectedSubOrganization } from '../../../lib/sub-organizations/sub-organization-context';

/** /dashboard/notices (docs/product.md §12): every member who reads content sees the notices; writers change them. */
export function NoticesRoute() {
  const { state } = useAuth();
  const { selected } = useSelectedSubOrganization();
  const devices = useDevices(state.status === 'authenticated' ? state.user.org_id : undefined);
  if (state.status !== 'authenticated') return null;
  const { user } = state;
  // The organization's image library, as the theme builder offers it (Editors may upload too).
  const renderImageSource: RenderNoticeImageSource | undefined = can(user, 'images:upload')
    ? (props) => <ImageSourceControls orgId={user.org_id} uploadedBy={user.id} {...props} />
    : undefined;
  return (
    <NoticesPage
      user={user}
      devices={devices.data}
      selectedBuildingId={selected?.id ?? null}
      renderImageSource={renderImageSource}
    />
  );
}
