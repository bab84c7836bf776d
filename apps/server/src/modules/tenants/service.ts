import {
  describeChanges,
  can,
  ORGANIZATION_MESSAGES,
  TENANT_LIST_MESSAGES,
  type TenantEntry,
  type TenantList,
  type tenantListInputSchema,
  type tenantListUpdateSchema,
} from '@foyer/shared';
import type { z } from 'zod';
import type { AuthActor } from '../../platform/auth';
import { auditActor, recordAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { Invalid, NotFound } from '../../platform/errors';
import type { Db } from '../../db/connection';
import { requireOwnOrganization } from '../../platform/permissions';
import { newId } from '../../platform/tokens';
import {
  authorizeItem,
  authorizeWriteInto,
  listScope,
  markDevicesChanged,
  refusingVanishedSubOrganization,
} from '../item-access/service';
import { requireUsableTheme } from '../themes/service';
import {
  deleteTenantList,
  findTenantListById,
  insertTenantList,
  listTenantLists,
  lockTenantList,
  rowToTenantList,
  updateTenantList,
  type TenantListRow,
} from './repo';

/** Publish, in its transaction: the tenant list as stored, to freeze into the bundle. */
export async function findTenantList(db: Db, id: string): Promise<TenantList | undefined> {
  const row = await findTenantListById(db, id);
  return row && rowToTenantList(row);
}

/**
 * The category dictionary (category-translations): every tenant list of the organization, to
 * count its categories and find the lists a changed translation touches.
 */
export async function organizationTenantLists(db: Db, orgId: string): Promise<TenantList[]> {
  return (await listTenantLists(db, orgId, null)).map(rowToTenantList);
}

/** A device's audit line: the name of the tenant list it shows. */
export async function tenantListName(db: Db, id: string): Promise<string | undefined> {
  return (await findTenantListById(db, id))?.name;
}

export type TenantListBody = z.output<typeof tenantListInputSchema>;
export type TenantListUpdateBody = z.output<typeof tenantListUpdateSchema>;

const messages = {
  notFound: TENANT_LIST_MESSAGES.notFound,
  notAllowed: TENANT_LIST_MESSAGES.notAllowed,
  subOrganizationNotAllowed: TENANT_LIST_MESSAGES.subOrganizationNotAllowed,
};

/** A blank list name: 'Tenants'. */
const DEFAULT_NAME = 'Tenants';

async function findAuthorized(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  action: 'content:read' | 'content:write',
): Promise<TenantListRow> {
  const row = await findTenantListById(ctx.db, id);
  if (!row) throw new NotFound(TENANT_LIST_MESSAGES.notFound);
  authorizeItem(actor, row, action, messages);
  return row;
}

export async function listVisibleTenantLists(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  subOrgId: string | undefined,
): Promise<TenantList[]> {
  const scope = await listScope(ctx.db, actor, orgId, subOrgId, messages, ORGANIZATION_MESSAGES.notFound);
  return (await listTenantLists(ctx.db, orgId, scope)).map(rowToTenantList);
}

export async function getTenantList(ctx: AppContext, actor: AuthActor, id: string): Promise<TenantList> {
  return rowToTenantList(await findAuthorized(ctx, actor, id, 'content:read'));
}

export async function createTenantList(
  ctx: AppContext,
  actor: AuthActor,
  body: TenantListBody,
): Promise<TenantList> {
  requireOwnOrganization(actor, body.org_id, ORGANIZATION_MESSAGES.notFound);
  const subOrgId = body.sub_org_id ?? null;
  await authorizeWriteInto(ctx.db, actor, actor.org_id, subOrgId, messages);
  if (body.theme_id) await requireUsableTheme(ctx.db, actor, body.theme_id);
  const at = ctx.now().toISOString();
  const row = await refusingVanishedSubOrganization(subOrgId, () =>
    insertTenantList(ctx.db, {
      id: newId(),
      org_id: actor.org_id,
      sub_org_id: subOrgId,
      name: body.name || DEFAULT_NAME,
      scope: body.scope,
      theme_id: body.theme_id ?? null,
      entries: JSON.stringify(body.entries),
      created_at: at,
      updated_at: at,
    }),
  );
  await recordAudit(ctx, {
    orgId: actor.org_id,
    actor: auditActor(actor),
    action: 'tenants.created',
    targetType: 'Tenant list',
    targetId: row.id,
    targetName: row.name,
    details: `${body.entries.length} tenant(s)`,
  });
  return rowToTenantList(row);
}

/** Saves the list (absent fields keep their value) and marks the published devices showing it. */
export async function editTenantList(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  body: TenantListUpdateBody,
): Promise<TenantList> {
  const current = await findAuthorized(ctx, actor, id, 'content:write');
  requireOwnOrganization(actor, body.org_id, TENANT_LIST_MESSAGES.notFound);
  const subOrgId = body.sub_org_id === undefined ? current.sub_org_id : body.sub_org_id;
  if (subOrgId !== current.sub_org_id)
    await authorizeWriteInto(ctx.db, actor, current.org_id, subOrgId, messages);
  if (body.theme_id && body.theme_id !== current.theme_id)
    await requireUsableTheme(ctx.db, actor, body.theme_id);
  const at = ctx.now().toISOString();
  const changes = {
    sub_org_id: subOrgId,
    name: body.name === undefined ? current.name : body.name || DEFAULT_NAME,
    scope: body.scope ?? current.scope,
    theme_id: body.theme_id === undefined ? current.theme_id : body.theme_id,
    entries: body.entries === undefined ? current.entries : JSON.stringify(body.entries),
    updated_at: at,
  };
  await refusingVanishedSubOrganization(subOrgId, () =>
    ctx.db.transaction().execute(async (trx) => {
      await updateTenantList(trx, id, changes);
      await markDevicesChanged(trx, 'tenants_id', id, at);
    }),
  );
  await recordAudit(ctx, {
    orgId: current.org_id,
    actor: auditActor(actor),
    action: 'tenants.updated',
    targetType: 'Tenant list',
    targetId: id,
    targetName: changes.name,
    details: [
      describeChanges(current, changes, {
        name: 'Name',
        scope: 'Scope',
        sub_org_id: 'Building',
        theme_id: 'Theme',
      }),
      entriesChange(current.entries, changes.entries),
    ]
      .filter(Boolean)
      .join('; '),
  });
  return rowToTenantList({ ...current, ...changes });
}

/** Deletes the list; devices showing it lose the link (their bundles keep their copy). */
export async function removeTenantList(ctx: AppContext, actor: AuthActor, id: string): Promise<void> {
  const current = await findAuthorized(ctx, actor, id, 'content:write');
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await markDevicesChanged(trx, 'tenants_id', id, at);
    await trx.updateTable('devices').set({ tenants_id: null }).where('tenants_id', '=', id).execute();
    await deleteTenantList(trx, id);
  });
  await recordAudit(ctx, {
    orgId: current.org_id,
    actor: auditActor(actor),
    action: 'tenants.deleted',
    targetType: 'Tenant list',
    targetId: id,
    targetName: current.name,
  });
}

