import type { SubOrganization } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { createOrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';

/** Names that differ but make the same slug, 'lobby'. */
const namesOfOneSlug = (count: number) =>
  Array.from({ length: count }, (_, i) => `Lobby ${'!'.repeat(i + 1)}`);

/**
 * Creating or renaming sub-organizations to names of one slug at the same moment: every request
 * gets its own slug (the unique index refuses a repeat, the request picks again), never a 500.
 */
describe.each(DIALECTS)('sub-organization slugs under concurrent requests on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;

  it('gives each of 12 simultaneous creations its own slug', async () => {
    const org = await createOrgFixture(app());
    const answers = await Promise.all(
      namesOfOneSlug(12).map((name) =>
        app().inject({
          method: 'POST',
          url: `/api/foyer/organizations/${org.orgId}/sub-organizations`,
          headers: bearer(org.owner.token),
          payload: { name },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(201));
    const slugs = answers.map((res) => (res.json().data as SubOrganization).slug);
    expect(new Set(slugs).size).toBe(12);
    expect(slugs.every((slug) => /^lobby(-\d+)?$/.test(slug))).toBe(true);
  });

  it('gives each of 8 simultaneous renames its own slug', async () => {
    const org = await createOrgFixture(app());
    const created = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await app().inject({
        method: 'POST',
        url: `/api/foyer/organizations/${org.orgId}/sub-organizations`,
        headers: bearer(org.owner.token),
        payload: { name: `Wing ${i}` },
      });
      created.push(res.json().data as SubOrganization);
    }
    const names = namesOfOneSlug(8);
    const answers = await Promise.all(
      created.map((sub, i) =>
        app().inject({
          method: 'POST',
          url: `/api/foyer/sub-organizations/${sub.id}`,
          headers: bearer(org.owner.token),
          payload: { name: names[i] },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((res) => (res.json().data as SubOrganization).slug)).size).toBe(8);
  });
});
