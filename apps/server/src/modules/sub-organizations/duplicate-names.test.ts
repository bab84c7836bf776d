import { SUB_ORGANIZATION_MESSAGES, type SubOrganization } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { createOrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';

/** BLD-3: one organization cannot have two sub-organizations whose names differ only in case and spaces. */
describe.each(DIALECTS)('sub-organization names on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;

  async function setup() {
    const org = await createOrgFixture(app());
    const create = (name: string) =>
      app().inject({
        method: 'POST',
        url: `/api/foyer/organizations/${org.orgId}/sub-organizations`,
        headers: bearer(org.owner.token),
        payload: { name },
      });
    const rename = (id: string, name: string) =>
      app().inject({
        method: 'POST',
        url: `/api/foyer/sub-organizations/${id}`,
        headers: bearer(org.owner.token),
        payload: { name },
      });
    const names = async () => {
      const res = await app().inject({
        method: 'GET',
        url: `/api/foyer/organizations/${org.orgId}/sub-organizations`,
        headers: bearer(org.owner.token),
      });
      // The fixture's own North and South aside.
      return (res.json().data as SubOrganization[])
        .filter((sub) => sub.id !== org.north.id && sub.id !== org.south.id)
        .map((sub) => sub.name);
    };
    return { create, rename, names };
  }

  it('refuses a second North Tower however it is spelt, naming the one that exists', async () => {
    const { create, names } = await setup();
    expect((await create('North Tower')).statusCode).toBe(201);
    for (const again of ['north  tower', 'NORTH TOWER', 'NorthTower', '  North\tTower ']) {
      const res = await create(again);
      expect(res.statusCode, again).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        message: SUB_ORGANIZATION_MESSAGES.duplicateName('North Tower'),
      });
    }
    expect((await create('North Towers')).statusCode).toBe(201);
    expect(await names()).toEqual(['North Tower', 'North Towers']);
  });

  it('refuses renaming onto another one’s name and changes nothing; a building may respell its own', async () => {
    const { create, rename, names } = await setup();
    const north = (await create('North Tower')).json().data as SubOrganization;
    const south = (await create('South Tower')).json().data as SubOrganization;
    const refused = await rename(south.id, ' north TOWER');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SUB_ORGANIZATION_MESSAGES.duplicateName('North Tower'));
    expect(await names()).toEqual(['North Tower', 'South Tower']);
    expect((await rename(north.id, 'NORTH Tower')).statusCode).toBe(200);
    expect(await names()).toEqual(['NORTH Tower', 'South Tower']);
  });

  it('lets exactly one of six simultaneous creations of one name through', async () => {
    const { create, names } = await setup();
    const answers = await Promise.all(
      ['East Wing', 'east wing', 'EastWing', 'EAST WING', 'East  Wing', 'east Wing'].map(create),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await names()).toHaveLength(1);
  });
});
