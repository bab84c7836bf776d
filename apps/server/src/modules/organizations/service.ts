import { ORGANIZATION_MESSAGES, type Organization, type UpdateOrganizationBody } from '@foyer/shared';
import type { AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { NotFound } from '../../platform/errors';
import { authorize } from '../../platform/permissions';
import { findOrganizationById, rowToOrganization, updateOrganizationRow } from './repo';

// What other modules use of the organization's records, inside their own transactions: signing up
// creates one, inviting names it, and every change to users or buildings is serialized per
// organization (docs/architecture.md "Module map").
export {
  existingSubOrganizationIds,
  findOrganizationById,
  inOrganizationTransaction,
  insertOrganization,
  rowToOrganization,
  subOrganizationNames,
} from './repo';

const refusals = { notFound: ORGANIZATION_MESSAGES.notFound };

async function load(ctx: AppContext, id: string): Promise<Organization> {
  const row = await findOrganizationById(ctx.db, id);
  // The actor's own organization always exists (foreign key); reaching here is a broken invariant.
  if (!row) throw new NotFound(ORGANIZATION_MESSAGES.notFound);
  return rowToOrganization(row);
}

/** Any member reads their organization; another organization is 404. */
export async function getOrganization(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
): Promise<Organization> {
  authorize(actor, 'content:read', { org_id: orgId }, refusals);
  return load(ctx, orgId);
}

export async function updateOrganization(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  body: UpdateOrganizationBody,
): Promise<Organization> {
  authorize(
    actor,
    'organization:edit',
    { org_id: orgId },
    {
      ...refusals,
      forbidden:
        body.name === undefined
          ? 'Only Owners and Admins can change screen alerts'
          : 'Only Owners and Admins can rename the organization',
    },
  );
  const { name, screen_offline_alert_minutes } = body;
  // Absent fields are left out, so each keeps its stored value.
  await updateOrganizationRow(ctx.db, orgId, {
    ...(name !== undefined && { name }),
    ...(screen_offline_alert_minutes !== undefined && { screen_offline_alert_minutes }),
  });
  return load(ctx, orgId);
}
