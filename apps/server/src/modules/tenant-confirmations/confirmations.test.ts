import {
  SAMPLE_DIRECTORY,
  type AuditPage,
  type ConfirmationSendResult,
  type ListConfirmations,
  type PublicListing,
  type TenantEntry,
  type TenantList,
  type TenantSuggestion,
} from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { addDevice, publishDevice } from '../../test/device-fixture';
import { multipartBody, pngImage } from '../../test/image-fixture';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { extractLink, readAllMail } from '../../test/outbox';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';
import { DEFAULT_RATE_LIMITS } from '../../platform/config';
import { newId } from '../../platform/tokens';
import { insertTenantList, rowToTenantList } from '../tenants/repo';

const PUBLIC_URL = 'https://lobby.example.com';
const DAY = 24 * 60 * 60 * 1000;

const company = (name: string, fields: Partial<TenantEntry> = {}): TenantEntry => ({
  ...(SAMPLE_DIRECTORY[0] as TenantEntry),
  id: newId(),
  company_name: name,
  floor: '3',
  suite_room: '301',
  category: 'Law',
  phone: '+1 555 0100',
  email: '',
  contact_person: 'Private Person',
  notes: 'Private note',
  move_in_date: '',
  move_out_date: '',
  logo_url: '',
  active: true,
  ...fields,
});

