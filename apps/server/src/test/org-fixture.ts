import {
  RESET_TOKEN_TTL_MS,
  INVITATION_TTL_MS,
  type Role,
  type SubOrganization,
  type User,
} from '@foyer/shared';
import type { App } from '../app';
import { insertPasswordReset } from '../modules/auth/repo';
import { startSession } from '../modules/sessions/service';
import { insertInvitation } from '../modules/invitations/repo';
import { insertOrganization } from '../modules/organizations/repo';
import { insertSubOrganization, rowToSubOrganization } from '../modules/sub-organizations/repo';
import { insertUser, rowToUser } from '../modules/users/repo';
import { hashPassword } from '../platform/passwords';
import { createToken, hashToken, newId } from '../platform/tokens';
import { uniqueEmail } from './auth-helpers';

/*
 * Organizations, members and sessions written straight to the database: much faster than
 * the API (one password hash for all), so tests can take a fresh organization per request.
 */

/** The password of every fixture member. */
export const FIXTURE_PASSWORD = 'fixture-pass-1';

let fixtureHash: Promise<string> | undefined;
const passwordHash = () => (fixtureHash ??= hashPassword(FIXTURE_PASSWORD));

export interface Member {
  user: User;
  email: string;
  /** A live session token of the member. */
  token: string;
}

export interface OrgFixture {
  orgId: string;
  organizationName: string;
  north: SubOrganization;
  south: SubOrganization;
  owner: Member;
  admin: Member;
  /** Reaches North only. */
  editor: Member;
  /** Reaches South only. */
  viewer: Member;
}

const at = (app: App) => app.ctx.now().toISOString();

export async function signIn(app: App, userId: string): Promise<string> {
  return startSession(app.ctx.db, userId, app.ctx.now());
}

export async function addMember(
  app: App,
  orgId: string,
  role: Role,
  accessibleSubOrganizations: string[] = [],
  name = `${role} Member`,
): Promise<Member> {
  const email = uniqueEmail(role.toLowerCase());
  const row = await insertUser(app.ctx.db, {
    id: newId(),
    org_id: orgId,
    name,
    email,
    password_hash: await passwordHash(),
    role,
    accessibleSubOrganizations,
    isInvited: false,
    now: at(app),
  });
  return { user: rowToUser(row), email, token: await signIn(app, row.id) };
}

export async function addSubOrganization(app: App, orgId: string, name: string): Promise<SubOrganization> {
  const row = await insertSubOrganization(app.ctx.db, {
    id: newId(),
    org_id: orgId,
    name,
    description: `${name} description`,
    slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${newId().slice(0, 8)}`,
    created_by: null,
    created_at: at(app),
  });
  return rowToSubOrganization(row);
}

/** An organization with North and South, and one member of each role. */
export async function createOrgFixture(
  app: App,
  organizationName = 'Fixture Properties',
): Promise<OrgFixture> {
  const orgId = newId();
  await insertOrganization(app.ctx.db, { id: orgId, name: organizationName, created_at: at(app) });
  const north = await addSubOrganization(app, orgId, 'North');
  const south = await addSubOrganization(app, orgId, 'South');
  return {
    orgId,
    organizationName,
    north,
    south,
    owner: await addMember(app, orgId, 'Owner', [], 'Olivia Owner'),
    admin: await addMember(app, orgId, 'Admin', [], 'Adam Admin'),
    editor: await addMember(app, orgId, 'Editor', [north.id], 'Eddie Editor'),
    viewer: await addMember(app, orgId, 'Viewer', [south.id], 'Vera Viewer'),
  };
}

/** A pending invitation (invited user row and link) made without mail; answers the link's token. */
export async function createInvitation(
  app: App,
  orgId: string,
  role: Role = 'Editor',
  accessibleSubOrganizations: string[] = [],
): Promise<{ token: string; email: string; userId: string }> {
  const userId = newId();
  const email = uniqueEmail('invited');
  await insertUser(app.ctx.db, {
    id: userId,
    org_id: orgId,
    name: 'Invited Person',
    email,
    password_hash: null,
    role,
    accessibleSubOrganizations,
    isInvited: true,
    now: at(app),
  });
  const token = createToken();
  const now = app.ctx.now();
  await insertInvitation(app.ctx.db, {
    id: newId(),
    org_id: orgId,
    user_id: userId,
    token_hash: hashToken(token),
    created_by: null,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
    accepted_at: null,
  });
  return { token, email, userId };
}

/** A usable password-reset link token for a user, made without mail. */
export async function createResetToken(app: App, userId: string): Promise<string> {
  const token = createToken();
  const now = app.ctx.now();
  await insertPasswordReset(app.ctx.db, {
    id: newId(),
    user_id: userId,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
    used_at: null,
  });
  return token;
}
