import { IMAGE_MESSAGES, MB, type ImageList, type OrganizationImage, type UploadResult } from '@foyer/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer } from '../../test/auth-helpers';
import { addOrganizationImage, jpegImage, pngImage, uploadFile } from '../../test/image-fixture';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';
import { IMAGE_SERVER_MESSAGES } from './service';

async function uploadAs(
  app: App,
  token: string,
  bytes: Buffer,
  filename = 'photo.png',
): Promise<UploadResult> {
  const res = await uploadFile(app, token, bytes, { filename, contentType: 'image/png' });
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json<{ data: UploadResult }>().data;
}

function registration(orgId: string, data: UploadResult) {
  return {
    org_id: orgId,
    image_url: data.image_url,
    filename: data.filename,
    original_name: data.original_name,
    file_size: data.file_size,
    mime_type: data.mime_type,
    uploaded_at: new Date().toISOString(),
  };
}

describe.each(DIALECTS)('organization images on %s', (dialect) => {
  const t = useTestApp(dialect);
  let org: OrgFixture;
  let other: OrgFixture;

  beforeAll(async () => {
    org = await createOrgFixture(t.current.app);
    other = await createOrgFixture(t.current.app, 'Other Org');
  });

  const register = (token: string, payload: Record<string, unknown>) =>
    t.current.app.inject({
      method: 'POST',
      url: '/api/foyer/organization-images',
      payload,
      headers: bearer(token),
    });
  const list = (token: string, orgId: string, query = '') =>
    t.current.app.inject({
      method: 'GET',
      url: `/api/foyer/organization-images/${orgId}${query}`,
      headers: bearer(token),
    });
  const remove = (token: string, id: string) =>
    t.current.app.inject({
      method: 'DELETE',
      url: `/api/foyer/organization-images/${id}`,
      headers: bearer(token),
    });
  const fileStatus = async (url: string) => (await t.current.app.inject({ method: 'GET', url })).statusCode;

  describe('POST /api/foyer/organization-images', () => {
    it('adds an upload to the library with the facts of the upload; the same image again is answered as it is', async () => {
      const data = await uploadAs(
        t.current.app,
        org.editor.token,
        await pngImage(64, 48, '#123456'),
        'logo.png',
      );
      const res = await register(org.editor.token, {
        ...registration(org.orgId, data),
        file_size: 1,
        mime_type: 'image/gif',
        uploaded_by: 'someone-else',
        image_type: 'logo',
        user_id: org.editor.user.id,
      });
      expect(res.statusCode, res.body).toBe(201);
      const image = res.json<{ data: OrganizationImage }>().data;
      expect(image).toMatchObject({
        org_id: org.orgId,
        image_url: data.image_url,
        filename: data.filename,
        original_name: 'logo.png',
        file_size: data.file_size,
        mime_type: 'image/png',
        uploaded_by: org.editor.user.id,
      });
      expect(image._id).toBe(image.id);
      expect(res.json().data.already_in_library).toBe(false);

      // The same picture again, under another name: no second entry, and the answer names the first.
      const again = await register(org.owner.token, {
        ...registration(org.orgId, data),
        original_name: 'copy.png',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        message: IMAGE_MESSAGES.alreadyInLibrary('logo.png'),
        data: { id: image.id, original_name: 'logo.png', already_in_library: true },
      });
    });

    it('refuses a URL this organization did not upload: another organization’s file, an outside address', async () => {
      const theirs = await uploadAs(t.current.app, other.owner.token, await pngImage(30, 30, '#abcdef'));
      for (const image_url of [
        theirs.image_url,
        'https://example.com/cat.png',
        '/api/foyer/uploads/files/x.png',
      ]) {
        const res = await register(org.owner.token, { ...registration(org.orgId, theirs), image_url });
        expect(res.statusCode, image_url).toBe(400);
        expect(res.json().message).toBe(IMAGE_SERVER_MESSAGES.notUploaded);
      }
    });

    it('refuses Viewers (403) and another organization’s id (404)', async () => {
      const data = await uploadAs(t.current.app, org.editor.token, await pngImage(31, 31, '#010203'));
      expect((await register(org.viewer.token, registration(org.orgId, data))).statusCode).toBe(403);
      expect((await register(other.owner.token, registration(org.orgId, data))).statusCode).toBe(404);
    });
  });

  describe('GET /api/foyer/organization-images/{orgId}', () => {
    let seeded: OrgFixture;
    const day = (d: number, hour = 12) => new Date(Date.UTC(2026, 0, d, hour)).toISOString();

    beforeAll(async () => {
      seeded = await createOrgFixture(t.current.app, 'Seeded');
      const types = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
      // 20 images: days 1-20 of January 2026, sizes 0.5 MB steps, four types in turn.
      for (let i = 1; i <= 20; i += 1) {
        await addOrganizationImage(t.current.app, seeded.orgId, {
          original_name: i === 7 ? 'Lobby_North 100%.JPG' : `image-${String(i).padStart(2, '0')}.jpg`,
          mime_type: types[(i - 1) % 4],
          file_size: Math.round(i * 0.5 * MB),
          uploaded_at: day(i, i === 20 ? 23 : 12),
        });
      }
      // Same name and size as image 3: the id decides their order.
      await addOrganizationImage(t.current.app, seeded.orgId, {
        original_name: 'image-03.jpg',
        mime_type: 'image/webp',
        file_size: Math.round(1.5 * MB),
        uploaded_at: day(3),
      });
    });

    const page = async (query: string, token = seeded.viewer.token) => {
      const res = await list(token, seeded.orgId, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: ImageList }>().data;
    };

    it('answers 15 per page, newest first, with the counts the page needs', async () => {
      const first = await page('');
      expect(first).toMatchObject({
        total: 21,
        organization_total: 21,
        page: 1,
        per_page: 15,
        page_count: 2,
      });
      expect(first.images).toHaveLength(15);
      expect(first.images[0]?.original_name).toBe('image-20.jpg');
      const second = await page('?page=2');
      expect(second.images).toHaveLength(6);
      const ids = new Set([...first.images, ...second.images].map((i) => i.id));
      expect(ids.size).toBe(21);
      expect((await page('?page=3')).images).toEqual([]);
    });

    it('searches filename and original name, case-insensitively, with % taken literally', async () => {
      const found = await page('?search=lobby_north');
      expect(found.images.map((i) => i.original_name)).toEqual(['Lobby_North 100%.JPG']);
      expect((await page('?search=100%25')).total).toBe(1);
      expect((await page('?search=_')).total).toBe(1);
      expect((await page('?search=IMAGE-1')).total).toBe(10);
      expect(found.organization_total).toBe(21);
    });

    it('filters by type, upload days (inclusive, UTC) and size in MB (inclusive)', async () => {
      const png = await page('?type=png&per_page=100');
      expect(png.total).toBe(5);
      expect(png.images.every((i) => i.mime_type === 'image/png')).toBe(true);
      // Days 5 to 8; day 20 at 23:00 counts for day 20.
      expect((await page('?from=2026-01-05&to=2026-01-08')).total).toBe(4);
      expect((await page('?from=2026-01-20&to=2026-01-20')).total).toBe(1);
      // 2 MB to 3 MB: images 4, 5 and 6.
      const sized = await page('?min_mb=2&max_mb=3&sort=size&order=asc');
      expect(sized.images.map((i) => i.file_size)).toEqual([2 * MB, 2.5 * MB, 3 * MB]);
      expect((await page('?type=gif&min_mb=5')).total).toBe(3);
    });

    it('takes size bounds beyond any file and the last possible day without failing', async () => {
      // file_size is a 32-bit integer in PostgreSQL: 2048 MB and more is past its range.
      expect((await page('?max_mb=5000')).total).toBe(21);
      expect((await page('?min_mb=5000')).total).toBe(0);
      expect((await page('?max_mb=1e300')).total).toBe(21);
      expect((await page('?to=9999-12-31')).total).toBe(21);
      expect((await page('?from=2026-01-01&to=2026-01-01')).total).toBe(1);
    });

    it('sorts by name and size in both directions, ties broken by id', async () => {
      const byName = await page('?sort=name&order=asc&per_page=100');
      const names = byName.images.map((i) => i.original_name.toLowerCase());
      expect(names).toEqual([...names].sort());
      const ties = byName.images.filter((i) => i.original_name === 'image-03.jpg').map((i) => i.id);
      expect(ties).toEqual([...ties].sort());
      const bySize = await page('?sort=size&order=desc&per_page=100');
      const sizes = bySize.images.map((i) => i.file_size);
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
      expect(sizes[0]).toBe(10 * MB);
    });

    it('refuses bad query values with 400', async () => {
      for (const query of [
        '?sort=colour',
        '?order=up',
        '?type=tiff',
        '?from=yesterday',
        '?from=2026-13-45',
        '?to=2026-02-30',
        '?page=0',
        '?min_mb=abc',
      ]) {
        expect((await list(seeded.owner.token, seeded.orgId, query)).statusCode, query).toBe(400);
      }
    });

    it('is readable by every member, 404 for another organization, 401 without a token', async () => {
      for (const member of [seeded.viewer, seeded.editor, seeded.admin, seeded.owner]) {
        expect((await list(member.token, seeded.orgId)).statusCode).toBe(200);
      }
      const theirs = await list(other.owner.token, seeded.orgId);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().code).toBe('NOT_FOUND');
      const anonymous = await t.current.app.inject({
        method: 'GET',
        url: `/api/foyer/organization-images/${seeded.orgId}`,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('DELETE /api/foyer/organization-images/{id}', () => {
    async function libraryImage(fixture: OrgFixture, colour: string): Promise<OrganizationImage> {
      const data = await uploadAs(t.current.app, fixture.editor.token, await pngImage(40, 40, colour));
      const res = await register(fixture.editor.token, registration(fixture.orgId, data));
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: OrganizationImage }>().data;
    }

    it('lets Owners and Admins delete; Editors and Viewers 403; another organization 404', async () => {
      const image = await libraryImage(org, '#aa0000');
      for (const member of [org.editor, org.viewer]) {
        const res = await remove(member.token, image.id);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      const foreign = await remove(other.owner.token, image.id);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(IMAGE_MESSAGES.notFound);
      const res = await remove(org.admin.token, image.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: IMAGE_MESSAGES.deleted, data: null });
      expect((await remove(org.owner.token, image.id)).statusCode).toBe(404);
    });

    it('removes the stored file when nothing uses it any more', async () => {
      const image = await libraryImage(org, '#00aa00');
      expect(await fileStatus(image.image_url)).toBe(200);
      expect((await remove(org.owner.token, image.id)).statusCode).toBe(200);
      expect(await fileStatus(image.image_url)).toBe(404);
      const uploads = await t.current.app.ctx.db
        .selectFrom('uploads')
        .select('id')
        .where('filename', '=', image.filename)
        .execute();
      expect(uploads).toEqual([]);
    });

    it('keeps the file while a theme of the organization shows it', async () => {
      const image = await libraryImage(org, '#0000aa');
      await addTheme(t.current.app, org.orgId, null, 'Hero', { media: { heroImageUrl: image.image_url } });
      expect((await remove(org.owner.token, image.id)).statusCode).toBe(200);
      expect(await fileStatus(image.image_url)).toBe(200);
      const listed = await list(org.owner.token, org.orgId, '?per_page=100');
      expect(listed.json().data.images.some((i: OrganizationImage) => i.id === image.id)).toBe(false);
    });

    it('keeps the file while another organization has the same content', async () => {
      const bytes = await jpegImage(64, 64, '#777777');
      const mine = await uploadAs(t.current.app, org.editor.token, bytes, 'same.jpg');
      const theirs = await uploadAs(t.current.app, other.editor.token, bytes, 'same.jpg');
      expect(theirs.filename).toBe(mine.filename);
      const res = await register(org.editor.token, registration(org.orgId, mine));
      expect((await remove(org.owner.token, res.json().data.id)).statusCode).toBe(200);
      expect(await fileStatus(mine.image_url)).toBe(200);
    });
  });
});