/** 'Tenants: 12 → 13 (added Harbor Dental)' for the audit log; '' when the entries are the same. */
function entriesChange(before: string, after: string): string {
  if (before === after) return '';
  const names = (text: string) => {
    try {
      return (JSON.parse(text) as Array<{ company_name?: string }>).map((e) => e.company_name ?? '');
    } catch {
      return [];
    }
  };
  const was = names(before);
  const now = names(after);
  const added = now.filter((name) => !was.includes(name));
  const removed = was.filter((name) => !now.includes(name));
  const list = (items: string[]) =>
    items.slice(0, 3).join(', ') + (items.length > 3 ? ` and ${items.length - 3} more` : '');
  const parts = [
    added.length ? `added ${list(added)}` : '',
    removed.length ? `removed ${list(removed)}` : '',
  ].filter(Boolean);
  return `Tenants: ${was.length} → ${now.length}${parts.length ? ` (${parts.join('; ')})` : ' (entries edited)'}`;
}

/** 400 unless the tenant list exists in the organization and the actor may see it. */
export async function requireUsableTenants(db: Db, actor: AuthActor, tenantsId: string): Promise<void> {
  const list = await findTenantListById(db, tenantsId);
  if (!list || list.org_id !== actor.org_id || !can(actor, 'content:read', list)) {
    throw new Invalid(TENANT_LIST_MESSAGES.notFound, [
      { path: 'tenants_id', message: TENANT_LIST_MESSAGES.notFound },
    ]);
  }
}

/**
 * Tenant confirmations (docs/product.md §15): changes the list's entries as stored now, inside one
 * transaction that holds the list's row, so a save in the dashboard at the same moment is neither
 * lost nor overwritten. `change` gets the list and the transaction (for its own rows) and answers
 * the new entries, or null to leave the list alone; with `markChanged` the published devices
 * showing the list get 'changes, please publish' (an approved suggestion), without it they do not
 * (ids given to entries change nothing a screen shows). Undefined when the list is gone.
 */
export async function changeTenantEntries<T>(
  db: Db,
  id: string,
  at: string,
  change: (
    list: TenantList,
    trx: Db,
  ) => Promise<{ entries: TenantEntry[] | null; markChanged: boolean; result: T }>,
): Promise<{ list: TenantList; result: T } | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockTenantList(trx, id);
    const row = await findTenantListById(trx, id);
    if (!row) return undefined;
    const list = rowToTenantList(row);
    const outcome = await change(list, trx);
    if (!outcome.entries) return { list, result: outcome.result };
    await updateTenantList(trx, id, { entries: JSON.stringify(outcome.entries), updated_at: at });
    if (outcome.markChanged) await markDevicesChanged(trx, 'tenants_id', id, at);
    return { list: { ...list, entries: outcome.entries, updated_at: at }, result: outcome.result };
  });
}
