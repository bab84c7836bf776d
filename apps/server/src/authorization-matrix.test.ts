import { API_SCOPES, DEVICE_SECRET_HEADER, type ApiScope, type PairResult } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import type { App } from './app';
import { DOCS_PREFIX } from './platform/docs';
import type { RouteEntry } from './platform/route-table';
import { bearer, uniqueEmail } from './test/auth-helpers';
import {
  createInvitation,
  createOrgFixture,
  createResetToken,
  FIXTURE_PASSWORD,
  type OrgFixture,
} from './test/org-fixture';
import { DIALECTS, useTestApp } from './test/test-app';
import { addDevice, addTenantList, publishDevice } from './test/device-fixture';
import { addTheme } from './test/theme-fixture';
import { insertRequest as insertConfirmationRequest } from './modules/tenant-confirmations/repo';
import { createToken, hashToken, newId } from './platform/tokens';
import { addOrganizationImage, multipartBody, pngImage, uploadFile } from './test/image-fixture';
import { addApiToken } from './test/api-token-fixture';
import { insertRun as insertSyncRun, insertSource as insertSyncSource } from './modules/tenant-sync/repo';

/*
 * Every route of the server, called by each kind of caller with a valid request, against
 * the status it must answer. Routes come from Fastify's own table, so a new route without a
 * line here fails the first test. Each call gets fresh organizations, so destructive calls
 * (delete, logout, password change) never affect the next one.
 */

const CALLERS = ['anonymous', 'viewer', 'editor', 'admin', 'owner', 'otherOwner'] as const;
type Caller = (typeof CALLERS)[number];
type Statuses = [number, number, number, number, number, number];

interface World {
  app: App;
  /** The organization every request targets. */
  org: OrgFixture;
  /** Another organization; its Owner is the `otherOwner` caller. */
  other: OrgFixture;
}

interface Call {
  url: string;
  payload?: Record<string, unknown> | Buffer;
  /** Extra headers, e.g. a screen's device secret. */
  headers?: Record<string, string>;
}

interface Row {
  expected: Statuses;
  call: (w: World) => Call | Promise<Call>;
}

const row = (expected: Statuses, call: Row['call']): Row => ({ expected, call });

const newMember = (w: World) => ({
  name: 'New Member',
  email: uniqueEmail('new'),
  password: 'new-pass-123',
  role: 'Editor',
  accessibleSubOrganizations: [w.org.north.id],
  org_id: w.org.orgId,
});

/** A device of `subOrgId` with a theme, published by the Owner. */
async function publishedIn(w: World, subOrgId: string | null) {
  const theme = await addTheme(w.app, w.org.orgId, null);
  const device = await addDevice(w.app, w.org.orgId, subOrgId, {
    pairing_code: 'MATRIX1',
    theme_id: theme.id,
  });
  return publishDevice(w.app, w.org.owner.token, device);
}

/** The body that adds a fresh upload of the organization's Owner to its library. */
async function uploadedByOwner(w: World): Promise<Record<string, unknown>> {
  const res = await uploadFile(w.app, w.org.owner.token, await pngImage(8, 8), { contentType: 'image/png' });
  const { image_url, filename } = res.json<{ data: { image_url: string; filename: string } }>().data;
  return { org_id: w.org.orgId, image_url, filename };
}

/** The secret header of a fresh screen (a player asking for a code). */
async function screenSecret(w: World): Promise<Record<string, string>> {
  const res = await w.app.inject({ method: 'POST', url: '/api/foyer/tv-devices/pair' });
  return { [DEVICE_SECRET_HEADER]: res.json<{ data: PairResult }>().data.device_secret ?? '' };
}

/** An alert for the whole organization, which gets a device so the scope is not empty. */
async function alertIn(w: World): Promise<Record<string, unknown>> {
  await addDevice(w.app, w.org.orgId, w.org.north.id);
  return { template: 'evacuate', title: 'Evacuate', scope: { kind: 'organization' } };
}

/** The id of an alert the Owner started. */
async function startedAlert(w: World): Promise<string> {
  const res = await w.app.inject({
    method: 'POST',
    url: `/api/foyer/organizations/${w.org.orgId}/emergency-alerts`,
    headers: bearer(w.org.owner.token),
    payload: await alertIn(w),
  });
  return res.json<{ data: { id: string } }>().data.id;
}

/** A notice for North showing all day from now on. */
const northNotice = (w: World) => ({
  title: 'Lift service',
  scope: { kind: 'buildings', ids: [w.org.north.id] },
  schedule: {
    starts_at: '2026-01-01T00:00',
    ends_at: null,
    weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    times: [],
  },
});