describe.each(DIALECTS)('tenant confirmations on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { publicUrl: PUBLIC_URL } });
  const app = () => t.current.app;

  async function addList(org: OrgFixture, entries: TenantEntry[], subOrgId: string | null = org.north.id) {
    const at = app().ctx.now().toISOString();
    const row = await insertTenantList(app().ctx.db, {
      id: newId(),
      org_id: org.orgId,
      sub_org_id: subOrgId,
      name: `List ${newId().slice(0, 6)}`,
      scope: 'global',
      theme_id: null,
      entries: JSON.stringify(entries),
      created_at: at,
      updated_at: at,
    });
    return rowToTenantList(row);
  }

  const owner = (org: OrgFixture) => org.owner.token;

  /** Moves a time of the list's rows back by `ms` (the clock stays: sessions would expire). */
  async function moveBack(
    table: 'tenant_confirmation_requests' | 'tenant_entry_confirmations',
    column: 'created_at' | 'expires_at' | 'confirmed_at',
    listId: string,
    ms: number,
  ) {
    const db = app().ctx.db;
    const rows = await db.selectFrom(table).selectAll().where('tenant_list_id', '=', listId).execute();
    for (const row of rows as Array<Record<string, string>>) {
      const moved = new Date(Date.parse(row[column] ?? '') - ms).toISOString();
      await db
        .updateTable(table)
        .set({ [column]: moved })
        .where('tenant_list_id', '=', listId)
        .where(column as 'confirmed_at', '=', row[column] ?? '')
        .execute();
    }
  }

  const send = (token: string, listId: string) =>
    app().inject({
      method: 'POST',
      url: `/api/foyer/tenants/${listId}/confirmation-requests`,
      headers: bearer(token),
    });
  const sendOk = async (token: string, listId: string) => {
    const res = await send(token, listId);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: ConfirmationSendResult; message: string }>();
  };

  /** Every link mailed so far to `email`, oldest first (the worker has written each mail). */
  async function linksTo(email: string): Promise<string[]> {
    await app().ctx.mailer.flush();
    const mails = await readAllMail(t.current.config.dataDir);
    return mails
      .filter((mail) => mail.includes(`To: ${email}`))
      .map((mail) => extractLink(mail, '/listing/').slice(`${PUBLIC_URL}/listing/`.length));
  }
  const latestLink = async (email: string) => {
    const links = await linksTo(email);
    expect(links.length).toBeGreaterThan(0);
    return links.at(-1) ?? '';
  };

  const page = (token: string) => app().inject({ url: `/api/foyer/public/listings/${token}` });
  const pageOk = async (token: string) => {
    const res = await page(token);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: PublicListing }>().data;
  };
  const confirm = (token: string) =>
    app().inject({ method: 'POST', url: `/api/foyer/public/listings/${token}/confirm` });
  const suggest = (token: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: `/api/foyer/public/listings/${token}/suggestion`, payload });
  const suggestions = async (org: OrgFixture, token = org.owner.token) => {
    const res = await app().inject({
      url: `/api/foyer/organizations/${org.orgId}/tenant-suggestions`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: TenantSuggestion[] }>().data;
  };
  const decide = (token: string, id: string, decision: 'approve' | 'reject', payload?: object) =>
    app().inject({
      method: 'POST',
      url: `/api/foyer/tenant-suggestions/${id}/${decision}`,
      headers: bearer(token),
      ...(payload || decision === 'approve' ? { payload: payload ?? {} } : {}),
    });
  const confirmations = async (org: OrgFixture, listId: string) => {
    const res = await app().inject({
      url: `/api/foyer/tenants/${listId}/confirmations`,
      headers: bearer(org.owner.token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: ListConfirmations }>().data;
  };
  const listNow = async (org: OrgFixture, listId: string) =>
    (await app().inject({ url: `/api/foyer/tenants/${listId}`, headers: bearer(org.owner.token) })).json<{
      data: TenantList;
    }>().data;
  const auditDetails = async (org: OrgFixture) => {
    const res = await app().inject({
      url: `/api/foyer/organizations/${org.orgId}/audit-events?category=tenants`,
      headers: bearer(org.owner.token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: AuditPage }>().data.events.map((event) => `${event.action}: ${event.details}`);
  };

  it('sends one mail per company with a contact e-mail, says what it skipped and why, and gives old entries an id', async () => {
    const org = await createOrgFixture(app());
    const acme = `acme-${newId().slice(0, 8)}@example.com`;
    const old = `old-${newId().slice(0, 8)}@example.com`;
    const hidden = `hidden-${newId().slice(0, 8)}@example.com`;
    const list = await addList(org, [
      company('Acme Law', { email: acme }),
      company('No Mail Co'),
      company('Hidden Co', { email: hidden, active: false }),
      company('Old Data Co', { id: '', email: old.toUpperCase() }),
    ]);
    const body = await sendOk(org.editor.token, list.id);
    expect(body.data).toEqual({ lists: 1, sent: 2, skipped: { no_email: 1, asked_recently: 0, hidden: 1 } });
    expect(body.message).toBe(
      'Sent 2 e-mails. Skipped 2: 1 without a contact e-mail, 1 hidden from the screens.',
    );
    const stored = await listNow(org, list.id);
    expect(stored.entries.find((entry) => entry.company_name === 'Old Data Co')?.id).not.toBe('');
    expect(stored.entries.find((entry) => entry.company_name === 'No Mail Co')?.id).toBe(list.entries[1]?.id);
    await app().ctx.mailer.flush();
    const mails = (await readAllMail(t.current.config.dataDir)).filter((mail) =>
      mail.includes(`To: ${acme}`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Is your listing correct? North lobby directory');
    expect(mails[0]).toContain('how Acme Law is listed');
    expect(mails[0]).not.toContain('Old Data Co');
    expect(await linksTo(old)).toHaveLength(1);
    expect(await linksTo(hidden)).toHaveLength(0);
    expect(await auditDetails(org)).toContainEqual(
      'tenants.confirmations-requested: Sent 2 e-mails. Skipped 2: 1 without a contact e-mail, 1 hidden from the screens.',
    );
  });

  it('asks a company at most once in 30 days per address and entry, for one list or all the caller may change', async () => {
    const org = await createOrgFixture(app());
    const email = `once-${newId().slice(0, 8)}@example.com`;
    const north = await addList(org, [company('Once Co', { email })]);
    await addList(
      org,
      [company('South Co', { email: `south-${newId().slice(0, 8)}@example.com` })],
      org.south.id,
    );
    expect((await sendOk(org.owner.token, north.id)).data.sent).toBe(1);
    const again = await sendOk(org.owner.token, north.id);
    expect(again.data).toMatchObject({ sent: 0, skipped: { asked_recently: 1 } });
    expect(again.message).toBe('No e-mail sent. Skipped 1: 1 already asked in the last 30 days.');
    // The Editor reaches North only: South's list is not theirs to send.
    const all = await app().inject({
      method: 'POST',
      url: `/api/foyer/organizations/${org.orgId}/tenant-confirmation-requests`,
      headers: bearer(org.editor.token),
    });
    expect(all.statusCode).toBe(200);
    expect(all.json<{ data: ConfirmationSendResult }>().data).toMatchObject({ lists: 1, sent: 0 });
    // A Viewer sends nothing.
    expect((await send(org.viewer.token, north.id)).statusCode).toBe(403);
    await moveBack('tenant_confirmation_requests', 'created_at', north.id, 30 * DAY - 60_000);
    expect((await sendOk(owner(org), north.id)).data.sent).toBe(0);
    await moveBack('tenant_confirmation_requests', 'created_at', north.id, 120_000);
    expect((await sendOk(owner(org), north.id)).data.sent).toBe(1);
    expect(await linksTo(email)).toHaveLength(2);
  });

  it('shows the company its own listing only; a garbage, unknown or expired link is a clear 404', async () => {
    const org = await createOrgFixture(app());
    const email = `own-${newId().slice(0, 8)}@example.com`;
    const theme = await addTheme(app(), org.orgId, null, 'Lobby', { colors: { primary: '#0f766e' } });
    const list = await addList(org, [
      company('Neighbour Co', { email: 'neighbour@example.com', suite_room: '999', phone: '+1 555 0199' }),
      company('Own Co', { email, floor: '4', suite_room: '410', category: 'Design' }),
    ]);
    await addDevice(app(), org.orgId, org.north.id, { tenants_id: list.id, theme_id: theme.id });
    await sendOk(org.owner.token, list.id);
    const token = await latestLink(email);
    const listing = await pageOk(token);
    expect(listing).toMatchObject({
      building_name: 'North',
      listing: { company_name: 'Own Co', floor: '4', suite_room: '410', category: 'Design', logo_url: '' },
      answer: 'none',
      pending: null,
    });
    expect((listing.theme as { colors: { primary: string } }).colors.primary).toBe('#0f766e');
    const text = JSON.stringify(listing);
    for (const secret of ['Neighbour', '999', '555', 'Private', email]) expect(text).not.toContain(secret);

    for (const wrong of ['garbage', 'x'.repeat(43), encodeURIComponent('../../tenants')]) {
      const res = await page(wrong);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'This link does not work any more' });
    }
    await moveBack('tenant_confirmation_requests', 'expires_at', list.id, 30 * DAY + 1000);
    const expired = await page(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe('This link does not work any more');
    expect((await confirm(token)).statusCode).toBe(404);
  });

  it("one company's link never reads or changes another company's entry", async () => {
    const org = await createOrgFixture(app());
    const mine = `mine-${newId().slice(0, 8)}@example.com`;
    const theirs = `theirs-${newId().slice(0, 8)}@example.com`;
    const list = await addList(org, [
      company('Mine Co', { email: mine }),
      company('Theirs Co', { email: theirs }),
    ]);
    await sendOk(org.owner.token, list.id);
    const token = await latestLink(mine);
    expect((await pageOk(token)).listing.company_name).toBe('Mine Co');
    // Whatever the body says, the link's own entry is the one suggested for.
    const res = await suggest(token, {
      company_name: 'Mine Co',
      floor: '3',
      suite_room: '302',
      category: 'Law',
      logo_url: '',
      entry_id: list.entries[1]?.id,
    });
    expect(res.statusCode).toBe(200);
    const [waiting] = (await suggestions(org)).filter((s) => s.tenant_list_id === list.id);
    expect(waiting?.entry_id).toBe(list.entries[0]?.id);
    // The suggestion queue is staff's: without a session it is 401.
    expect(
      (await app().inject({ url: `/api/foyer/organizations/${org.orgId}/tenant-suggestions` })).statusCode,
    ).toBe(401);
  });

  it('a link stops answering for a company once its contact e-mail changes', async () => {
    const org = await createOrgFixture(app());
    const former = `former-${newId().slice(0, 8)}@example.com`;
    const list = await addList(org, [company('Moving Co', { email: former })]);
    await sendOk(org.owner.token, list.id);
    const token = await latestLink(former);
    expect((await pageOk(token)).listing.company_name).toBe('Moving Co');
    const current = await listNow(org, list.id);
    const saved = await app().inject({
      method: 'POST',
      url: `/api/foyer/tenants/${list.id}`,
      headers: { authorization: `Bearer ${org.owner.token}` },
      payload: {
        entries: current.entries.map((entry) => ({ ...entry, email: 'new-contact@example.com' })),
      },
    });
    expect(saved.statusCode).toBe(200);
    const res = await page(token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This link does not work any more');
    expect((await confirm(token)).statusCode).toBe(404);
  });

  it('two suggestions sent at once leave one waiting, and neither fails', async () => {
    const org = await createOrgFixture(app());
    const email = `twice-${newId().slice(0, 8)}@example.com`;
    const list = await addList(org, [company('Twice Co', { email })]);
    await sendOk(org.owner.token, list.id);
    const token = await latestLink(email);
    const fields = { company_name: 'Twice Co', floor: '2', category: '', logo_url: '' };
    const answers = await Promise.all([
      suggest(token, { ...fields, suite_room: '201' }),
      suggest(token, { ...fields, suite_room: '202' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await suggestions(org)).filter((s) => s.tenant_list_id === list.id)).toHaveLength(1);
  });

  it('Correct confirms the entry; the freshness figure counts it for 90 days', async () => {
    const org = await createOrgFixture(app());
    const email = `fresh-${newId().slice(0, 8)}@example.com`;
    const list = await addList(org, [
      company('Fresh Co', { email }),
      company('Stale Co'),
      company('Other Co'),
    ]);
    expect(await confirmations(org, list.id)).toMatchObject({ total: 3, confirmed_recently: 0 });
    await sendOk(org.owner.token, list.id);
    const token = await latestLink(email);
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Thank you. Your listing is confirmed.',
      data: { answer: 'confirmed' },
    });
    const figures = await confirmations(org, list.id);
    expect(figures).toMatchObject({ total: 3, confirmed_recently: 1 });
    expect(figures.entries[0]?.confirmed_at).not.toBeNull();
    expect(figures.entries[0]?.asked_at).not.toBeNull();
    expect(figures.entries[1]).toMatchObject({ confirmed_at: null, asked_at: null });
    // The link works again until it expires.
    expect((await confirm(token)).statusCode).toBe(200);
    await moveBack('tenant_entry_confirmations', 'confirmed_at', list.id, 91 * DAY);
    expect(await confirmations(org, list.id)).toMatchObject({ total: 3, confirmed_recently: 0 });
  });

  it('a suggestion waits for review; a second one replaces it; Approve applies it with an audit line and marks the screens changed', async () => {
    const org = await createOrgFixture(app());
    const email = `suggest-${newId().slice(0, 8)}@example.com`;
    const list = await addList(org, [company('Suite Co', { email }), company('Neighbour Co')]);
    const theme = await addTheme(app(), org.orgId, null, 'Lobby');
    const device = await addDevice(app(), org.orgId, org.north.id, {
      tenants_id: list.id,
      theme_id: theme.id,
      pairing_code: newId().replace(/-/g, '').slice(0, 6).toUpperCase(),
    });
    await publishDevice(app(), org.owner.token, device);
    await sendOk(org.owner.token, list.id);
    const token = await latestLink(email);
    const base = { company_name: 'Suite Co', floor: '3', suite_room: '301', category: 'Law', logo_url: '' };

    const nothing = await suggest(token, base);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Change at least one field, or answer that the listing is correct');
    const bad = await suggest(token, { ...base, company_name: '' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('company_name');

    expect((await suggest(token, { ...base, suite_room: '305' })).statusCode).toBe(200);
    const second = await suggest(token, { ...base, suite_room: '410', floor: '4' });
    expect(second.json()).toMatchObject({
      message: 'Thank you. The building management will review your changes.',
      data: { answer: 'suggested', pending: { suite_room: '410', floor: '4' } },
    });
    const waiting = (await suggestions(org)).filter((s) => s.tenant_list_id === list.id);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({
      company_name: 'Suite Co',
      email,
      stale: 'no',
      changes: [
        { field: 'floor', before: '3', current: '3', after: '4' },
        { field: 'suite_room', before: '301', current: '301', after: '410' },
      ],
    });
    // The Viewer reviews nothing (and cannot approve).
    expect(await suggestions(org, org.viewer.token)).toEqual([]);
    expect((await decide(org.viewer.token, waiting[0]?.id ?? '', 'approve')).statusCode).toBe(403);

    const approved = await decide(org.editor.token, waiting[0]?.id ?? '', 'approve');
    expect(approved.statusCode).toBe(200);
    const entry = (await listNow(org, list.id)).entries[0];
    expect(entry).toMatchObject({
      company_name: 'Suite Co',
      floor: '4',
      suite_room: '410',
      phone: '+1 555 0100',
    });
    const devices = await app()
      .ctx.db.selectFrom('devices')
      .select('has_unpublished_changes')
      .where('id', '=', device.id)
      .executeTakeFirst();
    expect(devices?.has_unpublished_changes).toBe(1);
    expect(await auditDetails(org)).toContainEqual(
      `tenants.suggestion-approved: Listing change suggested by ${email} approved: Suite Co; Floor: 3 → 4; Suite: 301 → 410`,
    );
    expect(await confirmations(org, list.id)).toMatchObject({ total: 2, confirmed_recently: 1 });
    expect((await suggestions(org)).filter((s) => s.tenant_list_id === list.id)).toEqual([]);
    expect((await decide(org.editor.token, waiting[0]?.id ?? '', 'approve')).statusCode).toBe(404);
  });

  it('Reject drops a suggestion with an audit line and leaves the list alone', async () => {
    const org = await createOrgFixture(app());
    const email = `reject-${newId().slice(0, 8)}@example.com`;
    const list = await addList(org, [company('Reject Co', { email })]);
    await sendOk(org.owner.token, list.id);
    const token = await latestLink(email);
    await suggest(token, {
      company_name: 'Reject Company',
      floor: '3',
      suite_room: '301',
      category: 'Law',
      logo_url: '',
    });
    const [waiting] = (await suggestions(org)).filter((s) => s.tenant_list_id === list.id);
    const res = await decide(org.admin.token, waiting?.id ?? '', 'reject');
    expect(res.statusCode).toBe(200);
    expect((await listNow(org, list.id)).entries[0]?.company_name).toBe('Reject Co');
    expect(await auditDetails(org)).toContainEqual(
      `tenants.suggestion-rejected: Listing change suggested by ${email} rejected: Reject Co; Company name: Reject Co → Reject Company`,
    );
    expect((await pageOk(token)).pending).toBeNull();
  });

  it('a suggestion for a company changed or removed since is not applied blindly', async () => {
    const org = await createOrgFixture(app());
    const email = `stale-${newId().slice(0, 8)}@example.com`;
    const gone = `gone-${newId().slice(0, 8)}@example.com`;
    const list = await addList(org, [company('Stale Co', { email }), company('Gone Co', { email: gone })]);
    await sendOk(org.owner.token, list.id);
    const base = { floor: '3', suite_room: '301', category: 'Law', logo_url: '' };
    await suggest(await latestLink(email), { ...base, company_name: 'Stale Co', suite_room: '500' });
    await suggest(await latestLink(gone), { ...base, company_name: 'Gone Co', category: 'Tax' });
    // Staff change Stale Co's floor and remove Gone Co.
    const current = await listNow(org, list.id);
    const edited = [{ ...current.entries[0], floor: '5' }];
    const save = await app().inject({
      method: 'POST',
      url: `/api/foyer/tenants/${list.id}`,
      headers: bearer(org.owner.token),
      payload: { entries: edited },
    });
    expect(save.statusCode).toBe(200);
    const waiting = (await suggestions(org)).filter((s) => s.tenant_list_id === list.id);
    const stale = waiting.find((s) => s.company_name === 'Stale Co');
    const removed = waiting.find((s) => s.company_name === 'Gone Co');
    expect(stale).toMatchObject({
      stale: 'changed',
      changes: [{ field: 'suite_room', current: '301', after: '500' }],
    });
    expect(removed?.stale).toBe('removed');

    const refused = await decide(org.owner.token, stale?.id ?? '', 'approve');
    expect(refused.json()).toMatchObject({
      message:
        'The company was changed since this suggestion was made: review the current values and approve again',
    });
    expect(refused.statusCode).toBe(409);
    expect((await listNow(org, list.id)).entries[0]?.suite_room).toBe('301');
    const approved = await decide(org.owner.token, stale?.id ?? '', 'approve', { confirm_stale: true });
    expect(approved.statusCode).toBe(200);
    // Only the suggested field is applied: staff's new floor stays.
    expect((await listNow(org, list.id)).entries[0]).toMatchObject({ floor: '5', suite_room: '500' });

    const gonePage = await page(await latestLink(gone));
    expect(gonePage.statusCode).toBe(404);
    expect(gonePage.json().message).toBe('This listing is no longer in the directory');
    expect(
      (await decide(org.owner.token, removed?.id ?? '', 'approve', { confirm_stale: true })).statusCode,
    ).toBe(409);
    expect((await decide(org.owner.token, removed?.id ?? '', 'reject')).statusCode).toBe(200);
  });

  it('takes a logo upload through the link only, processed as any upload', async () => {
    const org = await createOrgFixture(app());
    const email = `logo-${newId().slice(0, 8)}@example.com`;
    const list = await addList(org, [company('Logo Co', { email })]);
    await sendOk(org.owner.token, list.id);
    const token = await latestLink(email);
    const { payload, headers } = await multipartBody(await pngImage(400, 200), {
      contentType: 'image/png',
      filename: 'logo.png',
    });
    const wrong = await app().inject({
      method: 'POST',
      url: `/api/foyer/public/listings/${'x'.repeat(43)}/logo`,
      payload,
      headers,
    });
    expect(wrong.statusCode).toBe(404);
    const res = await app().inject({
      method: 'POST',
      url: `/api/foyer/public/listings/${token}/logo`,
      payload,
      headers,
    });
    expect(res.statusCode).toBe(201);
    const imageUrl = res.json<{ data: { image_url: string } }>().data.image_url;
    expect(imageUrl).toMatch(/\.png$/);
    const outside = await suggest(token, {
      company_name: 'Logo Co',
      floor: '3',
      suite_room: '301',
      category: 'Law',
      logo_url: 'https://tracker.example.com/pixel.png',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ details: [{ path: 'logo_url' }] });
    const suggested = await suggest(token, {
      company_name: 'Logo Co',
      floor: '3',
      suite_room: '301',
      category: 'Law',
      logo_url: imageUrl,
    });
    expect(suggested.statusCode).toBe(200);
    const [waiting] = (await suggestions(org)).filter((s) => s.tenant_list_id === list.id);
    expect(waiting?.changes).toEqual([{ field: 'logo_url', before: '', current: '', after: imageUrl }]);
  });
});

describe.each(DIALECTS)('tenant confirmation page rate limits on %s', (dialect) => {
  const t = useTestApp(dialect, {
    config: {
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        listingPage: { max: 3, windowMs: 60_000 },
        listingAnswer: { max: 2, windowMs: 60_000 },
        listingUploadPerLink: { max: 2, windowMs: 24 * 60 * 60_000 },
      },
    },
  });

  it('one link uploads only so many logos a day, from whatever address', async () => {
    const app = t.current.app;
    const org = await createOrgFixture(app);
    const email = `logos-${newId().slice(0, 8)}@example.com`;
    const at = app.ctx.now().toISOString();
    const list = await insertTenantList(app.ctx.db, {
      id: newId(),
      org_id: org.orgId,
      sub_org_id: org.north.id,
      name: 'Logos',
      scope: 'global',
      theme_id: null,
      entries: JSON.stringify([company('Many Logos Co', { email })]),
      created_at: at,
      updated_at: at,
    });
    const sent = await app.inject({
      method: 'POST',
      url: `/api/foyer/tenants/${list.id}/confirmation-requests`,
      headers: bearer(org.owner.token),
    });
    expect(sent.statusCode).toBe(200);
    await app.ctx.mailer.flush();
    const mail = (await readAllMail(t.current.config.dataDir)).find((m) => m.includes(`To: ${email}`)) ?? '';
    const token = extractLink(mail, '/listing/').split('/listing/')[1] ?? '';
    const { payload, headers } = await multipartBody(await pngImage(400, 200), {
      contentType: 'image/png',
      filename: 'logo.png',
    });
    const statuses = [];
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/foyer/public/listings/${token}/logo`,
        payload,
        headers,
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json().message).toMatch(/^This link has uploaded many logos already/);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('a client guessing links or answering in a loop is refused with 429', async () => {
    const guesses = [];
    for (let i = 0; i < 4; i += 1) {
      guesses.push(
        (await t.current.app.inject({ url: `/api/foyer/public/listings/${'a'.repeat(42)}${i}` })).statusCode,
      );
    }
    expect(guesses).toEqual([404, 404, 404, 429]);
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(
        (
          await t.current.app.inject({
            method: 'POST',
            url: `/api/foyer/public/listings/${'b'.repeat(43)}/confirm`,
          })
        ).statusCode,
      );
    }
    expect(answers).toEqual([404, 404, 429]);
  });
});
