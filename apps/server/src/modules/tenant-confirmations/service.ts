import {
  can,
  CONFIRMATION_FRESH_DAYS,
  CONFIRMATION_LINK_TTL_MS,
  CONFIRMATION_RESEND_AFTER_MS,
  CONFIRMATION_SKIP_REASONS,
  LISTING_CONFIRMATION_PATH,
  listingConfirmationUrl,
  listingTokenSchema,
  localDay,
  ORGANIZATION_MESSAGES,
  publicOrganizationName,
  SUGGESTION_FIELD_LABELS,
  SUGGESTION_FIELDS,
  TENANT_CONFIRMATION_MESSAGES as MESSAGES,
  type ConfirmationSendResult,
  type ConfirmationSkipReason,
  type ListConfirmations,
  type ListingFields,
  type ListingSuggestionInput,
  type PublicListing,
  type SuggestionChange,
  type TenantEntry,
  type TenantList,
  type TenantSuggestion,
  type UploadResult,
} from '@foyer/shared';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import type { AuthActor } from '../../platform/auth';
import { auditActor, recordAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { normalizeEmail } from '../../platform/emails';
import { Conflict, Invalid, NotFound } from '../../platform/errors';
import { authorize } from '../../platform/permissions';
import { createToken, hashToken, newId } from '../../platform/tokens';
import { allDevicesOf } from '../devices/service';
import { isUploadOf, storeTenantLogo } from '../images/service';
import { authorizeItem } from '../item-access/service';
import { findOrganization } from '../organizations/service';
import { findBuilding } from '../sub-organizations/service';
import { changeTenantEntries, findTenantList, listVisibleTenantLists } from '../tenants/service';
import { findTheme } from '../themes/service';
import {
  confirmationsOf,
  deleteSuggestion,
  findRequestByTokenHash,
  findSuggestion,
  findSuggestionOfEntry,
  insertRequest,
  lastRequests,
  recordAnswer,
  replaceSuggestion,
  suggestionsOfLists,
  upsertConfirmation,
  type RequestRow,
  type SuggestionRow,
} from './repo';
import { confirmationMail } from './confirmation-mail';

/*
 * Tenants confirm their own listing (docs/product.md §15, docs/decisions/confirmations.md).
 */

const ITEM_MESSAGES = {
  notFound: MESSAGES.listNotFound,
  notAllowed: MESSAGES.notAllowed,
  subOrganizationNotAllowed: MESSAGES.subOrganizationNotAllowed,
};

const emailSchema = z.email();

/** The fields a company sees of itself and may change. */
function listingOf(entry: TenantEntry): ListingFields {
  return {
    company_name: entry.company_name,
    floor: entry.floor,
    suite_room: entry.suite_room,
    category: entry.category,
    logo_url: entry.logo_url,
  };
}

/** Not on the screens for good: hidden, or moved out before today (CNF-5). */
function isHidden(entry: TenantEntry, today: string): boolean {
  return entry.active === false || (entry.move_out_date !== '' && entry.move_out_date < today);
}

/** A usable contact address, normalized; '' when there is none. */
function contactOf(entry: TenantEntry): string {
  const email = normalizeEmail(entry.email);
  return email && emailSchema.safeParse(email).success ? email : '';
}

/**
 * Gives every entry with a contact e-mail an id of its own: '' (old data, some API clients) or
 * one an earlier entry of the list already has (CNF-2). Null when every entry has one.
 */
function withIds(entries: readonly TenantEntry[]): TenantEntry[] | null {
  const seen = new Set<string>();
  let changed = false;
  const next = entries.map((entry) => {
    if (entry.id && !seen.has(entry.id)) {
      seen.add(entry.id);
      return entry;
    }
    if (!contactOf(entry)) return entry;
    changed = true;
    const id = newId();
    seen.add(id);
    return { ...entry, id };
  });
  return changed ? next : null;
}

async function buildingNames(ctx: AppContext, list: TenantList) {
  const organization = (await findOrganization(ctx.db, list.org_id))?.name ?? '';
  const building = list.sub_org_id ? (await findBuilding(ctx.db, list.sub_org_id))?.name : undefined;
  const buildingName = building ?? organization;
  return { buildingName, organizationName: publicOrganizationName(organization, buildingName) };
}

const emptySkips = (): Record<ConfirmationSkipReason, number> =>
  Object.fromEntries(CONFIRMATION_SKIP_REASONS.map((reason) => [reason, 0])) as Record<
    ConfirmationSkipReason,
    number
  >;

/** Asks every company of each list with a contact e-mail, unless asked in the last 30 days. */
async function sendToLists(
  ctx: AppContext,
  actor: AuthActor,
  lists: readonly TenantList[],
): Promise<ConfirmationSendResult> {
  const now = ctx.now();
  const at = now.toISOString();
  const today = localDay(now);
  const askedSince = new Date(now.getTime() - CONFIRMATION_RESEND_AFTER_MS).toISOString();
  const expiresAt = new Date(now.getTime() + CONFIRMATION_LINK_TTL_MS).toISOString();
  const result: ConfirmationSendResult = { lists: 0, sent: 0, skipped: emptySkips() };
  for (const list of lists) {
    const names = await buildingNames(ctx, list);
    const written = await changeTenantEntries(ctx.db, list.id, at, async (current, trx) => {
      const entries = withIds(current.entries);
      const asked = new Set(
        (await lastRequests(trx, [current.id]))
          .filter((row) => row.created_at > askedSince)
          .map((row) => `${row.entry_id}\u0000${row.email}`),
      );
      const counts = { sent: 0, skipped: emptySkips() };
      for (const entry of entries ?? current.entries) {
        const email = contactOf(entry);
        if (!email) counts.skipped.no_email += 1;
        else if (isHidden(entry, today)) counts.skipped.hidden += 1;
        else if (asked.has(`${entry.id}\u0000${email}`)) counts.skipped.asked_recently += 1;
        else {
          const token = createToken();
          const requestId = newId();
          await insertRequest(trx, {
            id: requestId,
            org_id: current.org_id,
            tenant_list_id: current.id,
            entry_id: entry.id,
            email,
            token_hash: hashToken(token),
            sent_by: actor.id,
            created_at: at,
            expires_at: expiresAt,
            answer: null,
            answered_at: null,
          });
          await ctx.mailer.queue(
            trx,
            confirmationMail({
              to: email,
              companyName: entry.company_name,
              buildingName: names.buildingName,
              managerName: names.organizationName,
              link: listingConfirmationUrl(ctx.config.publicUrl, token),
            }),
            { orgId: current.org_id },
          );
          asked.add(`${entry.id}\u0000${email}`);
          counts.sent += 1;
        }
      }
      return { entries, markChanged: false, result: counts };
    });
    if (!written) continue;
    if (written.result.sent > 0) {
      await recordAudit(ctx, {
        orgId: list.org_id,
        actor: auditActor(actor),
        action: 'tenants.confirmations-requested',
        targetType: 'Tenant list',
        targetId: list.id,
        targetName: written.list.name,
        details: MESSAGES.sent(written.result.sent, written.result.skipped),
      });
    }
    result.lists += 1;
    result.sent += written.result.sent;
    for (const reason of CONFIRMATION_SKIP_REASONS) result.skipped[reason] += written.result.skipped[reason];
  }
  if (result.sent > 0) ctx.mailer.wake();
  return result;
}

/** Staff ask the companies of one list (docs/product.md §15); Editors of its building and up. */
export async function sendForList(
  ctx: AppContext,
  actor: AuthActor,
  listId: string,
): Promise<ConfirmationSendResult> {
  const list = await findTenantList(ctx.db, listId);
  if (!list) throw new NotFound(MESSAGES.listNotFound);
  authorizeItem(actor, list, 'content:write', ITEM_MESSAGES);
  return sendToLists(ctx, actor, [list]);
}

/** Staff ask the companies of every list they may change (of one building with `subOrgId`). */
export async function sendForOrganization(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  subOrgId: string | undefined,
): Promise<ConfirmationSendResult> {
  authorize(
    actor,
    'content:write',
    { org_id: orgId },
    { notFound: ORGANIZATION_MESSAGES.notFound, forbidden: MESSAGES.notAllowed },
  );
  const lists = await writableLists(ctx, actor, orgId, subOrgId);
  return sendToLists(ctx, actor, lists);
}

async function writableLists(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  subOrgId: string | undefined,
): Promise<TenantList[]> {
  const lists = await listVisibleTenantLists(ctx, actor, orgId, subOrgId);
  return lists.filter((list) => can(actor, 'content:write', list));
}

/* The public page: the token is the only key. */

const linkNotFound = () => new NotFound(MESSAGES.linkNotFound);

/** The request of a live link, its list and its entry; 404 for a wrong or expired link or a gone entry. */
async function liveRequest(ctx: AppContext, token: string) {
  if (!listingTokenSchema.safeParse(token).success) throw linkNotFound();
  const request = await findRequestByTokenHash(ctx.db, hashToken(token));
  if (!request || request.expires_at <= ctx.now().toISOString()) throw linkNotFound();
  const list = await findTenantList(ctx.db, request.tenant_list_id);
  if (!list) throw linkNotFound();
  const entry = list.entries.find((candidate) => candidate.id === request.entry_id);
  if (!entry) throw new NotFound(MESSAGES.entryGone);
  // The link speaks for the address it was sent to: once the company's contact changes, a former
  // contact's link no longer answers for it (docs/decisions/confirmations.md CNF-3).
  if (contactOf(entry) !== request.email) throw linkNotFound();
  return { request, list, entry };
}

/** The theme the list's screens draw it with: the first device's by name, else the list's own. */
async function themeOfList(ctx: AppContext, list: TenantList): Promise<unknown> {
  const devices = (await allDevicesOf(ctx.db, list.org_id))
    .filter((device) => device.tenants_id === list.id && device.theme_id)
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const themeId of [...devices.map((device) => device.theme_id), list.theme_id]) {
    if (!themeId) continue;
    const theme = await findTheme(ctx.db, themeId);
    if (theme && theme.org_id === list.org_id) {
      const { id: _id, org_id: _org, sub_org_id: _sub, name: _name, created_at: _at, ...content } = theme;
      return content;
    }
  }
  return null;
}