/** The id of a notice for North the Owner scheduled. */
async function scheduledNotice(w: World): Promise<string> {
  const res = await w.app.inject({
    method: 'POST',
    url: `/api/foyer/organizations/${w.org.orgId}/notices`,
    headers: bearer(w.org.owner.token),
    payload: northNotice(w),
  });
  return res.json<{ data: { id: string } }>().data.id;
}

/** The webhook settings address, with a token the Owner created. */
async function webhookSettings(w: World): Promise<string> {
  const url = `/api/foyer/organizations/${w.org.orgId}/alert-webhook`;
  await w.app.inject({ method: 'POST', url, headers: bearer(w.org.owner.token) });
  return url;
}

/** The public address of North's mobile directory, which the Owner turned on. */
async function directoryToken(w: World): Promise<string> {
  const res = await w.app.inject({
    method: 'POST',
    url: `/api/foyer/sub-organizations/${w.org.north.id}/mobile-directory`,
    headers: bearer(w.org.owner.token),
    payload: { enabled: true },
  });
  return String(res.json<{ data: { url: string } }>().data.url.split('/').pop());
}

/** A live 'Is your listing correct?' link of a North company, written without mail. */
async function listingLink(w: World): Promise<string> {
  const list = await addTenantList(w.app, w.org.orgId, w.org.north.id, 1);
  const entry = list.entries[0];
  const token = createToken();
  const at = w.app.ctx.now();
  await insertConfirmationRequest(w.app.ctx.db, {
    id: newId(),
    org_id: w.org.orgId,
    tenant_list_id: list.id,
    entry_id: entry?.id ?? '',
    // The link speaks for the entry's contact (docs/decisions/confirmations.md CNF-3).
    email: entry?.email ?? '',
    token_hash: hashToken(token),
    sent_by: null,
    created_at: at.toISOString(),
    expires_at: new Date(at.getTime() + 60_000).toISOString(),
    answer: null,
    answered_at: null,
  });
  return token;
}

/** A North list that syncs (manually) from an address; with `held`, a sync waiting for Apply or Reject: its id. */
async function syncedList(w: World, held = false): Promise<{ listId: string; runId: string }> {
  const list = await addTenantList(w.app, w.org.orgId, w.org.north.id, 3);
  const at = w.app.ctx.now().toISOString();
  await insertSyncSource(w.app.ctx.db, {
    tenants_id: list.id,
    org_id: w.org.orgId,
    url: 'http://127.0.0.1:9/tenants.csv',
    format: 'csv',
    json_mapping: null,
    schedule: 'manual',
    daily_at: null,
    max_removal_percent: 20,
    after_sync: 'mark',
    state: held ? 'held' : 'ok',
    first_applied: 1,
    configured_by: null,
    last_success_at: null,
    last_error: null,
    last_error_at: null,
    next_run_at: null,
    running_since: null,
    created_at: at,
    updated_at: at,
  });
  const runId = newId();
  if (held)
    await insertSyncRun(w.app.ctx.db, {
      id: runId,
      tenants_id: list.id,
      org_id: w.org.orgId,
      started_at: at,
      finished_at: at,
      trigger: 'manual',
      outcome: 'held',
      message: 'Sync held: would remove 2 of 3 companies',
      counts: null,
      preview: null,
      entries: JSON.stringify(list.entries.slice(0, 1)),
      base: list.updated_at,
    });
  return { listId: list.id, runId };
}

/** A suggestion waiting for review on a North list. */
async function waitingSuggestion(w: World): Promise<string> {
  const token = await listingLink(w);
  const listing = (await w.app.inject({ url: `/api/foyer/public/listings/${token}` })).json<{
    data: { listing: Record<string, string> };
  }>().data.listing;
  await w.app.inject({
    method: 'POST',
    url: `/api/foyer/public/listings/${token}/suggestion`,
    payload: { ...listing, suite_room: 'Matrix 1' },
  });
  const found = await w.app.ctx.db
    .selectFrom('tenant_suggestions')
    .select('id')
    .where(
      'request_id',
      'in',
      w.app.ctx.db
        .selectFrom('tenant_confirmation_requests')
        .select('id')
        .where('token_hash', '=', hashToken(token)),
    )
    .executeTakeFirstOrThrow();
  return found.id;
}

