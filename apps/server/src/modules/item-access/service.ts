import { seesAllSubOrganizations, unknownSubOrganizationMessage } from '@foyer/shared';
import type { Db } from '../../db/connection';
import { isForeignKeyViolation } from '../../db/errors';
import type { AuthActor } from '../../platform/auth';
import { Invalid } from '../../platform/errors';
import { authorize } from '../../platform/permissions';
import { whichSubOrganizationsExist } from '../organizations/service';

/*
 * What themes, devices and tenant lists (the items) share: the access rules (another
 * organization's item is 404, the role decides writes (403), then the item's building must be one
 * the caller reaches (403)) and the published state their saves change.
 */

export interface ItemMessages {
  notFound: string;
  notAllowed: string;
  subOrganizationNotAllowed: string;
}

export interface OwnedItem {
  org_id: string;
  sub_org_id: string | null;
}

export function unknownSubOrganization(id: string): Invalid {
  const message = unknownSubOrganizationMessage(id);
  return new Invalid(message, [{ path: 'sub_org_id', message }]);
}

/** A sub-organization deleted between the check and the write: the foreign key refuses it (400). */
export async function refusingVanishedSubOrganization<T>(
  subOrgId: string | null,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (subOrgId !== null && isForeignKeyViolation(error)) throw unknownSubOrganization(subOrgId);
    throw error;
  }
}

export async function requireSubOrganization(db: Db, orgId: string, subOrgId: string): Promise<void> {
  const existing = await whichSubOrganizationsExist(db, orgId, [subOrgId]);
  if (!existing.has(subOrgId)) throw unknownSubOrganization(subOrgId);
}

/** An item the actor may take `action` on; another organization's is 404. */
export function authorizeItem(
  actor: AuthActor,
  item: OwnedItem,
  action: 'content:read' | 'content:write',
  messages: ItemMessages,
): void {
  authorize(
    actor,
    action,
    { org_id: item.org_id },
    { notFound: messages.notFound, forbidden: messages.notAllowed },
  );
  authorize(
    actor,
    action,
    { org_id: item.org_id, sub_org_id: item.sub_org_id },
    { notFound: messages.notFound, forbidden: messages.subOrganizationNotAllowed },
  );
}

/** Role may write (403), the sub-organization exists in the organization (400), the actor reaches it (403). */
export async function authorizeWriteInto(
  db: Db,
  actor: AuthActor,
  orgId: string,
  subOrgId: string | null,
  messages: ItemMessages,
): Promise<void> {
  authorize(
    actor,
    'content:write',
    { org_id: orgId },
    { notFound: messages.notFound, forbidden: messages.notAllowed },
  );
  if (subOrgId === null) return;
  await requireSubOrganization(db, orgId, subOrgId);
  authorize(
    actor,
    'content:write',
    { org_id: orgId, sub_org_id: subOrgId },
    { forbidden: messages.subOrganizationNotAllowed },
  );
}

/**
 * The sub-organizations a list shows: null for all (Owners, Admins), else the reachable ones;
 * `subOrgId` narrows to one (checked to exist and be reachable).
 */
export async function listScope(
  db: Db,
  actor: AuthActor,
  orgId: string,
  subOrgId: string | undefined,
  messages: ItemMessages,
  orgNotFound: string,
): Promise<readonly string[] | null> {
  authorize(actor, 'content:read', { org_id: orgId }, { notFound: orgNotFound });
  if (subOrgId === undefined) {
    return seesAllSubOrganizations(actor.role) ? null : actor.accessibleSubOrganizations;
  }
  await requireSubOrganization(db, orgId, subOrgId);
  authorize(
    actor,
    'content:read',
    { org_id: orgId, sub_org_id: subOrgId },
    { forbidden: messages.subOrganizationNotAllowed },
  );
  return [subOrgId];
}

/**
 * Published devices showing `column` = `id` now differ from their bundle ('CHANGES, PLEASE
 * PUBLISH'). Called by the themes and tenants services in the transaction that saves the theme or
 * list, so the badge and the saved content never disagree; it lives here, below both and below
 * devices, so that saving content does not make themes and tenants depend on the devices module
 * (docs/architecture.md "Module map").
 */
export async function markDevicesChanged(
  db: Db,
  column: 'theme_id' | 'tenants_id',
  id: string,
  at: string,
  /** When given, only the devices of these buildings (null: those without a building), LNG-20. */
  onlySubOrgIds?: readonly (string | null)[],
): Promise<void> {
  let query = db
    .updateTable('devices')
    .set({ has_unpublished_changes: 1, updated_at: at })
    .where(column, '=', id)
    .where('has_been_published', '=', 1);
  if (onlySubOrgIds) {
    const ids = onlySubOrgIds.filter((subOrgId): subOrgId is string => subOrgId !== null);
    const withNone = ids.length < onlySubOrgIds.length;
    if (ids.length === 0 && !withNone) return;
    query = query.where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('sub_org_id', 'in', ids)] : []),
        ...(withNone ? [eb('sub_org_id', 'is', null)] : []),
      ]),
    );
  }
  await query.execute();
}