function parseFields(json: string): ListingFields {
  try {
    const value = JSON.parse(json) as Partial<ListingFields>;
    return {
      company_name: String(value.company_name ?? ''),
      floor: String(value.floor ?? ''),
      suite_room: String(value.suite_room ?? ''),
      category: String(value.category ?? ''),
      logo_url: String(value.logo_url ?? ''),
    };
  } catch {
    return { company_name: '', floor: '', suite_room: '', category: '', logo_url: '' };
  }
}

/** What the company's page shows: its own listing only (docs/product.md §15). */
export async function publicListing(ctx: AppContext, token: string): Promise<PublicListing> {
  const { request, list, entry } = await liveRequest(ctx, token);
  const names = await buildingNames(ctx, list);
  const pending = await findSuggestionOfEntry(ctx.db, list.id, entry.id);
  return {
    building_name: names.buildingName,
    organization_name: names.organizationName,
    listing: listingOf(entry),
    theme: await themeOfList(ctx, list),
    expires_at: request.expires_at,
    answer: request.answer === 'confirmed' || request.answer === 'suggested' ? request.answer : 'none',
    answered_at: request.answered_at,
    pending: pending && pending.request_id === request.id ? parseFields(pending.after) : null,
  };
}

async function markConfirmed(
  db: Db,
  request: Pick<RequestRow, 'tenant_list_id' | 'entry_id' | 'org_id'>,
  email: string,
  at: string,
) {
  await upsertConfirmation(db, {
    tenant_list_id: request.tenant_list_id,
    entry_id: request.entry_id,
    org_id: request.org_id,
    confirmed_at: at,
    confirmed_by: email,
  });
}

