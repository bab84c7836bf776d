import {
  describeChanges,
  unknownSubOrganizationMessage,
  type Role,
  seesAllSubOrganizations,
  can,
  ORGANIZATION_MESSAGES,
  USER_MESSAGES,
  type Action,
  type RegisterBody,
  type UpdateUserAccessBody,
  type UpdateUserBody,
  type User,
} from '@foyer/shared';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { toAuthActor, type AuthActor } from '../../platform/auth';
import { auditActor, recordAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { Conflict, Invalid, NotFound, Unauthorized } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { authorize, requireOwnOrganization } from '../../platform/permissions';
import { newId } from '../../platform/tokens';
import { signOutElsewhere } from '../sessions/service';
import { findInvitationDeliveries } from '../../platform/mail-outbox';
import { normalizeEmail } from '../../platform/emails';
import {
  inOrganizationTransaction,
  namesOfSubOrganizations,
  whichSubOrganizationsExist,
} from '../organizations/service';
import {
  countActiveOwners,
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  isActiveOwner,
  listUsersOfOrganization,
  removeSubOrganizationFromUsers,
  rowToUser,
  setLastLoggedIn,
  setPasswordHash,
  updateUser,
  type NewUser,
  type UserRow,
} from './repo';

/*
 * What other modules do with users, each on `db`, which may be their transaction: sign-up
 * (auth) creates the Owner, inviting and accepting an invitation (invitations) create and
 * complete the invited user, signing in and changing a password (auth, account) read and set
 * the password, deleting a building (sub-organizations) takes it out of every access list.
 */

/** A user with their password's hash (null while invited), for the password checks of other modules. */
export interface UserAccount {
  user: User;
  passwordHash: string | null;
}

/** The API's user of a users row another module read (a session's user, an invitation's, mail recipients). */
export function toUser(row: UserRow): User {
  return rowToUser(row);
}

/** The user as stored now (accepting an invitation, the invitations' answers, one's own account). */
export async function findUser(db: Db, id: string): Promise<User | undefined> {
  const row = await findUserById(db, id);
  return row && rowToUser(row);
}

/** The account of an address (sign-up's check, sign-in, a reset link, inviting). */
export async function findAccountByEmail(db: Db, email: string): Promise<UserAccount | undefined> {
  const row = await findUserByEmail(db, email);
  return row && { user: rowToUser(row), passwordHash: row.password_hash };
}

/** The account of a user (changing one's own password checks the current one). */
export async function findAccount(db: Db, id: string): Promise<UserAccount | undefined> {
  const row = await findUserById(db, id);
  return row && { user: rowToUser(row), passwordHash: row.password_hash };
}

/** Sign-up (its Owner) and inviting (the invited user): a new user, as stored. */
export async function createUser(db: Db, user: NewUser): Promise<User> {
  return rowToUser(await insertUser(db, user));
}

/** Sign-up, sign-in and accepting an invitation: the user signed in at `at`. */
export async function recordSignIn(db: Db, id: string, at: string): Promise<void> {
  await setLastLoggedIn(db, id, at);
}

/** A password reset and changing one's own password: the new password's hash. */
export async function replacePassword(db: Db, id: string, passwordHash: string, at: string): Promise<void> {
  await setPasswordHash(db, id, passwordHash, at);
}

/** Inviting again someone still invited: their new name, role and buildings. */
export async function updateInvitedUser(
  db: Db,
  id: string,
  changes: { name: string; role: Role; accessibleSubOrganizations: string[] },
  at: string,
): Promise<void> {
  await updateUser(db, id, changes, at);
}

/** Accepting an invitation: the invited user takes their name and password and is invited no more. */
export async function completeInvitation(
  db: Db,
  id: string,
  input: { name: string; passwordHash: string },
  at: string,
): Promise<void> {
  await updateUser(db, id, { name: input.name, password_hash: input.passwordHash, isInvited: false }, at);
}

/** One's own account: a new name. */
export async function renameUser(db: Db, id: string, name: string, at: string): Promise<void> {
  await updateUser(db, id, { name }, at);
}

/** Deleting a building: it leaves every access list of its organization, in the delete's transaction. */
export async function forgetBuilding(db: Db, orgId: string, buildingId: string, at: string): Promise<void> {
  await removeSubOrganizationFromUsers(db, orgId, buildingId, at);
}

const organizationRefusals = {
  notFound: ORGANIZATION_MESSAGES.notFound,
  forbidden: USER_MESSAGES.notAllowed,
};

/** Every user, invited ones with how their invitation's mail is doing (`invitationDelivery`). */
export async function listUsers(ctx: AppContext, actor: AuthActor, orgId: string): Promise<User[]> {
  authorize(actor, 'users:list', { org_id: orgId }, organizationRefusals);
  const [rows, deliveries] = await Promise.all([
    listUsersOfOrganization(ctx.db, orgId),
    findInvitationDeliveries(ctx.db, orgId),
  ]);
  return rows.map((row) => {
    const delivery = row.is_invited === 1 ? deliveries.get(row.id) : undefined;
    return { ...rowToUser(row), ...(delivery ? { invitationDelivery: delivery } : {}) };
  });
}

/** Who an action on a user is taken on: a stored row, or the User other modules hold. */
type UserTarget = Pick<User, 'id' | 'role' | 'org_id'>;

/** Why `can()` said no to an action on `target`: only picks the text, the decision is can()'s. */
function refusalText(actor: AuthActor, action: Action, target: UserTarget): string {
  if (!can(actor, action)) return USER_MESSAGES.notAllowed;
  if (target.role === 'Owner') {
    return action === 'users:delete'
      ? USER_MESSAGES.adminCannotDeleteOwner
      : USER_MESSAGES.adminCannotEditOwner;
  }
  return USER_MESSAGES.cannotDeleteSelf;
}

/** `authorize()` on a user: one of another organization is 404, a refusal 403 naming the reason. */
export function authorizeOnUser(actor: AuthActor, action: Action, target: UserTarget): void {
  const user = { id: target.id, role: target.role, org_id: target.org_id };
  authorize(
    actor,
    action,
    { user },
    { notFound: USER_MESSAGES.userNotFound, forbidden: refusalText(actor, action, target) },
  );
}

/** The user `id` as stored now, if the actor may take `action` on them. */
async function targetFor(db: Db, actor: AuthActor, id: string, action: Action): Promise<UserRow> {
  const target = await findUserById(db, id);
  if (!target) throw new NotFound(USER_MESSAGES.userNotFound);
  authorizeOnUser(actor, action, target);
  return target;
}

/**
 * The actor as stored now: inside the organization's transaction a role changed since the
 * request signed in counts (an Owner just demoted acts as an Admin); deleted since, 401.
 */
export async function actorNow(db: Db, actor: AuthActor): Promise<AuthActor> {
  const row = await findUserById(db, actor.id);
  if (!row) throw new Unauthorized();
  return toAuthActor(rowToUser(row), actor.sessionId);
}

/** Refuses (409) taking away the last active Owner; only inside inOrganizationTransaction. */
async function requireAnotherOwner(db: Db, orgId: string): Promise<void> {
  if ((await countActiveOwners(db, orgId)) <= 1) throw new Conflict(USER_MESSAGES.lastOwner);
}

async function assertEmailFree(db: Db, email: string, exceptUserId?: string): Promise<void> {
  const existing = await findUserByEmail(db, email);
  if (existing && existing.id !== exceptUserId) throw new Conflict(USER_MESSAGES.emailTaken);
}

async function reload(db: Db, id: string): Promise<User> {
  const row = await findUserById(db, id);
  if (!row) throw new NotFound(USER_MESSAGES.userNotFound);
  return rowToUser(row);
}

/**
 * Every rule of Edit User, on the target as `db` reads it now; answers the access list to store.
 * Only an Owner gives the Owner role, and not to someone still invited; the last active Owner
 * keeps it. The caller's own password and e-mail are not changed here
 * (docs/decisions/auth-and-users.md AUTH-17).
 */
async function checkEdit(
  db: Db,
  actor: AuthActor,
  id: string,
  body: UpdateUserBody,
  email: string,
): Promise<string[]> {
  const target = await targetFor(db, actor, id, 'users:edit');
  requireOwnOrganization(actor, body.org_id, USER_MESSAGES.userNotFound);
  if (target.id === actor.id) {
    if (body.password) throw fieldError('password', USER_MESSAGES.ownPasswordInSettings);
    if (email !== target.email) throw fieldError('email', USER_MESSAGES.ownEmailByAnother);
  }
  if (body.role === 'Owner' && target.role !== 'Owner') {
    authorize(actor, 'users:assign-owner', {}, { forbidden: USER_MESSAGES.onlyOwnerGivesOwner });
  }
  if (body.role === 'Owner' && target.is_invited === 1) {
    throw new Conflict(USER_MESSAGES.invitedUserCannotBeOwner);
  }
  if (body.password && target.is_invited === 1) throw new Conflict(USER_MESSAGES.invitedUserPassword);
  const accessible = await accessListFor(
    db,
    actor.org_id,
    body.role,
    body.accessibleSubOrganizations ?? rowToUser(target).accessibleSubOrganizations,
  );
  if (email !== target.email) await assertEmailFree(db, email, id);
  if (isActiveOwner(target) && body.role !== 'Owner') await requireAnotherOwner(db, target.org_id);
  return accessible;
}

function fieldError(path: string, message: string): Invalid {
  return new Invalid(message, [{ path, message }]);
}

/** Edit User (rules in checkEdit). A new password signs the user out everywhere except the editor's own session. */
export async function editUser(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  body: UpdateUserBody,
): Promise<User> {
  const email = normalizeEmail(body.email);
  let passwordHash: string | undefined;
  if (body.password) {
    // Hashing is slow, so it happens outside the locked transaction, and not for a request the
    // rules already refuse; the transaction checks them again on the locked, fresh row.
    await checkEdit(ctx.db, actor, id, body, email);
    passwordHash = await hashPassword(body.password);
  }

  const before = await findUserById(ctx.db, id);
  try {
    await inOrganizationTransaction(ctx.db, actor.org_id, async (trx) => {
      const accessible = await checkEdit(trx, await actorNow(trx, actor), id, body, email);
      const at = ctx.now().toISOString();
      await updateUser(
        trx,
        id,
        {
          name: body.name,
          email,
          role: body.role,
          accessibleSubOrganizations: accessible,
          password_hash: passwordHash,
        },
        at,
      );
      if (passwordHash) await signOutElsewhere(trx, id, actor.sessionId, at);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(USER_MESSAGES.emailTaken);
    throw error;
  }
  const after = await reload(ctx.db, id);
  await auditUserUpdate(ctx, actor, before ? rowToUser(before) : undefined, after, [
    passwordHash ? 'Password set' : '',
  ]);
  return after;
}

/**
 * The audit line of a changed user: which fields, from what to what, and `also` (e.g. 'Password
 * set'). Edit User and one's own account (Settings) both record it, so a rename reads the same
 * whoever made it.
 */
export async function auditUserUpdate(
  ctx: AppContext,
  actor: AuthActor,
  before: User | undefined,
  after: User,
  also: string[] = [],
): Promise<void> {
  await auditUser(ctx, actor, 'user.updated', after, [
    before
      ? describeChanges(
          await buildingNames(ctx.db, before),
          await buildingNames(ctx.db, after),
          USER_AUDIT_FIELDS,
        )
      : '',
    ...also,
  ]);
}

/** The user with their buildings as names ('every building' for Owners and Admins), for the audit log. */
async function buildingNames(db: Db, user: User): Promise<Record<string, unknown>> {
  if (seesAllSubOrganizations(user.role)) return { ...user, accessibleSubOrganizations: 'every building' };
  const names = await namesOfSubOrganizations(db, user.org_id, user.accessibleSubOrganizations);
  const list = user.accessibleSubOrganizations.map((id) => names.get(id) ?? 'a deleted building');
  return { ...user, accessibleSubOrganizations: list.join(', ') || 'none' };
}

/** The user fields the audit log names when they change. */
const USER_AUDIT_FIELDS = {
  name: 'Name',
  email: 'Email',
  role: 'Role',
  accessibleSubOrganizations: 'Buildings',
};

async function auditUser(
  ctx: AppContext,
  actor: AuthActor,
  action: 'user.updated' | 'user.deleted' | 'user.created',
  user: { id: string; name: string; email: string },
  details: string[] = [],
): Promise<void> {
  await recordAudit(ctx, {
    orgId: actor.org_id,
    actor: auditActor(actor),
    action,
    targetType: 'User',
    targetId: user.id,
    targetName: `${user.name} (${user.email})`,
    details: details.filter(Boolean).join('; '),
  });
}

/** Manage Access. Owners and Admins keep [] (they reach everything by role). */
export async function editUserAccess(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  body: UpdateUserAccessBody,
): Promise<User> {
  await inOrganizationTransaction(ctx.db, actor.org_id, async (trx) => {
    const target = await targetFor(trx, await actorNow(trx, actor), id, 'users:edit-access');
    const accessible = await accessListFor(trx, actor.org_id, target.role, body.accessibleSubOrganizations);
    await updateUser(trx, id, { accessibleSubOrganizations: accessible }, ctx.now().toISOString());
  });
  const after = await reload(ctx.db, id);
  const named = await buildingNames(ctx.db, after);
  await auditUser(ctx, actor, 'user.updated', after, [
    `Buildings: ${String(named.accessibleSubOrganizations)}`,
  ]);
  return after;
}

/** Delete User. Their sessions and open invitations go with the row (ON DELETE CASCADE), so their token stops working. */
export async function removeUser(ctx: AppContext, actor: AuthActor, id: string): Promise<void> {
  const removed = await inOrganizationTransaction(ctx.db, actor.org_id, async (trx) => {
    const target = await targetFor(trx, await actorNow(trx, actor), id, 'users:delete');
    if (isActiveOwner(target)) await requireAnotherOwner(trx, target.org_id);
    await deleteUser(trx, id);
    return target;
  });
  await auditUser(ctx, actor, 'user.deleted', removed, [`Role: ${removed.role}`]);
}

/**
 * `POST /api/register` by a signed-in Owner or Admin: the user joins the actor's organization
 * at once with the given password (no invitation), under the rules of invitations.
 */
export async function createMember(ctx: AppContext, actor: AuthActor, body: RegisterBody): Promise<User> {
  authorize(actor, 'users:invite', { org_id: body.org_id ?? actor.org_id }, organizationRefusals);
  if (!body.role)
    throw new Invalid(USER_MESSAGES.roleRequired, [{ path: 'role', message: USER_MESSAGES.roleRequired }]);
  if (body.role === 'Owner') {
    throw new Invalid(USER_MESSAGES.ownerCannotBeCreated, [
      { path: 'role', message: USER_MESSAGES.ownerCannotBeCreated },
    ]);
  }
  const accessible = await accessListFor(
    ctx.db,
    actor.org_id,
    body.role,
    body.accessibleSubOrganizations ?? [],
  );
  const email = normalizeEmail(body.email);
  await assertEmailFree(ctx.db, email);
  const passwordHash = await hashPassword(body.password);
  try {
    const row = await insertUser(ctx.db, {
      id: newId(),
      org_id: actor.org_id,
      name: body.name,
      email,
      password_hash: passwordHash,
      role: body.role,
      accessibleSubOrganizations: accessible,
      isInvited: false,
      now: ctx.now().toISOString(),
    });
    await auditUser(ctx, actor, 'user.created', row, [`Role: ${row.role}`]);
    return rowToUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(USER_MESSAGES.emailTaken);
    throw error;
  }
}

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
  const existing = await whichSubOrganizationsExist(db, orgId, unique);
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
