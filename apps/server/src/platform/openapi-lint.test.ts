import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { operationIdFor } from './docs';

interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { $ref?: string; properties?: object } }> };
  responses: Record<string, unknown>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/** docs/product.md §7: a description client generators can use, checked by Redocly on every test run. */
describe('the OpenAPI description', () => {
  const t = useTestApp('sqlite');
  const load = async () => {
    const res = await t.current.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    return { source: res.body, doc: res.json() as Doc };
  };

  it('passes Redocly’s recommended rules with no errors', async () => {
    const { source } = await load();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    // The warnings left: no license has been chosen for the project, the test server's localhost
    // address, and /api/health, which answers no 4xx.
    expect(problems.map((p) => p.ruleId).sort()).toEqual([
      'info-license',
      'no-server-example.com',
      'operation-4xx-response',
    ]);
  });

  it('gives every operation a unique operationId and a security declaration', async () => {
    const { doc } = await load();
    const operations = Object.values(doc.paths).flatMap((byMethod) => Object.values(byMethod));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((operation) => Array.isArray(operation.security))).toBe(true);
    expect(doc.paths['/api/login']?.post?.security).toEqual([]);
    expect(operationIdFor('GET', '/api/foyer/organizations/:orgId/devices')).toBe(
      'getOrganizationsByOrgIdDevices',
    );
  });

  it('names the shared schemas and documents the upload’s multipart body', async () => {
    const { doc } = await load();
    for (const name of ['Device', 'Theme', 'TenantList', 'SubOrganization', 'User', 'Error', 'NewTheme'])
      expect(doc.components.schemas, name).toHaveProperty(name);
    // A request-only schema has its plain name, not the generator's 'NewThemeInput'.
    expect(doc.components.schemas).not.toHaveProperty('NewThemeInput');
    expect(doc.paths['/api/foyer/themes']?.post?.requestBody?.content['application/json']?.schema.$ref).toBe(
      '#/components/schemas/NewTheme',
    );
    const upload = doc.paths['/api/foyer/uploads']?.post?.requestBody?.content['multipart/form-data'];
    expect(upload?.schema.properties).toHaveProperty('file');
    expect(doc.paths['/api/foyer/themes']?.post?.responses).toHaveProperty('503');
  });
});