/** 'Correct': the entry is confirmed now; a suggestion this link left waiting is withdrawn. */
export async function confirmListing(ctx: AppContext, token: string): Promise<PublicListing> {
  const { request } = await liveRequest(ctx, token);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const pending = await findSuggestionOfEntry(trx, request.tenant_list_id, request.entry_id);
    if (pending && pending.request_id === request.id) await deleteSuggestion(trx, pending.id);
    await recordAnswer(trx, request.id, 'confirmed', at);
    await markConfirmed(trx, request, request.email, at);
  });
  return publicListing(ctx, token);
}

/** 'Suggest changes': waits for review, replacing the entry's waiting suggestion (CNF-7). */
export async function suggestListing(
  ctx: AppContext,
  token: string,
  body: ListingSuggestionInput,
): Promise<PublicListing> {
  const { request, list, entry } = await liveRequest(ctx, token);
  const before = listingOf(entry);
  if (SUGGESTION_FIELDS.every((field) => before[field] === body[field])) {
    throw new Invalid(MESSAGES.nothingSuggested);
  }
  // A new logo is one uploaded through the link, not an outside address (CNF-9).
  if (
    body.logo_url &&
    body.logo_url !== before.logo_url &&
    !(await isUploadOf(ctx, list.org_id, body.logo_url))
  ) {
    throw new Invalid(MESSAGES.logoNotUploaded, [{ path: 'logo_url', message: MESSAGES.logoNotUploaded }]);
  }
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await replaceSuggestion(trx, {
      id: newId(),
      org_id: list.org_id,
      tenant_list_id: list.id,
      entry_id: entry.id,
      request_id: request.id,
      email: request.email,
      before: JSON.stringify(before),
      after: JSON.stringify(body),
      created_at: at,
    });
    await recordAnswer(trx, request.id, 'suggested', at);
  });
  return publicListing(ctx, token);
}

