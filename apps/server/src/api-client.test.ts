import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { createFoyerClient } from '../../../clients/typescript';
import { addApiToken } from './test/api-token-fixture';
import { addTenantList } from './test/device-fixture';
import { createOrgFixture } from './test/org-fixture';
import { useTestApp } from './test/test-app';

/** The committed types of the typed client (docs/api.md "A typed client"). */
const TYPES_FILE = fileURLToPath(new URL('../../../clients/typescript/foyer-api.d.ts', import.meta.url));
/** `npm run generate:api-client` sets it: the test writes the types instead of comparing them. */
const UPDATE = process.env.UPDATE_API_CLIENT === '1';

/** The types openapi-typescript makes of an OpenAPI document, formatted as the repository is. */
async function clientTypes(document: object): Promise<string> {
  const source = `/**\n * Generated from Foyer's OpenAPI document by openapi-typescript: do not edit.\n * Regenerate with \`npm run generate:api-client\` (docs/api.md).\n */\n\n${astToString(await openapiTS(document as never))}`;
  const options = (await prettier.resolveConfig(TYPES_FILE)) ?? {};
  return prettier.format(source, { ...options, filepath: TYPES_FILE });
}

/** docs/api.md: the typed client is generated from the live document and works with a real token. */
describe('the typed API client', () => {
  const t = useTestApp('sqlite');

  it('is generated from the app’s OpenAPI document as committed', async () => {
    const res = await t.current.app.inject({ method: 'GET', url: '/api/docs/json' });
    const generated = await clientTypes(res.json());
    if (UPDATE) await fs.writeFile(TYPES_FILE, generated);
    const committed = await fs.readFile(TYPES_FILE, 'utf8').catch(() => '');
    // On a difference: run `npm run generate:api-client` and commit clients/typescript/foyer-api.d.ts.
    expect(committed === generated, 'clients/typescript/foyer-api.d.ts is stale').toBe(true);
  });

  it('lists tenant lists with a real token over HTTP and is refused for a missing scope', async () => {
    const { app } = t.current;
    const org = await createOrgFixture(app);
    await addTenantList(app, org.orgId, org.north.id, 3, 'Lobby directory');
    const { token } = await addApiToken(app, org.owner.token, org.orgId, {
      name: 'Client',
      scopes: ['read'],
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = createFoyerClient({ baseUrl: address, token });

    const lists = await client.GET('/api/foyer/organizations/{orgId}/tenants', {
      params: { path: { orgId: org.orgId } },
    });
    expect(lists.response.status).toBe(200);
    expect(lists.data?.data.map((list) => list.name)).toEqual(['Lobby directory']);

    const publish = await client.POST('/api/foyer/published-bundles', {
      body: { org_id: org.orgId, device_id: 'no-such-device', bundle_name: '' },
    });
    expect(publish.response.status).toBe(403);
    expect(publish.error).toMatchObject({
      success: false,
      message: 'This API token cannot do this: it needs the publish scope.',
    });
  });
});
