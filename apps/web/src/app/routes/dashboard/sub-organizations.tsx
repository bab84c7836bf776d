import type { PageInfo } from '../../../config/paths';
import { SubOrganizationsManager } from '../../../features/sub-organizations/components/sub-organizations-manager';
import { useAuth } from '../../../lib/auth/auth-context';

/** /dashboard/sub-organizations and /dashboard/organizations (docs/product.md §2 Sub-organizations page). */
export function SubOrganizationsRoute({ page }: { page: PageInfo }) {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return null;
  return <SubOrganizationsManager actor={state.user} title={page.title} description={page.description} />;
}