// prettier-ignore
const MATRIX: Record<string, Row> = {
  // Statuses in caller order: anonymous, Viewer, Editor, Admin, Owner, Owner of another organization.
  'GET /api/health':                                        row([200, 200, 200, 200, 200, 200], () => ({ url: '/api/health' })),
  // The operators' metrics: off here (the default); no member or API token ever reaches them (docs/decisions/metrics.md MET-1).
  'GET /metrics':                                           row([404, 404, 404, 404, 404, 404], () => ({ url: '/metrics' })),
  'POST /api/register':                                     row([201, 403, 403, 201, 201, 404], (w) => ({ url: '/api/register', payload: newMember(w) })),
  'POST /api/login':                                        row([200, 200, 200, 200, 200, 200], (w) => ({ url: '/api/login', payload: { email: w.org.owner.email, password: FIXTURE_PASSWORD } })),
  'GET /api/me':                                            row([401, 200, 200, 200, 200, 200], () => ({ url: '/api/me' })),
  'PUT /api/me':                                            row([401, 200, 200, 200, 200, 200], () => ({ url: '/api/me', payload: { name: 'Renamed Self' } })),
  'POST /api/me/password':                                  row([401, 200, 200, 200, 200, 200], () => ({ url: '/api/me/password', payload: { currentPassword: FIXTURE_PASSWORD, newPassword: 'changed-pass' } })),
  'POST /api/logout':                                       row([401, 200, 200, 200, 200, 200], () => ({ url: '/api/logout' })),
  'POST /api/forgot-password':                              row([200, 200, 200, 200, 200, 200], (w) => ({ url: '/api/forgot-password', payload: { email: w.org.owner.email } })),
  'GET /api/reset-password/:token':                         row([200, 200, 200, 200, 200, 200], async (w) => ({ url: `/api/reset-password/${await createResetToken(w.app, w.org.owner.user.id)}` })),
  'POST /api/reset-password/:token':                        row([200, 200, 200, 200, 200, 200], async (w) => ({ url: `/api/reset-password/${await createResetToken(w.app, w.org.owner.user.id)}`, payload: { password: 'reset-pass-1' } })),
  'GET /api/organizations/:orgId/mail-backlog':             row([401, 403, 403, 200, 200, 404], (w) => ({ url: `/api/organizations/${w.org.orgId}/mail-backlog` })),
  'GET /api/organizations/:orgId/users':                    row([401, 403, 403, 200, 200, 404], (w) => ({ url: `/api/organizations/${w.org.orgId}/users` })),
  'PUT /api/users/:id':                                     row([401, 403, 403, 200, 200, 404], (w) => ({ url: `/api/users/${w.org.editor.user.id}`, payload: { name: 'Edited', email: w.org.editor.email, role: 'Editor', accessibleSubOrganizations: [w.org.south.id] } })),
  'DELETE /api/users/:id':                                  row([401, 403, 403, 200, 200, 404], (w) => ({ url: `/api/users/${w.org.viewer.user.id}` })),
  'PUT /api/users/:id/access':                              row([401, 403, 403, 200, 200, 404], (w) => ({ url: `/api/users/${w.org.editor.user.id}/access`, payload: { accessibleSubOrganizations: [w.org.north.id, w.org.south.id] } })),
  'POST /api/invite-users':                                 row([401, 403, 403, 201, 201, 404], (w) => ({ url: '/api/invite-users', payload: { name: 'Invitee', email: uniqueEmail('invitee'), role: 'Viewer', accessibleSubOrganizations: [w.org.south.id], org_id: w.org.orgId } })),
  'POST /api/users/:id/resend-invitation':                  row([401, 403, 403, 200, 200, 404], async (w) => ({ url: `/api/users/${(await createInvitation(w.app, w.org.orgId, 'Editor', [w.org.north.id])).userId}/resend-invitation` })),
  'GET /api/invitation/:token':                             row([200, 200, 200, 200, 200, 200], async (w) => ({ url: `/api/invitation/${(await createInvitation(w.app, w.org.orgId)).token}` })),
  'POST /api/accept-invitation/:token':                     row([200, 200, 200, 200, 200, 200], async (w) => ({ url: `/api/accept-invitation/${(await createInvitation(w.app, w.org.orgId)).token}`, payload: { name: 'Accepting', password: 'accept-pass' } })),
  'GET /api/foyer/organizations/:orgId':                    row([401, 200, 200, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}` })),
  'PUT /api/foyer/organizations/:orgId':                    row([401, 403, 403, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}`, payload: { name: 'Renamed Properties' } })),
  'GET /api/foyer/organizations/:orgId/sub-organizations':  row([401, 200, 200, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/sub-organizations` })),
  'POST /api/foyer/organizations/:orgId/sub-organizations': row([401, 403, 403, 201, 201, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/sub-organizations`, payload: { name: 'East Wing', description: 'New' } })),
  'POST /api/foyer/sub-organizations/:id':                  row([401, 403, 403, 200, 200, 404], (w) => ({ url: `/api/foyer/sub-organizations/${w.org.north.id}`, payload: { name: 'North Renamed' } })),
  'POST /api/foyer/sub-organizations/:id/delete':           row([401, 403, 403, 200, 200, 404], (w) => ({ url: `/api/foyer/sub-organizations/${w.org.north.id}/delete` })),
  // A building's clock and hours: read by who reaches North (the Viewer reaches South only), set by Owners and Admins.
  'GET /api/foyer/sub-organizations/:id/schedule':          row([401, 404, 200, 200, 200, 404], (w) => ({ url: `/api/foyer/sub-organizations/${w.org.north.id}/schedule` })),
  'POST /api/foyer/sub-organizations/:id/schedule':         row([401, 403, 403, 200, 200, 404], (w) => ({ url: `/api/foyer/sub-organizations/${w.org.north.id}/schedule`, payload: { time_zone: 'Europe/Berlin', opening_hours: null } })),
  // Themes: reads of an organization-wide theme; writes on one of North, the Editor's sub-organization.
  'GET /api/foyer/organizations/:orgId/themes':             row([401, 200, 200, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/themes` })),
  'GET /api/foyer/themes/:id':                              row([401, 200, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/themes/${(await addTheme(w.app, w.org.orgId, null)).id}` })),
  'POST /api/foyer/themes':                                 row([401, 403, 201, 201, 201, 404], (w) => ({ url: '/api/foyer/themes', payload: { org_id: w.org.orgId, sub_org_id: w.org.north.id, name: 'Lobby', layout: 'split' } })),
  'POST /api/foyer/themes/:id':                             row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/themes/${(await addTheme(w.app, w.org.orgId, w.org.north.id)).id}`, payload: { name: 'Lobby', layout: 'twoColumn', metadata: { version: 1 } } })),
  'POST /api/foyer/themes/:id/delete':                      row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/themes/${(await addTheme(w.app, w.org.orgId, w.org.north.id)).id}/delete` })),
  // Devices, tenants, bundles: reads of organization-wide items; writes on items of North.
  'GET /api/foyer/organizations/:orgId/screens/showing':    row([401, 200, 200, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/screens/showing` })),
  'GET /api/foyer/organizations/:orgId/devices':            row([401, 200, 200, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/devices` })),
  'GET /api/foyer/devices/:id':                             row([401, 200, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/devices/${(await addDevice(w.app, w.org.orgId, null)).id}` })),
  'GET /api/foyer/devices/:id/schedule-at':                 row([401, 200, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/devices/${(await addDevice(w.app, w.org.orgId, null)).id}/schedule-at?at=${encodeURIComponent(w.app.ctx.now().toISOString())}` })),
  'POST /api/foyer/devices':                                row([401, 403, 201, 201, 201, 404], (w) => ({ url: '/api/foyer/devices', payload: { org_id: w.org.orgId, sub_org_id: w.org.north.id, name: 'Lobby TV', pairing_code: 'abc234' } })),
  'POST /api/foyer/devices/:id':                            row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/devices/${(await addDevice(w.app, w.org.orgId, w.org.north.id)).id}`, payload: { name: 'Renamed TV' } })),
  'POST /api/foyer/devices/:id/delete':                     row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/devices/${(await addDevice(w.app, w.org.orgId, w.org.north.id)).id}/delete` })),
  'GET /api/foyer/organizations/:orgId/tenants':            row([401, 200, 200, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/tenants` })),
  'GET /api/foyer/tenants/:id':                             row([401, 200, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/tenants/${(await addTenantList(w.app, w.org.orgId, null)).id}` })),
  'POST /api/foyer/tenants':                                row([401, 403, 201, 201, 201, 404], (w) => ({ url: '/api/foyer/tenants', payload: { org_id: w.org.orgId, sub_org_id: w.org.north.id, name: 'Lobby', entries: [{ company_name: 'Acme' }] } })),
  'POST /api/foyer/tenants/:id':                            row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/tenants/${(await addTenantList(w.app, w.org.orgId, w.org.north.id)).id}`, payload: { entries: [{ company_name: 'Acme' }] } })),
  'POST /api/foyer/tenants/:id/delete':                     row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/tenants/${(await addTenantList(w.app, w.org.orgId, w.org.north.id)).id}/delete` })),
  'GET /api/foyer/organizations/:orgId/category-translations': row([401, 200, 200, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/category-translations` })),
  'PUT /api/foyer/organizations/:orgId/category-translations': row([401, 403, 200, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/category-translations`, payload: { categories: [{ category: 'Law', translations: { de: 'Recht' } }] } })),
  'POST /api/foyer/published-bundles/many':                 row([401, 403, 200, 200, 200, 404], async (w) => ({ url: '/api/foyer/published-bundles/many', payload: { org_id: w.org.orgId, device_ids: [(await addDevice(w.app, w.org.orgId, w.org.north.id, { pairing_code: 'PUB2', theme_id: (await addTheme(w.app, w.org.orgId, null)).id })).id] } })),
  'POST /api/foyer/published-bundles':                      row([401, 403, 201, 201, 201, 404], async (w) => ({ url: '/api/foyer/published-bundles', payload: { org_id: w.org.orgId, device_id: (await addDevice(w.app, w.org.orgId, w.org.north.id, { pairing_code: 'PUB1', theme_id: (await addTheme(w.app, w.org.orgId, null)).id })).id } })),
  'DELETE /api/foyer/published-bundles/:id':                row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/published-bundles/${(await publishedIn(w, w.org.north.id)).id}` })),
  'GET /api/foyer/published-bundles/pairing-code/:orgId/:pairingCode':    row([401, 200, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/published-bundles/pairing-code/${w.org.orgId}/${(await publishedIn(w, null)).pairing_code}` })),
  'DELETE /api/foyer/published-bundles/pairing-code/:orgId/:pairingCode': row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/published-bundles/pairing-code/${w.org.orgId}/${(await publishedIn(w, w.org.north.id)).pairing_code}` })),
  'GET /api/foyer/tv-devices/:deviceId/bundle':             row([401, 200, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/tv-devices/${(await publishedIn(w, null)).device_id}/bundle` })),
  // Images: uploads by any member who may (no organization in the path); the library of the org; files are public.
  'POST /api/foyer/uploads':                                row([401, 403, 201, 201, 201, 201], async () => ({ url: '/api/foyer/uploads', ...(await multipartBody(await pngImage(8, 8), { contentType: 'image/png' })) })),
  'GET /api/foyer/uploads/files/:name':                     row([200, 200, 200, 200, 200, 200], async (w) => ({ url: (await addOrganizationImage(w.app, w.org.orgId, { store: await pngImage(8, 8) })).image_url })),
  'POST /api/foyer/organization-images':                    row([401, 403, 201, 201, 201, 404], async (w) => ({ url: '/api/foyer/organization-images', payload: await uploadedByOwner(w) })),
  'GET /api/foyer/organization-images/:orgId':              row([401, 200, 200, 200, 200, 404], (w) => ({ url: `/api/foyer/organization-images/${w.org.orgId}` })),
  'DELETE /api/foyer/organization-images/:id':              row([401, 403, 403, 200, 200, 404], async (w) => ({ url: `/api/foyer/organization-images/${(await addOrganizationImage(w.app, w.org.orgId)).id}` })),
  // Screens: pairing is public; the screen's calls take its secret, whatever bearer token comes along
  // (the stream is called without one: 401, so no stream stays open; its tests use a real server).
  'POST /api/foyer/tv-devices/pair':                        row([201, 201, 201, 201, 201, 201], () => ({ url: '/api/foyer/tv-devices/pair' })),
  'GET /api/foyer/tv-devices/me':                           row([200, 200, 200, 200, 200, 200], async (w) => ({ url: '/api/foyer/tv-devices/me', headers: await screenSecret(w) })),
  'GET /api/foyer/tv-devices/stream':                       row([401, 401, 401, 401, 401, 401], () => ({ url: '/api/foyer/tv-devices/stream' })),
  'POST /api/foyer/tv-devices/report':                      row([200, 200, 200, 200, 200, 200], async (w) => ({ url: '/api/foyer/tv-devices/report', headers: await screenSecret(w), payload: { shown_version: null, uptime_s: 0, last_reload_reason: null, legacy: false } })),
  'GET /api/foyer/organizations/:orgId/analytics':          row([401, 200, 200, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/analytics` })),
  // Scheduled notices of North: read by every member (the Viewer sees none of North's), written by Editors of North and up.
  'GET /api/foyer/organizations/:orgId/notices':            row([401, 200, 200, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/notices` })),
  'POST /api/foyer/organizations/:orgId/notices':           row([401, 403, 201, 201, 201, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/notices`, payload: northNotice(w) })),
  'PUT /api/foyer/notices/:id':                             row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/notices/${await scheduledNotice(w)}`, payload: { ...northNotice(w), title: 'Lift service moved' } })),
  'POST /api/foyer/notices/:id/duplicate':                  row([401, 403, 201, 201, 201, 404], async (w) => ({ url: `/api/foyer/notices/${await scheduledNotice(w)}/duplicate` })),
  'POST /api/foyer/notices/:id/end':                        row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/notices/${await scheduledNotice(w)}/end` })),
  'DELETE /api/foyer/notices/:id':                          row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/notices/${await scheduledNotice(w)}` })),
  'GET /api/foyer/organizations/:orgId/emergency-alerts':   row([401, 200, 200, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/emergency-alerts` })),
  'POST /api/foyer/organizations/:orgId/emergency-alerts':  row([401, 403, 403, 201, 201, 404], async (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/emergency-alerts`, payload: await alertIn(w) })),
  'POST /api/foyer/emergency-alerts/:id/end':               row([401, 403, 403, 200, 200, 404], async (w) => ({ url: `/api/foyer/emergency-alerts/${await startedAlert(w)}/end` })),
  'GET /api/foyer/organizations/:orgId/alert-webhook':      row([401, 403, 403, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/alert-webhook` })),
  'POST /api/foyer/organizations/:orgId/alert-webhook':     row([401, 403, 403, 201, 201, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/alert-webhook` })),
  'DELETE /api/foyer/organizations/:orgId/alert-webhook':   row([401, 403, 403, 200, 200, 404], async (w) => ({ url: await webhookSettings(w) })),
  'GET /api/foyer/organizations/:orgId/audit-events':       row([401, 403, 403, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/audit-events` })),
  'GET /api/foyer/organizations/:orgId/audit-events.csv':   row([401, 403, 403, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/audit-events.csv` })),
  // Mobile directories: members read those of their buildings, Owners and Admins change them; the page is public.
  'GET /api/foyer/organizations/:orgId/mobile-directories': row([401, 200, 200, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/mobile-directories` })),
  'POST /api/foyer/sub-organizations/:id/mobile-directory': row([401, 403, 403, 200, 200, 404], (w) => ({ url: `/api/foyer/sub-organizations/${w.org.north.id}/mobile-directory`, payload: { enabled: true } })),
  'POST /api/foyer/sub-organizations/:id/mobile-directory/new-address': row([401, 403, 403, 200, 200, 404], (w) => ({ url: `/api/foyer/sub-organizations/${w.org.north.id}/mobile-directory/new-address` })),
  'GET /api/foyer/public/directories/:token':               row([200, 200, 200, 200, 200, 200], async (w) => ({ url: `/api/foyer/public/directories/${await directoryToken(w)}` })),
  // Tenants confirm their listing (docs/product.md §15): staff who may change the list send and review; the company's page is public.
  'POST /api/foyer/tenants/:id/confirmation-requests':       row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/tenants/${(await addTenantList(w.app, w.org.orgId, w.org.north.id)).id}/confirmation-requests` })),
  'POST /api/foyer/organizations/:orgId/tenant-confirmation-requests': row([401, 403, 200, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/tenant-confirmation-requests` })),
  'GET /api/foyer/tenants/:id/confirmations':               row([401, 200, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/tenants/${(await addTenantList(w.app, w.org.orgId, null)).id}/confirmations` })),
  'GET /api/foyer/organizations/:orgId/tenant-suggestions': row([401, 200, 200, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/tenant-suggestions` })),
  'POST /api/foyer/tenant-suggestions/:id/approve':         row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/tenant-suggestions/${await waitingSuggestion(w)}/approve`, payload: {} })),
  'POST /api/foyer/tenant-suggestions/:id/reject':          row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/tenant-suggestions/${await waitingSuggestion(w)}/reject` })),
  'GET /api/foyer/public/listings/:token':                  row([200, 200, 200, 200, 200, 200], async (w) => ({ url: `/api/foyer/public/listings/${await listingLink(w)}` })),
  'POST /api/foyer/public/listings/:token/confirm':         row([200, 200, 200, 200, 200, 200], async (w) => ({ url: `/api/foyer/public/listings/${await listingLink(w)}/confirm` })),
  'POST /api/foyer/public/listings/:token/suggestion':      row([200, 200, 200, 200, 200, 200], async (w) => ({ url: `/api/foyer/public/listings/${await listingLink(w)}/suggestion`, payload: { company_name: 'Matrix Co', floor: '1', suite_room: '1', category: '', logo_url: '' } })),
  'POST /api/foyer/public/listings/:token/logo':            row([201, 201, 201, 201, 201, 201], async (w) => ({ url: `/api/foyer/public/listings/${await listingLink(w)}/logo`, ...(await multipartBody(await pngImage(8, 8), { contentType: 'image/png' })) })),
  // Tenant list sync and bulk upsert (docs/product.md §13): read by every member, changed by who may change a list of North.
  'GET /api/foyer/tenants/:id/sync':                        row([401, 200, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/tenants/${(await addTenantList(w.app, w.org.orgId, null)).id}/sync` })),
  'PUT /api/foyer/tenants/:id/sync':                        row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/tenants/${(await addTenantList(w.app, w.org.orgId, w.org.north.id)).id}/sync`, payload: { url: 'https://sheet.example/tenants.csv' } })),
  'POST /api/foyer/tenants/:id/sync/delete':                row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/tenants/${(await syncedList(w)).listId}/sync/delete` })),
  // The address is refused (private) without a lookup: a failed run answers 200.
  'POST /api/foyer/tenants/:id/sync/run':                   row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/tenants/${(await syncedList(w)).listId}/sync/run` })),
  'POST /api/foyer/tenants/:id/sync/runs/:runId/apply':     row([401, 403, 200, 200, 200, 404], async (w) => { const { listId, runId } = await syncedList(w, true); return { url: `/api/foyer/tenants/${listId}/sync/runs/${runId}/apply` }; }),
  'POST /api/foyer/tenants/:id/sync/runs/:runId/reject':    row([401, 403, 200, 200, 200, 404], async (w) => { const { listId, runId } = await syncedList(w, true); return { url: `/api/foyer/tenants/${listId}/sync/runs/${runId}/reject` }; }),
  'PUT /api/foyer/tenants/:id/entries':                     row([401, 403, 200, 200, 200, 404], async (w) => ({ url: `/api/foyer/tenants/${(await addTenantList(w.app, w.org.orgId, w.org.north.id)).id}/entries?mode=merge`, payload: { entries: [{ company_name: 'Matrix Co', external_id: 'M-1' }] } })),
  // Only the organization's webhook token opens it; a session token is not one.
  'POST /api/foyer/hooks/emergency-alerts':                 row([401, 401, 401, 401, 401, 401], () => ({ url: '/api/foyer/hooks/emergency-alerts', payload: { action: 'end' } })),
  // API tokens (docs/product.md §14): Owners and Admins only.
  'GET /api/foyer/organizations/:orgId/api-tokens':         row([401, 403, 403, 200, 200, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/api-tokens` })),
  'POST /api/foyer/organizations/:orgId/api-tokens':        row([401, 403, 403, 201, 201, 404], (w) => ({ url: `/api/foyer/organizations/${w.org.orgId}/api-tokens`, payload: { name: 'Matrix', scopes: ['read'] } })),
  'POST /api/foyer/api-tokens/:id/revoke':                  row([401, 403, 403, 200, 200, 404], async (w) => ({ url: `/api/foyer/api-tokens/${(await addApiToken(w.app, w.org.owner.token, w.org.orgId, { scopes: ['read'] })).id}/revoke` })),
};

