import { ORGANIZATION_MESSAGES, type Organization, type UpdateOrganizationBody } from '@foyer/shared';
import type { AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { NotFound } from '../../platform/errors';
import { authorize } from '../../platform/permissions';
import type { Db } from '../../db/connection';
import { newId } from '../../platform/tokens';
import {
  existingSubOrganizationIds,
  findOrganizationById,
  insertOrganization,
  lockOrganization,
  rowToOrganization,
  subOrganizationNames,
  updateOrganizationRow,
} from './repo';

/*
 * What other modules do with organizations, each on `db`, which may be their transaction
 * (docs/architecture.md "Module map").
 */

/**
 * Runs `work` in a transaction that first takes the organization row's lock: every change to
 * an organization's users (Edit User, Manage Access, Delete User, invitations) and every alert
 * start goes through here, so they run one at a time and `work` decides on rows it reads afresh
 * inside (SQLite serializes transactions anyway).
 */
export async function inOrganizationTransaction<T>(
  db: Db,
  orgId: string,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockOrganization(trx, orgId);
    return work(trx);
  });
}

/** Sign-up: the new organization, with the defaults the database fills in. */
export async function createOrganization(db: Db, input: { name: string; at: string }): Promise<Organization> {
  return rowToOrganization(
    await insertOrganization(db, { id: newId(), name: input.name, created_at: input.at }),
  );
}

/** The organization as stored (sign-in's /me, an invitation naming it, a publish copying its name). */
export async function findOrganization(db: Db, id: string): Promise<Organization | undefined> {
  const row = await findOrganizationById(db, id);
  return row && rowToOrganization(row);
}

/** Which of `ids` are sub-organizations of the organization (users' access lists, an item's building). */
export async function whichSubOrganizationsExist(
  db: Db,
  orgId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  return existingSubOrganizationIds(db, orgId, ids);
}

/** The names of the organization's sub-organizations among `ids`, by id (a user's audit line). */
export async function namesOfSubOrganizations(
  db: Db,
  orgId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  return subOrganizationNames(db, orgId, ids);
}

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
        body.name !== undefined
          ? 'Only Owners and Admins can rename the organization'
          : body.screen_offline_alert_minutes !== undefined
            ? 'Only Owners and Admins can change screen alerts'
            : 'Only Owners and Admins can change the default time zone',
    },
  );
  const { name, screen_offline_alert_minutes, default_time_zone } = body;
  // Absent fields are left out, so each keeps its stored value.
  await updateOrganizationRow(ctx.db, orgId, {
    ...(name !== undefined && { name }),
    ...(screen_offline_alert_minutes !== undefined && { screen_offline_alert_minutes }),
    ...(default_time_zone !== undefined && { default_time_zone }),
  });
  return load(ctx, orgId);
}
