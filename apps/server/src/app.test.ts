import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_NOT_BUILT } from './platform/web-app';
import { createTestApp, DIALECTS, useTestApp, type TestApp } from './test/test-app';

describe.each(DIALECTS)('app on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('answers the health check', async () => {
    const res = await t.current.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { status: 'ok', server_time: expect.any(String) },
    });
  });

  it('tells the server time in the health answer, so a screen can measure its clock skew', async () => {
    t.current.clock.advance(7 * 60 * 1000);
    const res = await t.current.app.inject({ method: 'GET', url: '/api/health' });
    const serverTime = Date.parse((res.json() as { data: { server_time: string } }).data.server_time);
    expect(Math.abs(serverTime - (Date.now() + 7 * 60 * 1000))).toBeLessThan(5000);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.current.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", "password":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'INVALID_INPUT',
      message: 'Request body is not valid JSON',
    });
  });

  it('answers a body that is not an object, or none at all, with 400', async () => {
    for (const payload of ['[1,2]', '"text"']) {
      const res = await t.current.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    }
    const empty = await t.current.app.inject({ method: 'POST', url: '/api/register' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('INVALID_INPUT');
  });

  it('answers an unsupported content type with 415 and a huge body with 413', async () => {
    const text = await t.current.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await t.current.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/login'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.current.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('sends the security headers', async () => {
    const res = await t.current.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves Swagger UI and an OpenAPI document of the API', async () => {
    const ui = await t.current.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');

    const res = await t.current.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/register',
        '/api/me',
        '/api/logout',
        '/api/forgot-password',
        '/api/reset-password/{token}',
        '/api/health',
        '/api/me/password',
        '/api/organizations/{orgId}/users',
        '/api/users/{id}',
        '/api/users/{id}/access',
        '/api/invite-users',
        '/api/invitation/{token}',
        '/api/accept-invitation/{token}',
        '/api/foyer/organizations/{orgId}',
        '/api/foyer/organizations/{orgId}/sub-organizations',
        '/api/foyer/sub-organizations/{id}',
        '/api/foyer/sub-organizations/{id}/delete',
        '/api/foyer/organizations/{orgId}/devices',
        '/api/foyer/devices',
        '/api/foyer/tenants/{id}',
        '/api/foyer/published-bundles',
        '/api/foyer/published-bundles/pairing-code/{orgId}/{pairingCode}',
        '/api/foyer/tv-devices/{deviceId}/bundle',
      ]),
    );
    const login = doc.paths['/api/login'].post;
    // Named schemas are references to components (docs/product.md §7).
    const bodyRef: string = login.requestBody.content['application/json'].schema.$ref;
    expect(doc.components.schemas[bodyRef.split('/').pop() ?? ''].required).toEqual(['email', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(doc.paths['/api/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/'))).toBe(true);
  });

  it('answers client routes with 503 text while the web app is not built', async () => {
    const res = await t.current.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(WEB_NOT_BUILT);
  });
});

/** Stands in for the legacy build's inline loader (@vitejs/plugin-legacy) in the built player page. */
const LEGACY_LOADER = "System.import(document.getElementById('vite-legacy-entry').getAttribute('data-src'))";

describe('serving the built web app', () => {
  let distDir = '';
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'foyer-dist-'));
    await fs.mkdir(path.join(distDir, 'assets'));
    await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>dashboard</title>');
    await fs.writeFile(
      path.join(distDir, 'display.html'),
      '<!doctype html><title>player</title><script type="module" src="/assets/main-abc123.js"></script>' +
        `<script nomodule>${LEGACY_LOADER}</script><script type="module">window.modern=true</script>`,
    );
    await fs.writeFile(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    await fs.writeFile(path.join(distDir, 'assets', 'big-abc123.js'), 'console.log("lobby");\n'.repeat(500));
    await fs.writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    testApp = await createTestApp('sqlite', { webDistDir: distDir });
  });
  afterAll(async () => {
    await testApp?.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  const page = (url: string, accept = 'text/html,application/xhtml+xml') => {
    if (!testApp) throw new Error('built in beforeAll');
    return testApp.app.inject({ method: 'GET', url, headers: { accept } });
  };

  it('answers client routes with index.html, never cached', async () => {
    for (const url of [
      '/',
      '/login',
      '/dashboard/themes',
      '/reset-password/abc_DEF-123',
      '/accept-invitation?token=x',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('dashboard');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('answers /display and below with display.html, allowing exactly its inline scripts', async () => {
    const sha = (code: string) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;
    for (const url of ['/display', '/display/', '/display/check', '/display/anything', '/display.html']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('player');
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain(`script-src 'self' ${sha(LEGACY_LOADER)} ${sha('window.modern=true')}`);
      expect(csp, url).toContain("object-src 'none'");
    }
    // The dashboard allows no inline script at all.
    const dashboard = await page('/dashboard');
    expect(dashboard.headers['content-security-policy']).not.toContain('sha256-');
  });

  it('serves hashed assets with a long immutable cache and other files revalidated', async () => {
    const asset = await page('/assets/main-abc123.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await page('/favicon.svg', '*/*');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses larger files for clients that accept it', async () => {
    if (!testApp) throw new Error('built in beforeAll');
    const res = await testApp.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe('console.log("lobby");\n'.repeat(500));
    expect(res.rawPayload.length).toBeLessThan(2000);
  });

  it('answers a missing asset and API routes with 404, not the page', async () => {
    expect((await page('/assets/missing-123.js', '*/*')).statusCode).toBe(404);
    const api = await page('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });
});