/** 404 unless `token` is a live link; the upload route asks before it reads the file. */
export async function requireLiveLink(ctx: AppContext, token: string): Promise<RequestRow> {
  return (await liveRequest(ctx, token)).request;
}

/** A logo sent with a suggestion, stored as an upload of the building's organization. */
export async function uploadListingLogo(
  ctx: AppContext,
  request: RequestRow,
  image: Parameters<typeof storeTenantLogo>[2],
): Promise<UploadResult> {
  return storeTenantLogo(ctx, request.org_id, { ...image, purpose: 'logo' });
}

/* The review queue. */

type Stale = TenantSuggestion['stale'];

function staleness(
  row: SuggestionRow,
  list: TenantList | undefined,
): { stale: Stale; current: ListingFields | null } {
  const entry = list?.entries.find((candidate) => candidate.id === row.entry_id);
  if (!entry) return { stale: 'removed', current: null };
  const current = listingOf(entry);
  const before = parseFields(row.before);
  return {
    stale: SUGGESTION_FIELDS.some((field) => current[field] !== before[field]) ? 'changed' : 'no',
    current,
  };
}

function toSuggestion(row: SuggestionRow, list: TenantList | undefined): TenantSuggestion {
  const before = parseFields(row.before);
  const after = parseFields(row.after);
  const { stale, current } = staleness(row, list);
  const changes: SuggestionChange[] = SUGGESTION_FIELDS.filter((field) => before[field] !== after[field]).map(
    (field) => ({
      field,
      before: before[field],
      current: current ? current[field] : '',
      after: after[field],
    }),
  );
  return {
    id: row.id,
    tenant_list_id: row.tenant_list_id,
    list_name: list?.name ?? '',
    entry_id: row.entry_id,
    company_name: current?.company_name || before.company_name,
    email: row.email,
    suggested_at: row.created_at,
    changes,
    stale,
  };
}

/** The suggestions waiting on the lists the actor may change (of one building with `subOrgId`). */
export async function listSuggestions(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  subOrgId: string | undefined,
): Promise<TenantSuggestion[]> {
  const lists = await writableLists(ctx, actor, orgId, subOrgId);
  const byId = new Map(lists.map((list) => [list.id, list]));
  const rows = await suggestionsOfLists(ctx.db, [...byId.keys()]);
  return rows.map((row) => toSuggestion(row, byId.get(row.tenant_list_id)));
}

async function authorizedSuggestion(ctx: AppContext, actor: AuthActor, id: string) {
  const row = await findSuggestion(ctx.db, id);
  const list = row && (await findTenantList(ctx.db, row.tenant_list_id));
  if (!row || !list || list.org_id !== actor.org_id) throw new NotFound(MESSAGES.suggestionNotFound);
  authorizeItem(actor, list, 'content:write', { ...ITEM_MESSAGES, notFound: MESSAGES.suggestionNotFound });
  return { row, list };
}

function changeText(changes: readonly SuggestionChange[]): string {
  return changes
    .map(
      (change) =>
        `${SUGGESTION_FIELD_LABELS[change.field]}: ${change.current || '(empty)'} → ${change.after || '(empty)'}`,
    )
    .join('; ');
}

/**
 * Applies a suggestion to the list (docs/product.md §15): the suggested fields only, on the entry as
 * it is now, inside the list's transaction; the published devices showing the list are marked
 * changed as by a save, and the entry counts as confirmed. An entry removed since cannot take it
 * (409); one changed since only with `confirmStale`, after staff saw the current values (CNF-8).
 */
