import {
  seesAllSubOrganizations,
  unknownSubOrganizationMessage,
  USER_MESSAGES,
  type Role,
} from '@foyer/shared';
import type { Db } from '../../db/connection';
import { Invalid } from '../../platform/errors';
import { existingSubOrganizationIds } from '../organizations/service';

const FIELD = 'accessibleSubOrganizations';

/**
 * The access list to store for a user of `role`. Every id must be a sub-organization of the
 * organization (else 400 naming it). Owners and Admins reach all by their role, so theirs is
 * stored and answered as []; Editors and Viewers need at least one.
 */
export async function accessListFor(
  db: Db,
  orgId: string,
  role: Role,
  ids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  const existing = await existingSubOrganizationIds(db, orgId, unique);
  const unknown = ids.findIndex((id) => !existing.has(id));
  if (unknown >= 0) {
    const message = unknownSubOrganizationMessage(ids[unknown] ?? '');
    throw new Invalid(message, [{ path: `${FIELD}.${unknown}`, message }]);
  }
  if (seesAllSubOrganizations(role)) return [];
  if (unique.length === 0) {
    throw new Invalid(USER_MESSAGES.subOrganizationRequired, [
      { path: FIELD, message: USER_MESSAGES.subOrganizationRequired },
    ]);
  }
  return unique;
}
