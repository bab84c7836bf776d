import { can } from '@foyer/shared';
import { NoAccess } from '../../../components/errors/no-access';
import { paths } from '../../../config/paths';
import { AuditLogPage } from '../../../features/audit-log/components/audit-log-page';
import { useAuth } from '../../../lib/auth/auth-context';

/** /dashboard/audit-log: Owners and Admins only (docs/product.md §10). */
export function AuditLogRoute() {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return null;
  if (!can(state.user, 'audit:read', { org_id: state.user.org_id }))
    return <NoAccess title={paths.app.auditLog.title} action="audit:read" />;
  return <AuditLogPage orgId={state.user.org_id} />;
}
