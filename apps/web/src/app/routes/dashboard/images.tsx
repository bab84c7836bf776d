import { paths } from '../../../config/paths';
import { ImagesLibrary } from '../../../features/images/components/images-library';
import { useAuth } from '../../../lib/auth/auth-context';

/**
 * /dashboard/images: the organization's image library. Only Owners and Admins have it in their
 * menu (docs/product.md §6), but every member may open it: download is open to all, upload is for Editors and
 * up, delete for Owners and Admins, each decided inside by `can()`.
 */
export function ImagesRoute() {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return null;
  return (
    <ImagesLibrary
      actor={state.user}
      title={paths.app.images.title}
      description={paths.app.images.description}
    />
  );
}
