import { publicDirectorySchema, type BuildingDirectory, type PublicDirectory } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';

/** The public directory tells a phone the building's languages (docs/product.md §16 "Phone directory languages"). */
describe.each(DIALECTS)('mobile directory languages on %s', (dialect) => {
  const t = useTestApp(dialect);
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
  const setLanguages = async (org: OrgFixture, subOrgId: string, name: string, languages: string[]) => {
    const res = await app().inject({
      method: 'POST',
      url: `/api/foyer/sub-organizations/${subOrgId}`,
      headers: bearer(org.owner.token),
      payload: { name, languages },
    });
    expect(res.statusCode).toBe(200);
  };
  const visit = (token: string, headers: Record<string, string> = {}) =>
    app().inject({ url: `/api/foyer/public/directories/${token}`, headers });

  it("carries the building's languages, English for a building that never chose", async () => {
    const org = await createOrgFixture(app());
    const token = await turnOn(org, org.north.id);
    const res = await visit(token);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: PublicDirectory }>().data;
    expect(data.languages).toEqual(['en']);
    expect(publicDirectorySchema.safeParse(data).success).toBe(true);
  });

  it('follows a change of languages at once, without a publish, with a new ETag', async () => {
    const org = await createOrgFixture(app());
    const token = await turnOn(org, org.north.id);
    const before = await visit(token);
    const etag = String(before.headers.etag);
    expect((await visit(token, { 'if-none-match': etag })).statusCode).toBe(304);

    await setLanguages(org, org.north.id, org.north.name, ['ar', 'en']);
    const after = await visit(token, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const data = after.json<{ data: PublicDirectory }>().data;
    // The first is the building's main language: the page's choice when the phone's is not offered.
    expect(data.languages).toEqual(['ar', 'en']);
    expect(publicDirectorySchema.safeParse(data).success).toBe(true);

    // Another building keeps its own.
    const south = await turnOn(org, org.south.id);
    expect((await visit(south)).json<{ data: PublicDirectory }>().data.languages).toEqual(['en']);
  });
});