export async function approveSuggestion(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  confirmStale: boolean,
): Promise<TenantSuggestion> {
  const { list } = await authorizedSuggestion(ctx, actor, id);
  const at = ctx.now().toISOString();
  const written = await changeTenantEntries(ctx.db, list.id, at, async (current, trx) => {
    const row = await findSuggestion(trx, id);
    if (!row) throw new NotFound(MESSAGES.suggestionNotFound);
    const suggestion = toSuggestion(row, current);
    if (suggestion.stale === 'removed') throw new Conflict(MESSAGES.staleRemoved);
    if (suggestion.stale === 'changed' && !confirmStale) throw new Conflict(MESSAGES.staleChangedRefused);
    const entries = current.entries.map((entry) => {
      if (entry.id !== row.entry_id) return entry;
      const next = { ...entry, updated_at: at };
      for (const change of suggestion.changes) next[change.field] = change.after;
      return next;
    });
    await deleteSuggestion(trx, row.id);
    await markConfirmed(trx, row, row.email, at);
    return { entries, markChanged: true, result: suggestion };
  });
  if (!written) throw new NotFound(MESSAGES.suggestionNotFound);
  const suggestion = written.result;
  await recordAudit(ctx, {
    orgId: list.org_id,
    actor: auditActor(actor),
    action: 'tenants.suggestion-approved',
    targetType: 'Tenant list',
    targetId: list.id,
    targetName: written.list.name,
    details: `${MESSAGES.auditApproved(suggestion.email)}: ${suggestion.company_name}; ${changeText(suggestion.changes)}`,
  });
  return suggestion;
}

/** Drops a suggestion; the list stays as it is. */
export async function rejectSuggestion(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
): Promise<TenantSuggestion> {
  const { row, list } = await authorizedSuggestion(ctx, actor, id);
  const suggestion = toSuggestion(row, list);
  if (!(await deleteSuggestion(ctx.db, id))) throw new NotFound(MESSAGES.suggestionNotFound);
  await recordAudit(ctx, {
    orgId: list.org_id,
    actor: auditActor(actor),
    action: 'tenants.suggestion-rejected',
    targetType: 'Tenant list',
    targetId: list.id,
    targetName: list.name,
    details: `${MESSAGES.auditRejected(suggestion.email)}: ${suggestion.company_name}; ${changeText(suggestion.changes)}`,
  });
  return suggestion;
}

/** When each entry was last confirmed and asked, and the list's freshness figure (docs/product.md §15). */
export async function listConfirmations(
  ctx: AppContext,
  actor: AuthActor,
  listId: string,
): Promise<ListConfirmations> {
  const list = await findTenantList(ctx.db, listId);
  if (!list) throw new NotFound(MESSAGES.listNotFound);
  authorizeItem(actor, list, 'content:read', ITEM_MESSAGES);
  const confirmed = new Map(
    (await confirmationsOf(ctx.db, list.id)).map((row) => [row.entry_id, row.confirmed_at]),
  );
  const asked = new Map<string, string>();
  for (const row of await lastRequests(ctx.db, [list.id])) {
    const known = asked.get(row.entry_id);
    if (!known || row.created_at > known) asked.set(row.entry_id, row.created_at);
  }
  const freshSince = new Date(
    ctx.now().getTime() - CONFIRMATION_FRESH_DAYS * 24 * 60 * 60 * 1000,
  ).toISOString();
  const entries = list.entries.map((entry) => ({
    entry_id: entry.id,
    confirmed_at: (entry.id && confirmed.get(entry.id)) || null,
    asked_at: (entry.id && asked.get(entry.id)) || null,
  }));
  return {
    tenant_list_id: list.id,
    total: entries.length,
    confirmed_recently: entries.filter(
      (entry) => entry.confirmed_at !== null && entry.confirmed_at >= freshSince,
    ).length,
    entries,
  };
}

/**
 * Whether `pathname` is a company's page (`/listing/{token}`) whose link does not work: the server
 * answers its page with 404, as the API answers its data (the page still says why).
 */
export async function isMissingListingPage(ctx: AppContext, pathname: string): Promise<boolean> {
  const prefix = `${LISTING_CONFIRMATION_PATH}/`;
  if (!pathname.startsWith(prefix)) return false;
  try {
    await liveRequest(ctx, decodeURIComponent(pathname.slice(prefix.length)));
    return false;
  } catch {
    return true;
  }
}