/**
 * The only routes outside the matrix, on purpose: the public OpenAPI docs (Swagger UI, its files
 * and the document). Any other route, wherever it is mounted, needs a line in MATRIX. The web
 * app's files are not in the table: the test app has no built web app, and its page fallback is
 * the not-found handler, not a route.
 */
const PUBLIC_OUTSIDE_MATRIX = [
  'GET /api/docs',
  'HEAD /api/docs/',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
];

const keyOf = (route: RouteEntry) => `${route.method} ${route.url}`;

/** In the matrix: every route but the listed public ones and the HEAD twin of a GET. */
function isChecked(route: RouteEntry, table: readonly RouteEntry[]): boolean {
  if (PUBLIC_OUTSIDE_MATRIX.includes(keyOf(route))) return false;
  const headOfGet = route.method === 'HEAD' && table.some((r) => r.method === 'GET' && r.url === route.url);
  return !headOfGet;
}

function tokenOf(caller: Caller, w: World): string | undefined {
  if (caller === 'anonymous') return undefined;
  if (caller === 'otherOwner') return w.other.owner.token;
  return w.org[caller].token;
}

describe.each(DIALECTS)('authorization matrix on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('has exactly one line per route of the server', () => {
    const table = t.current.app.routeTable;
    const routes = table.filter((r) => isChecked(r, table)).map(keyOf);
    expect(new Set(routes).size).toBe(routes.length);
    expect([...routes].sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it('leaves out only the listed public routes, so a route mounted anywhere else needs a line', () => {
    const table = t.current.app.routeTable;
    // The list names real routes (it cannot hide a route by a stale entry)...
    expect(table.map(keyOf)).toEqual(expect.arrayContaining(PUBLIC_OUTSIDE_MATRIX));
    // ...and nothing else is skipped for where it lives.
    const elsewhere: RouteEntry[] = [
      { method: 'POST', url: '/webhooks/mail' },
      { method: 'GET', url: '/display/:id/feed' },
      { method: 'PUT', url: `${DOCS_PREFIX}/json` },
      { method: 'HEAD', url: '/player/ping' },
    ];
    for (const route of elsewhere) expect(isChecked(route, [...table, route]), keyOf(route)).toBe(true);
  });

  it.each(Object.entries(MATRIX))('%s', async (key, { expected, call }) => {
    const { app } = t.current;
    const method = key.slice(0, key.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'DELETE';
    const actual: Record<string, number> = {};
    for (const caller of CALLERS) {
      const w: World = {
        app,
        org: await createOrgFixture(app),
        other: await createOrgFixture(app, 'Other Org'),
      };
      const { url, payload, headers } = await call(w);
      const token = tokenOf(caller, w);
      const res = await app.inject({
        method,
        url,
        payload,
        headers: { ...(token ? bearer(token) : {}), ...headers },
      });
      actual[caller] = res.statusCode;
    }
    expect(actual).toEqual(Object.fromEntries(CALLERS.map((c, i) => [c, expected[i]])));
  });

  /*
   * The same routes called with API tokens (docs/decisions/api-tokens.md TOK-3, TOK-4), the answers
   * derived from each route's declared scope, so a new route is covered by its MATRIX line: a token
   * with the scope answers as an Admin would, one without it 403; a token limited to North (with
   * every scope a building token may have) as North's Editor would; another organization's token as
   * its Owner would. A route without a scope refuses every token, as below.
   */
  it.each(Object.entries(MATRIX))('API tokens: %s', async (key, { expected, call }) => {
    const { app } = t.current;
    const method = key.slice(0, key.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'DELETE';
    const scope = app.routeTable.find((route) => keyOf(route) === key)?.apiScope;
    const [anonymous, , editor, admin, , otherOwner] = expected;
    const unscoped = UNSCOPED_TOKEN_ANSWER[key] ?? (anonymous === 401 ? 403 : anonymous);
    const want: Record<string, number> = {};
    const got: Record<string, number> = {};
    const callers: [
      string,
      (w: World) => { orgId: string; ownerToken: string; scopes: ApiScope[]; sub_org_id?: string },
      number,
    ][] = [
      ...API_SCOPES.map(
        (only): [string, (w: World) => { orgId: string; ownerToken: string; scopes: ApiScope[] }, number] => [
          `only ${only}`,
          (w) => ({ orgId: w.org.orgId, ownerToken: w.org.owner.token, scopes: [only] }),
          scope ? (scope === only ? admin : 403) : unscoped,
        ],
      ),
      [
        'all but its scope',
        (w) => ({
          orgId: w.org.orgId,
          ownerToken: w.org.owner.token,
          scopes: API_SCOPES.filter((s) => s !== scope),
        }),
        scope ? 403 : unscoped,
      ],
      [
        'North only',
        (w) => ({
          orgId: w.org.orgId,
          ownerToken: w.org.owner.token,
          scopes: ['read', 'tenants', 'publish'],
          sub_org_id: w.org.north.id,
        }),
        scope ? (NORTH_TOKEN_ANSWER[key] ?? (scope === 'alerts' ? 403 : editor)) : unscoped,
      ],
      [
        'another organization',
        (w) => ({ orgId: w.other.orgId, ownerToken: w.other.owner.token, scopes: [...API_SCOPES] }),
        scope ? otherOwner : unscoped,
      ],
    ];
    for (const [name, tokenFor, answer] of callers) {
      const w: World = {
        app,
        org: await createOrgFixture(app),
        other: await createOrgFixture(app, 'Other Org'),
      };
      const { orgId, ownerToken, ...fields } = tokenFor(w);
      const { token } = await addApiToken(app, ownerToken, orgId, fields);
      const { url, payload, headers } = await call(w);
      const res = await app.inject({ method, url, payload, headers: { ...bearer(token), ...headers } });
      want[name] = answer;
      got[name] = res.statusCode;
    }
    expect(got).toEqual(want);
  });
});

/**
 * What a token limited to North gets where North's Editor is answered otherwise: the organization's
 * category dictionary is organization-wide, which a building's token reads but never changes
 * (docs/decisions/api-tokens.md TOK-4, docs/decisions/languages.md LNG-19).
 */
const NORTH_TOKEN_ANSWER: Record<string, number> = {
  'PUT /api/foyer/organizations/:orgId/category-translations': 403,
};

/**
 * What an API token gets on a route without a scope, where that is not the rule (403 where a caller
 * without a token gets 401, else the same as that caller).
 */
const UNSCOPED_TOKEN_ANSWER: Record<string, number> = {
  // A bearer token with member fields creates a member: never for a token.
  'POST /api/register': 403,
  // These take a screen's secret or the webhook token, never a member's or an API token.
  'GET /api/foyer/tv-devices/stream': 401,
  'POST /api/foyer/hooks/emergency-alerts': 401,
};
