import { AUDIT_PAGE_SIZE, type AuditPage, type Device, type TenantList } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { publishDevice } from '../../test/device-fixture';
import { createOrgFixture, FIXTURE_PASSWORD, type OrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';
import { newId } from '../../platform/tokens';

describe.each(DIALECTS)('audit log on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;

  const page = async (org: OrgFixture, query = '', token = org.owner.token) => {
    const res = await app().inject({
      url: `/api/foyer/organizations/${org.orgId}/audit-events${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: AuditPage }>().data;
  };

  it('records who did what and what changed, newest first, and filters by category and person', async () => {
    const org = await createOrgFixture(app());
    // Sign-ins, one failed.
    const signIn = (password: string) =>
      app().inject({ method: 'POST', url: '/api/login', payload: { email: org.editor.email, password } });
    expect((await signIn('not-the-password')).statusCode).toBe(401);
    expect((await signIn(FIXTURE_PASSWORD)).statusCode).toBe(200);

    // A tenant list created, then a company added and the list renamed.
    const created = await app().inject({
      method: 'POST',
      url: '/api/foyer/tenants',
      headers: bearer(org.editor.token),
      payload: {
        org_id: org.orgId,
        sub_org_id: org.north.id,
        name: 'North Directory',
        entries: [{ company_name: 'Harbor Dental', floor: '3', suite_room: '301' }],
      },
    });
    const list = created.json<{ data: TenantList }>().data;
    await app().inject({
      method: 'POST',
      url: `/api/foyer/tenants/${list.id}`,
      headers: bearer(org.editor.token),
      payload: {
        name: 'North Tower Directory',
        entries: [
          { company_name: 'Harbor Dental', floor: '3', suite_room: '301' },
          { company_name: 'Juniper Legal', floor: '5', suite_room: '502' },
        ],
      },
    });

    // A device created, renamed and published.
    const theme = await addTheme(app(), org.orgId, org.north.id);
    const device = (
      await app().inject({
        method: 'POST',
        url: '/api/foyer/devices',
        headers: bearer(org.editor.token),
        payload: {
          org_id: org.orgId,
          sub_org_id: org.north.id,
          name: 'Lobby',
          theme_id: theme.id,
          pairing_code: 'AUDYT2',
        },
      })
    ).json<{ data: Device }>().data;
    await app().inject({
      method: 'POST',
      url: `/api/foyer/devices/${device.id}`,
      headers: bearer(org.editor.token),
      payload: { org_id: org.orgId, name: 'Main lobby' },
    });
    await publishDevice(app(), org.editor.token, device);
    await app().inject({
      method: 'POST',
      url: `/api/foyer/devices/${device.id}`,
      headers: bearer(org.admin.token),
      payload: { org_id: org.orgId, sub_org_id: org.south.id },
    });

    // The Owner makes the Viewer an Editor.
    const viewer = org.viewer.user;
    const promoted = await app().inject({
      method: 'PUT',
      url: `/api/users/${viewer.id}`,
      headers: bearer(org.owner.token),
      payload: {
        name: viewer.name,
        email: viewer.email,
        role: 'Editor',
        accessibleSubOrganizations: [org.south.id],
      },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);

    const all = await page(org);
    const lines = all.events.map((e) => [e.action_label, e.target_name, e.details]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['Sign-in failed', org.editor.user.name, 'Wrong password'],
        ['Signed in', org.editor.user.name, ''],
        ['Created a tenant list', 'North Directory', '1 tenant(s)'],
        [
          'Changed a tenant list',
          'North Tower Directory',
          'Name: North Directory → North Tower Directory; Tenants: 1 → 2 (added Juniper Legal)',
        ],
        ['Created a device', 'Lobby', 'Pairing code AUDYT2'],
        ['Changed a device', 'Main lobby', 'Name: Lobby → Main lobby'],
        ['Published', 'Main lobby', 'v1'],
        ['Changed a device', 'Main lobby', `Building: ${org.north.name} → ${org.south.name}`],
        ['Changed a user', `${viewer.name} (${viewer.email})`, 'Role: Viewer → Editor'],
      ]),
    );
    // Newest first.
    expect(all.events[0]?.action).toBe('user.updated');
    expect(all.events.every((e, i, a) => i === 0 || (a[i - 1]?.at ?? '') >= e.at)).toBe(true);
    expect(all.events.find((e) => e.action === 'device.published')?.actor_name).toBe(
      `${org.editor.user.name} (${org.editor.email})`,
    );

    const tenants = await page(org, '?category=tenants');
    expect(tenants.events.map((e) => e.action).sort()).toEqual(['tenants.created', 'tenants.updated']);
    const byOwner = await page(org, `?actor=${encodeURIComponent(org.owner.email.toUpperCase())}`);
    expect(byOwner.events.map((e) => e.action)).toEqual(['user.updated']);
    // A wildcard typed in the search is a plain character.
    expect((await page(org, '?actor=%25')).events).toEqual([]);
  });

  it('pages through long logs, filters by day, and refuses bad filters', async () => {
    const org = await createOrgFixture(app());
    const rows = Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) => ({
      id: newId(),
      org_id: org.orgId,
      at: new Date(Date.UTC(2026, 0, 1 + (i % 3), 12, 0, i)).toISOString(),
      actor_id: null,
      actor_name: 'Webhook',
      action: 'webhook.called',
      target_type: 'Webhook',
      target_id: null,
      target_name: 'Alert webhook',
      details: `call ${i}`,
    }));
    await app().ctx.db.insertInto('audit_events').values(rows).execute();

    const first = await page(org, '?category=webhook');
    expect(first.events).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.next_before).not.toBeNull();
    const second = await page(org, `?category=webhook&before=${encodeURIComponent(first.next_before ?? '')}`);
    expect(second.events).toHaveLength(5);
    expect(second.next_before).toBeNull();
    const seen = new Set([...first.events, ...second.events].map((e) => e.id));
    expect(seen.size).toBe(AUDIT_PAGE_SIZE + 5);

    const oneDay = await page(org, '?category=webhook&from=2026-01-02&to=2026-01-02');
    expect(oneDay.events).toHaveLength(rows.filter((r) => r.at.startsWith('2026-01-02')).length);

    for (const query of [
      '?category=bogus',
      '?from=2026-02-01&to=2026-01-01',
      '?from=yesterday',
      '?before=junk',
    ]) {
      const res = await app().inject({
        url: `/api/foyer/organizations/${org.orgId}/audit-events${query}`,
        headers: bearer(org.owner.token),
      });
      expect(res.statusCode, query).toBe(400);
    }
    // Days out of order: the reason names the field, for the page to show it.
    const reversed = await app().inject({
      url: `/api/foyer/organizations/${org.orgId}/audit-events?from=2026-02-01&to=2026-01-01`,
      headers: bearer(org.owner.token),
    });
    expect(reversed.json().details).toEqual([
      { path: 'from', message: 'The first day must not be after the last day' },
    ]);
    const csv = await app().inject({
      url: `/api/foyer/organizations/${org.orgId}/audit-events.csv?from=2026-02-01&to=2026-01-01`,
      headers: bearer(org.owner.token),
    });
    expect(csv.statusCode).toBe(400);
  });

  it('exports CSV for Excel, with formula-looking cells made harmless', async () => {
    const org = await createOrgFixture(app());
    const created = await app().inject({
      method: 'POST',
      url: '/api/foyer/tenants',
      headers: bearer(org.admin.token),
      payload: {
        org_id: org.orgId,
        name: '=HYPERLINK("http://x","click")',
        entries: [{ company_name: 'Harbor Dental', floor: '3', suite_room: '301' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await app().inject({
      url: `/api/foyer/organizations/${org.orgId}/audit-events.csv?category=tenants`,
      headers: bearer(org.owner.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, line, end] = res.body.split('\r\n');
    expect(header).toBe('\uFEFFTime (UTC),Who,Action,Category,Item type,Item,Details');
    expect(line).toContain(
      `Created a tenant list,Tenant lists,Tenant list,"'=HYPERLINK(""http://x"",""click"")",1 tenant(s)`,
    );
    expect(end).toBe('');
  });

  it('is for Owners and Admins of the organization only', async () => {
    const org = await createOrgFixture(app());
    const other = await createOrgFixture(app());
    for (const member of [org.editor, org.viewer]) {
      for (const path of ['audit-events', 'audit-events.csv']) {
        const res = await app().inject({
          url: `/api/foyer/organizations/${org.orgId}/${path}`,
          headers: bearer(member.token),
        });
        expect(res.statusCode).toBe(403);
      }
    }
    const foreign = await app().inject({
      url: `/api/foyer/organizations/${org.orgId}/audit-events`,
      headers: bearer(other.owner.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await page(org, '', org.admin.token)).events).toBeInstanceOf(Array);
  });
});
