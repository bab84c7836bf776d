import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultOrganizationName, type BuildingDirectory, type PublicDirectory } from '@foyer/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';

/** A built dashboard stands in for the real one: the page of every client route. */
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-directory-page-'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>dashboard app</title>');
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

/** The page a phone opens at `/directory/{token}` (docs/product.md §11), and what it is told. */
describe.each(DIALECTS)('the mobile directory page on %s', (dialect) => {
  const t = useTestApp(dialect, { webDistDir: distDir });
  const app = () => t.current.app;

  const turnOn = async (org: OrgFixture, subOrgId: string) => {
    const res = await app().inject({
      method: 'POST',
      url: `/api/foyer/sub-organizations/${subOrgId}/mobile-directory`,
      headers: bearer(org.owner.token),
      payload: { enabled: true },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: BuildingDirectory }>().data.url?.split('/directory/')[1] ?? '';
  };
  const openPage = (pathname: string, headers: Record<string, string> = {}) =>
    app().inject({ url: pathname, headers: { accept: 'text/html,application/xhtml+xml', ...headers } });
  const publicData = async (token: string) =>
    (await app().inject({ url: `/api/foyer/public/directories/${token}` })).json<{ data: PublicDirectory }>()
      .data;

  it('answers a live address with the app, and a dead one with the same app page as 404', async () => {
    const org = await createOrgFixture(app());
    const token = await turnOn(org, org.north.id);
    const live = await openPage(`/directory/${token}`);
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('dashboard app');

    const dead = [
      `/directory/${'x'.repeat(43)}`,
      '/directory/not-a-token',
      `/directory/${'x'.repeat(300)}`,
      `/directory/${token}/more`,
    ];
    const south = await turnOn(org, org.south.id);
    // Switched off: the address is kept, but the page is not there.
    await app().inject({
      method: 'POST',
      url: `/api/foyer/sub-organizations/${org.south.id}/mobile-directory`,
      headers: bearer(org.owner.token),
      payload: { enabled: false },
    });
    dead.push(`/directory/${south}`);
    // A browser reloading a page it has seen asks whether it changed: a dead page still comes whole.
    const seen = {
      'if-none-match': String(live.headers.etag),
      'if-modified-since': String(live.headers['last-modified']),
    };
    for (const pathname of dead) {
      const res = await openPage(pathname, seen);
      expect(res.statusCode, pathname).toBe(404);
      // The app itself says 'This directory is not available'.
      expect(res.body, pathname).toContain('dashboard app');
      expect(res.headers['content-type'], pathname).toContain('text/html');
      expect(res.headers['cache-control'], pathname).toBe('no-cache');
    }
    // Other pages are not looked up.
    expect((await openPage('/dashboard/devices')).statusCode).toBe(200);
  });

  it("names the organization above the building only when it says more than the sign-up name or the building's", async () => {
    const cases: Array<[string, string]> = [
      ['Harbor Properties', 'Harbor Properties'],
      [defaultOrganizationName('Grace Hopper'), ''],
      // The same words as the building's name add nothing.
      [' north ', ''],
    ];
    for (const [organization, shown] of cases) {
      const org = await createOrgFixture(app(), organization);
      const data = await publicData(await turnOn(org, org.north.id));
      expect(data.building_name).toBe('North');
      expect(data.organization_name, organization).toBe(shown);
    }
  });
});
