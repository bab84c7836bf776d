import {
  API_SCOPE_TEXT,
  API_SCOPES,
  API_TOKEN_LAST_USE_EVERY_MS,
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  API_TOKENS_MAX,
  apiTokenActorName,
  type ApiScope,
  type ApiToken,
  type apiTokenInputSchema,
} from '@foyer/shared';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { auditActor, recordAudit } from '../../platform/audit';
import type { AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { Conflict, Invalid, NotFound } from '../../platform/errors';
import { authorize } from '../../platform/permissions';
import { createToken, hashToken, newId } from '../../platform/tokens';
import {
  countLiveApiTokens,
  findApiToken,
  findBuildingName,
  findLiveApiToken,
  insertApiToken,
  listApiTokens,
  revokeApiToken,
  touchApiToken,
  type ApiTokenListRow,
  type ApiTokenRow,
} from './repo';

/*
 * API tokens (docs/product.md §14): created, listed and revoked by Owners and Admins; a request's
 * token becomes an actor of its organization here (docs/decisions/api-tokens.md). Low in the module
 * map, like sessions: the app composes `authenticateApiToken` into platform/auth.
 */

type ApiTokenInput = z.output<typeof apiTokenInputSchema>;

const refusals = { notFound: API_TOKEN_MESSAGES.notFound, forbidden: API_TOKEN_MESSAGES.notAllowed };

const scopesOf = (stored: string): ApiScope[] =>
  API_SCOPES.filter((scope) => stored.split(',').includes(scope));

/** How many characters of the secret the list shows after the prefix. */
const HINT_LENGTH = 4;

function toApiToken(row: ApiTokenListRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row.scopes),
    sub_org_id: row.sub_org_id,
    sub_org_name: row.sub_org_name,
    created_at: row.created_at,
    created_by_name: row.created_by_name,
    expires_on: row.expires_on,
    last_used_at: row.last_used_at,
    hint: row.hint,
  };
}

export async function listTokens(ctx: AppContext, actor: AuthActor, orgId: string): Promise<ApiToken[]> {
  authorize(actor, 'api-tokens:manage', { org_id: orgId }, refusals);
  return (await listApiTokens(ctx.db, orgId)).map(toApiToken);
}

/** A new token; the answer is the only place its secret shows (docs/decisions/api-tokens.md TOK-1). */
export async function createApiToken(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  input: ApiTokenInput,
): Promise<ApiToken> {
  authorize(actor, 'api-tokens:manage', { org_id: orgId }, refusals);
  const now = ctx.now();
  const today = now.toISOString().slice(0, 10);
  if (input.expires_on && input.expires_on < today)
    throw new Invalid(API_TOKEN_MESSAGES.expiryInPast, [
      { path: 'expires_on', message: API_TOKEN_MESSAGES.expiryInPast },
    ]);
  const subOrgId = input.sub_org_id ?? null;
  const subOrgName = subOrgId ? await findBuildingName(ctx.db, orgId, subOrgId) : null;
  if (subOrgId && subOrgName === undefined)
    throw new Invalid(API_TOKEN_MESSAGES.buildingNotFound, [
      { path: 'sub_org_id', message: API_TOKEN_MESSAGES.buildingNotFound },
    ]);
  if ((await countLiveApiTokens(ctx.db, orgId)) >= API_TOKENS_MAX)
    throw new Conflict(API_TOKEN_MESSAGES.tooMany);

  const token = `${API_TOKEN_PREFIX}${createToken()}`;
  const row: ApiTokenRow = {
    id: newId(),
    org_id: orgId,
    name: input.name,
    token_hash: hashToken(token),
    hint: token.slice(0, API_TOKEN_PREFIX.length + HINT_LENGTH),
    scopes: input.scopes.join(','),
    sub_org_id: subOrgId,
    created_by: actor.apiToken ? null : actor.id,
    created_by_name: actor.user.name,
    created_at: now.toISOString(),
    expires_on: input.expires_on ?? null,
    last_used_at: null,
    revoked_at: null,
  };
  await insertApiToken(ctx.db, row);
  await recordAudit(ctx, {
    orgId,
    actor: auditActor(actor),
    action: 'api-token.created',
    targetType: 'API token',
    targetId: row.id,
    targetName: row.name,
    details: [
      `Scopes: ${input.scopes.map((scope) => API_SCOPE_TEXT[scope].label).join(', ')}`,
      `Building: ${subOrgName ?? 'All buildings'}`,
      `Expires: ${row.expires_on ?? 'never'}`,
    ].join('; '),
  });
  return { ...toApiToken({ ...row, sub_org_name: subOrgName ?? null }), token };
}

/** Revoke: the token stops working at once and leaves the list. */
export async function revokeToken(ctx: AppContext, actor: AuthActor, id: string): Promise<void> {
  const row = await findApiToken(ctx.db, id);
  if (!row || row.revoked_at) throw new NotFound(API_TOKEN_MESSAGES.notFound);
  authorize(actor, 'api-tokens:manage', { org_id: row.org_id }, refusals);
  if (!(await revokeApiToken(ctx.db, id, ctx.now().toISOString())))
    throw new NotFound(API_TOKEN_MESSAGES.notFound);
  await recordAudit(ctx, {
    orgId: row.org_id,
    actor: auditActor(actor),
    action: 'api-token.revoked',
    targetType: 'API token',
    targetId: row.id,
    targetName: row.name,
  });
}

/**
 * A request's API token (app.ts, for platform/auth): the actor it acts as, unless revoked or
 * expired. Its last use is written at most once a minute. A token for the whole organization acts
 * as an Admin, one for a building as an Editor of that building who may not change
 * organization-wide items; the route's scope limits both (docs/decisions/api-tokens.md TOK-4).
 */
export async function authenticateApiToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<AuthActor | undefined> {
  const at = now.toISOString();
  const row = await findLiveApiToken(db, tokenHash, at.slice(0, 10));
  if (!row) return undefined;
  const due = new Date(now.getTime() - API_TOKEN_LAST_USE_EVERY_MS).toISOString();
  if (!row.last_used_at || row.last_used_at <= due) await touchApiToken(db, row.id, at, due);
  const role = row.sub_org_id ? 'Editor' : 'Admin';
  const accessibleSubOrganizations = row.sub_org_id ? [row.sub_org_id] : [];
  return {
    id: row.id,
    role,
    org_id: row.org_id,
    accessibleSubOrganizations,
    organizationWideReadOnly: Boolean(row.sub_org_id),
    user: {
      id: row.id,
      name: apiTokenActorName(row.name),
      email: '',
      role,
      org_id: row.org_id,
      accessibleSubOrganizations,
      last_logged_in: null,
      isInvited: false,
      created_at: row.created_at,
    },
    sessionId: '',
    apiToken: { id: row.id, name: row.name, scopes: scopesOf(row.scopes), sub_org_id: row.sub_org_id },
  };
}
