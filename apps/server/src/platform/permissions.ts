import { can, type Action, type Actor, type Resource } from '@foyer/shared';
import { Forbidden, NotFound } from './errors';

export interface Refusals {
  /** Answer when the resource belongs to another organization. */
  notFound?: string;
  /** Answer when `can()` says no. */
  forbidden?: string;
}

/**
 * The gate of every protected action. A resource of another organization is answered 404,
 * so its existence stays hidden; then `can()` (the dashboard's own table) decides, and a
 * refusal is 403.
 */
export function authorize(
  actor: Actor,
  action: Action,
  resource: Resource = {},
  refusals: Refusals = {},
): void {
  const orgId = resource.user?.org_id ?? resource.org_id;
  if (orgId !== undefined && orgId !== actor.org_id) throw new NotFound(refusals.notFound);
  if (!can(actor, action, resource))
    throw new Forbidden(refusals.forbidden ?? 'You do not have permission to do this');
}

/** An `org_id` sent in a body must be the actor's own organization; any other is 404. */
export function requireOwnOrganization(actor: Actor, orgId: string | undefined, notFound?: string): void {
  if (orgId !== undefined && orgId !== actor.org_id) throw new NotFound(notFound);
}
