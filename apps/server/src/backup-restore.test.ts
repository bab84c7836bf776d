import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { UploadResult } from '@foyer/shared';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { bearer, registerUser } from './test/auth-helpers';
import { pngImage, uploadFile } from './test/image-fixture';
import { createTestApp, type TestApp } from './test/test-app';

const repo = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** What a member sees of their organization: the parts a lost backup would lose. */
async function snapshot(app: App, token: string, orgId: string) {
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res;
  };
  const subOrganizations = (await get(`/api/foyer/organizations/${orgId}/sub-organizations`)).json();
  const images = (await get(`/api/foyer/organization-images/${orgId}`)).json<{
    data: { images: Array<{ image_url: string }> };
  }>();
  const files = await Promise.all(
    images.data.images.map(async (image) => (await get(image.image_url)).rawPayload.toString('base64')),
  );
  return { subOrganizations, images, files };
}

describe('npm run backup on SQLite, restored into a fresh data folder', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });
  const tempDir = async (label: string) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), `foyer-${label}-`));
    cleanup.push(() => fs.rm(dir, { recursive: true, force: true }));
    return dir;
  };
  const track = (t: TestApp) => {
    cleanup.push(() => t.close());
    return t;
  };

  it('brings back the same accounts, rows and files, copied while the server ran', async () => {
    const source = track(await createTestApp('sqlite'));
    const owner = await registerUser(source.app, { password: 'restore-me-1' });
    const orgId = owner.organization.id;
    const created = await source.app.inject({
      method: 'POST',
      url: `/api/foyer/organizations/${orgId}/sub-organizations`,
      headers: bearer(owner.token),
      payload: { name: 'North Tower' },
    });
    expect(created.statusCode).toBe(201);
    const upload = await uploadFile(source.app, owner.token, await pngImage(64, 48), {
      filename: 'lobby.png',
      contentType: 'image/png',
    });
    expect(upload.statusCode).toBe(201);
    const uploaded = upload.json<{ data: UploadResult }>().data;
    const added = await source.app.inject({
      method: 'POST',
      url: '/api/foyer/organization-images',
      headers: bearer(owner.token),
      payload: { org_id: orgId, image_url: uploaded.image_url, filename: uploaded.filename },
    });
    expect(added.statusCode).toBe(201);
    const before = await snapshot(source.app, owner.token, orgId);

    // The source app keeps its database open, as a running server does.
    const backups = await tempDir('backups');
    const { stdout } = await run(process.execPath, [path.join(repo, 'scripts/backup.mjs'), backups], {
      env: { ...process.env, DATA_DIR: source.config.dataDir, DATABASE_URL: '', STORAGE: '' },
    });
    const [folder, ...others] = await fs.readdir(backups);
    expect(others).toEqual([]);
    expect(folder).toMatch(/^foyer-backup-\d{4}-\d\d-\d\dT/);
    const backup = path.join(backups, folder ?? '');
    expect(stdout).toContain(`Backup written to ${backup}`);
    expect(stdout).toMatch(/foyer\.db\s+SQLite database, .* checked/);
    expect(stdout).toMatch(/uploads\/\s+\d+ files/);

    // Restore as docs/operations.md says: the database file and the uploads folder.
    const restoredDir = await tempDir('restored');
    await fs.copyFile(path.join(backup, 'foyer.db'), path.join(restoredDir, 'foyer.db'));
    await fs.cp(path.join(backup, 'uploads'), path.join(restoredDir, 'uploads'), { recursive: true });
    const restored = track(
      await createTestApp('sqlite', {
        config: { dataDir: restoredDir, storage: { kind: 'local', dir: path.join(restoredDir, 'uploads') } },
      }),
    );

    const login = await restored.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: owner.email, password: 'restore-me-1' },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json<{ data: { token: string } }>().data;
    expect(await snapshot(restored.app, token, orgId)).toEqual(before);
    expect(before.files).toHaveLength(1);
    // The session of before the backup still works too: it is a row like any other.
    expect(
      (await restored.app.inject({ method: 'GET', url: '/api/me', headers: bearer(owner.token) })).statusCode,
    ).toBe(200);
  });

  it('refuses to run without a target folder', async () => {
    await expect(run(process.execPath, [path.join(repo, 'scripts/backup.mjs')])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run backup -- <folder>'),
    });
  });
});
