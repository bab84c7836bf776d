import {
  defaultThemeName,
  THEME_DEFAULTS,
  THEME_MESSAGES,
  themeContentSchema,
  unknownSubOrganizationMessage,
  type Theme,
  type ThemeContentInput,
} from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { newId } from '../../platform/tokens';
import { bearer } from '../../test/auth-helpers';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';
import { THEME_BODY_LIMIT } from './routes';

type Body = Record<string, unknown>;

/** A theme with a value other than the default in every section. */
const EVERY_SECTION_CHANGED: ThemeContentInput = {
  layout: 'imageTenant',
  layoutOptions: {
    orientation: 'portrait',
    pagination: 'scroll',
    heroPosition: 'right',
    imageSectionSize: 40,
    uniformPadding: false,
    contentPadding: { all: 10, top: 20, left: 30, right: 40, bottom: 50 },
    imageSize: 35,
    tenantListSize: 65,
    borderRadius: 24,
  },
  colors: {
    background: '#0b1220',
    primary: '#1e3a8a',
    secondary: '#94a3b8',
    accent: '#f59e0b',
    textPrimary: '#f8fafc',
    textSecondary: '#cbd5e1',
  },
  background: {
    type: 'gradient',
    imageUrl: '',
    imageFit: 'contain',
    gradient: { from: '#0f2027', to: '#2c5364', angle: 200 },
  },
  typography: { fontFamily: 'Poppins' },
  tenants: {
    sortMethod: 'floor',
    hiddenColumns: ['suite_room'],
    columnOrder: ['floor', 'company_name', 'suite_room', 'category'],
    rowHeight: 56,
    columnWidths: { company_name: 60, floor: 20, suite_room: 10, category: 10 },
    columnAlignments: { company_name: 'left', floor: 'left', suite_room: 'right', category: 'center' },
    listStyle: 'glassy',
    alternatingRowColor: '#e2e8f0',
    alternatingRowOpacity: 0.3,
    solidRowColor: '#f1f5f9',
    padding: 24,
    glassBackgroundColor: 'rgba(255, 255, 255, 0.2)',
    glassOpacity: 0.25,
    glassBlur: 14,
    textSize: 1.125,
  },
  header: {
    offset: { x: 12, y: -8 },
    backgroundColor: '#111827',
    backgroundOpacity: 0.8,
    logoAlignment: 'center',
  },
  footer: {
    backgroundColor: '#1f2937',
    backgroundOpacity: 0.9,
    textColor: '#e5e7eb',
    fontSize: 0.75,
    justifyContent: 'space-between',
    items: {
      OfficeSuite: { show: false, text: 'Suite 200', order: 6 },
      OfficeHours: { show: true, text: 'Open 7–19', order: 1 },
      OfficeNumber: { show: true, text: '(555) 123-4567', order: 2 },
      MaintenanceNumber: { show: false, text: '(555) 765-4321', order: 3 },
      WifiInfo: { show: true, text: 'Wi-Fi: Harbor', order: 4 },
      BuildingName: { show: true, text: 'Harbor Point', order: 5 },
    },
  },
  media: {
    heroImageUrl: 'https://images.example.com/lobby.jpg',
    heroImageFit: 'fill',
    companyLogoUrl: '/uploads/logo.png',
    logoSize: 120,
    carouselImages: ['https://images.example.com/a.jpg'],
    fullPageImageUrl: '',
  },
};

/** Each bad body and the field the 400 must name. */
const INVALID: Array<[string, Body, string]> = [
  ['an unknown layout', { layout: 'carousel' }, 'layout'],
  ['a colour that is not a colour', { colors: { primary: 'blue-ish' } }, 'colors.primary'],
  ['imageSize 90', { layoutOptions: { imageSize: 90 } }, 'layoutOptions.imageSize'],
  ['rowHeight 10', { tenants: { rowHeight: 10 } }, 'tenants.rowHeight'],
  ['glassOpacity 0.6', { tenants: { glassOpacity: 0.6 } }, 'tenants.glassOpacity'],
  ['a floor order that is not one', { tenants: { floorOrder: 'sideways' } }, 'tenants.floorOrder'],
  [
    'a gradient angle of 400',
    { background: { type: 'gradient', gradient: { from: '#000000', to: '#ffffff', angle: 400 } } },
    'background.gradient.angle',
  ],
  ['a javascript: URL', { media: { heroImageUrl: 'javascript:alert(1)' } }, 'media.heroImageUrl'],
  ['a NUL in the name', { name: 'Lobby\u0000' }, 'name'],
];

/** `base` with `over` laid on it, object by object: what a merge with the defaults must give. */
function merged(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const result = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = base[key];
    const both = [value, under].every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
    result[key] = both ? merged(under as Record<string, unknown>, value as Record<string, unknown>) : value;
  }
  return result;
}

const pick = (source: object, keys: string[]) =>
  Object.fromEntries(Object.entries(source).filter(([key]) => keys.includes(key)));

/** The §9 default of every section, as a created theme answers it. */
const DEFAULTS = themeContentSchema.parse({});

describe.each(DIALECTS)('theme routes on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;

  const list = (token: string, orgId: string, subOrgId?: string) =>
    app().inject({
      method: 'GET',
      url: `/api/foyer/organizations/${orgId}/themes`,
      query: subOrgId === undefined ? {} : { sub_org_id: subOrgId },
      headers: bearer(token),
    });
  const get = (token: string, id: string) =>
    app().inject({ method: 'GET', url: `/api/foyer/themes/${id}`, headers: bearer(token) });
  const create = (token: string, payload: Body) =>
    app().inject({ method: 'POST', url: '/api/foyer/themes', headers: bearer(token), payload });
  const update = (token: string, id: string, payload: Body) =>
    app().inject({ method: 'POST', url: `/api/foyer/themes/${id}`, headers: bearer(token), payload });
  const remove = (token: string, id: string) =>
    app().inject({ method: 'POST', url: `/api/foyer/themes/${id}/delete`, headers: bearer(token) });

  const namesFor = async (token: string, orgId: string, subOrgId?: string) =>
    ((await list(token, orgId, subOrgId)).json().data as Theme[]).map((theme) => theme.name);
  const stored = async (org: OrgFixture, id: string) => (await get(org.owner.token, id)).json().data as Theme;

  describe('creating', () => {
    it('fills every §9 default into a partial body, names it by the day and starts at version 1', async () => {
      const org = await createOrgFixture(app());
      const before = app().ctx.now();
      const res = await create(org.editor.token, {
        org_id: org.orgId,
        sub_org_id: org.north.id,
        name: '   ',
        colors: { primary: '#ff0000' },
      });
      expect(res.statusCode).toBe(201);
      const theme = res.json().data as Theme;
      expect(res.json()).toMatchObject({ success: true, message: THEME_MESSAGES.created });
      expect(theme).toEqual({
        ...DEFAULTS,
        id: expect.any(String),
        org_id: org.orgId,
        sub_org_id: org.north.id,
        name: expect.stringMatching(/^Theme \d{4}-\d{2}-\d{2}$/),
        created_at: expect.any(String),
        colors: { ...DEFAULTS.colors, primary: '#ff0000' },
        metadata: { createdBy: org.editor.user.id, updatedAt: theme.created_at, version: 1 },
      });
      // The day of the request (either side of midnight UTC, should the test run across it).
      expect([defaultThemeName(before), defaultThemeName(app().ctx.now())]).toContain(theme.name);
      expect(await stored(org, theme.id)).toEqual(theme);
    });

    it('merges a partial section with the §9 defaults of theme-defaults.ts, field by field, in every section', async () => {
      const org = await createOrgFixture(app());
      const partial = {
        layoutOptions: { pagination: 'scroll', contentPadding: { top: 20 } },
        colors: { primary: '#ff0000' },
        background: { imageFit: 'contain' },
        typography: {},
        tenants: { rowHeight: 50, columnWidths: { company_name: 50 }, columnAlignments: { floor: 'left' } },
        header: { offset: { x: 5 } },
        footer: { items: { WifiInfo: { show: false } } },
        media: { logoSize: 100 },
      };
      const res = await create(org.owner.token, { name: 'Partial', ...partial });
      expect(res.statusCode).toBe(201);
      const { layout, metadata: _metadata, ...sections } = res.json().data as Theme;
      const { metadata: _defaultMetadata, layout: defaultLayout, ...defaults } = THEME_DEFAULTS;
      expect(layout).toBe(defaultLayout);
      const expected = merged(defaults, partial);
      expect(pick(sections, Object.keys(expected))).toEqual(expected);
      // The widths the builder and the screens start from, not an empty record.
      expect(sections.tenants.columnWidths).toEqual({
        company_name: 50,
        floor: 20,
        suite_room: 20,
        category: 20,
      });
      expect(sections.tenants.columnAlignments).toEqual({
        company_name: 'left',
        floor: 'left',
        suite_room: 'center',
        category: 'right',
      });
    });

    it('keeps a given name (trimmed), org_id may be left out, and no sub_org_id is organization-wide', async () => {
      const org = await createOrgFixture(app());
      const res = await create(org.owner.token, { name: '  Main Lobby  ', layout: 'split' });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        name: 'Main Lobby',
        layout: 'split',
        org_id: org.orgId,
        sub_org_id: null,
      });
    });

    it('ignores the metadata a client sends: the server owns createdBy, updatedAt and version', async () => {
      const org = await createOrgFixture(app());
      const res = await create(org.admin.token, {
        metadata: { createdBy: 'someone else', updatedAt: '1999-01-01T00:00:00.000Z', version: 7 },
      });
      expect(res.json().data.metadata).toEqual({
        createdBy: org.admin.user.id,
        updatedAt: res.json().data.created_at,
        version: 1,
      });
    });

    it('keeps the theme when its creator is deleted; createdBy becomes empty', async () => {
      const org = await createOrgFixture(app());
      const theme = (await create(org.editor.token, { sub_org_id: org.north.id })).json().data as Theme;
      const deleted = await app().inject({
        method: 'DELETE',
        url: `/api/users/${org.editor.user.id}`,
        headers: bearer(org.owner.token),
      });
      expect(deleted.statusCode).toBe(200);
      expect(await stored(org, theme.id)).toEqual({
        ...theme,
        metadata: { ...theme.metadata, createdBy: '' },
      });
    });

    it('refuses an unknown sub-organization, or another organization’s, with 400 naming sub_org_id', async () => {
      const org = await createOrgFixture(app());
      const other = await createOrgFixture(app());
      for (const subOrgId of [newId(), other.north.id]) {
        const res = await create(org.owner.token, { sub_org_id: subOrgId });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: unknownSubOrganizationMessage(subOrgId),
          details: [{ path: 'sub_org_id', message: unknownSubOrganizationMessage(subOrgId) }],
        });
      }
      expect(await namesFor(org.owner.token, org.orgId)).toEqual([]);
    });

    it('answers 404 for creating into another organization', async () => {
      const org = await createOrgFixture(app());
      const other = await createOrgFixture(app());
      const res = await create(org.owner.token, { org_id: other.orgId, name: 'Intruder' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Organization not found');
      expect(await namesFor(other.owner.token, other.orgId)).toEqual([]);
    });

    it('refuses an Editor a sub-organization they do not reach (403), and a Viewer any (403)', async () => {
      const org = await createOrgFixture(app());
      const editor = await create(org.editor.token, { sub_org_id: org.south.id });
      expect(editor.statusCode).toBe(403);
      expect(editor.json().message).toBe(THEME_MESSAGES.subOrganizationNotAllowed);
      for (const subOrgId of [org.south.id, null]) {
        const viewer = await create(org.viewer.token, { sub_org_id: subOrgId });
        expect(viewer.statusCode).toBe(403);
        expect(viewer.json().message).toBe(THEME_MESSAGES.notAllowed);
      }
      expect(await namesFor(org.owner.token, org.orgId)).toEqual([]);
    });

    it('refuses a body far larger than any theme with 413', async () => {
      const org = await createOrgFixture(app());
      const res = await create(org.owner.token, { name: 'x'.repeat(THEME_BODY_LIMIT) });
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    });
  });

  describe('validation', () => {
    it.each(INVALID)(
      'refuses %s with 400 naming the field, and stores nothing',
      async (_label, body, field) => {
        const org = await createOrgFixture(app());
        const res = await create(org.owner.token, { name: 'Bad', ...body });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('INVALID_INPUT');
        expect(res.json().message).toMatch(new RegExp(`^${field.replaceAll('.', '\\.')}: `));
        expect(res.json().details).toContainEqual({ path: field, message: expect.any(String) });
        expect(await namesFor(org.owner.token, org.orgId)).toEqual([]);
      },
    );

    it.each(INVALID)(
      'refuses an update with %s with 400, and the theme stays as it was',
      async (_l, body, field) => {
        const org = await createOrgFixture(app());
        const theme = await addTheme(app(), org.orgId, org.north.id, 'Kept');
        const res = await update(org.owner.token, theme.id, {
          name: 'Changed',
          ...body,
          metadata: { version: 1 },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().details).toContainEqual({ path: field, message: expect.any(String) });
        expect(await stored(org, theme.id)).toEqual(theme);
      },
    );

    it('refuses a body that is not an object', async () => {
      const org = await createOrgFixture(app());
      const res = await app().inject({
        method: 'POST',
        url: '/api/foyer/themes',
        headers: { ...bearer(org.owner.token), 'content-type': 'application/json' },
        payload: '[1, 2]',
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('listing', () => {
    it('shows Owners and Admins every theme, Editors and Viewers theirs and the organization-wide ones', async () => {
      const org = await createOrgFixture(app());
      await addTheme(app(), org.orgId, org.north.id, 'North Lobby');
      await addTheme(app(), org.orgId, org.south.id, 'south Lobby');
      await addTheme(app(), org.orgId, null, 'Campus Default');
      const other = await createOrgFixture(app());
      await addTheme(app(), other.orgId, null, 'Elsewhere');

      for (const member of [org.owner, org.admin]) {
        expect(await namesFor(member.token, org.orgId)).toEqual([
          'Campus Default',
          'North Lobby',
          'south Lobby',
        ]);
      }
      expect(await namesFor(org.editor.token, org.orgId)).toEqual(['Campus Default', 'North Lobby']);
      expect(await namesFor(org.viewer.token, org.orgId)).toEqual(['Campus Default', 'south Lobby']);
    });

    it('narrows to one sub-organization (plus the organization-wide themes) with ?sub_org_id=', async () => {
      const org = await createOrgFixture(app());
      await addTheme(app(), org.orgId, org.north.id, 'North Lobby');
      await addTheme(app(), org.orgId, org.south.id, 'South Lobby');
      await addTheme(app(), org.orgId, null, 'Campus Default');

      expect(await namesFor(org.owner.token, org.orgId, org.south.id)).toEqual([
        'Campus Default',
        'South Lobby',
      ]);
      expect(await namesFor(org.editor.token, org.orgId, org.north.id)).toEqual([
        'Campus Default',
        'North Lobby',
      ]);

      const unreachable = await list(org.editor.token, org.orgId, org.south.id);
      expect(unreachable.statusCode).toBe(403);
      const unknown = await list(org.owner.token, org.orgId, 'no-such-sub-org');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().details).toEqual([
        { path: 'sub_org_id', message: unknownSubOrganizationMessage('no-such-sub-org') },
      ]);
    });

    it('answers each theme whole, as get does', async () => {
      const org = await createOrgFixture(app());
      const theme = await addTheme(app(), org.orgId, null, 'Whole', EVERY_SECTION_CHANGED);
      expect((await list(org.viewer.token, org.orgId)).json().data).toEqual([theme]);
    });

    it('answers 404 for another organization', async () => {
      const org = await createOrgFixture(app());
      const other = await createOrgFixture(app());
      const res = await list(other.owner.token, org.orgId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Organization not found');
    });
  });

  describe('getting one', () => {
    it('answers the theme to everyone who reaches its sub-organization', async () => {
      const org = await createOrgFixture(app());
      const theme = await addTheme(app(), org.orgId, org.south.id, 'South Lobby');
      for (const member of [org.owner, org.admin, org.viewer]) {
        const res = await get(member.token, theme.id);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, data: theme });
      }
      const editor = await get(org.editor.token, theme.id);
      expect(editor.statusCode).toBe(403);
      expect(editor.json().message).toBe(THEME_MESSAGES.subOrganizationNotAllowed);
    });

    it('answers 404 for another organization’s theme and for an unknown id', async () => {
      const org = await createOrgFixture(app());
      const other = await createOrgFixture(app());
      const theme = await addTheme(app(), org.orgId, null);
      for (const [token, id] of [
        [other.owner.token, theme.id],
        [org.owner.token, newId()],
      ] as const) {
        const res = await get(token, id);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(THEME_MESSAGES.notFound);
      }
    });

    it('fills defaults into a theme stored before a section existed, and survives damaged content', async () => {
      const org = await createOrgFixture(app());
      const at = app().ctx.now().toISOString();
      const old = { id: newId(), org_id: org.orgId, sub_org_id: null, created_at: at, updated_at: at };
      await app()
        .ctx.db.insertInto('themes')
        .values([
          { ...old, name: 'Old', layout: 'split', content: '{"colors":{"primary":"#000000"}}' },
          { ...old, id: newId(), name: 'Damaged', layout: 'no-such-layout', content: 'not json' },
        ])
        .execute();
      const [damaged, legacy] = (await list(org.owner.token, org.orgId)).json().data as Theme[];
      expect(legacy).toMatchObject({
        name: 'Old',
        layout: 'split',
        colors: { ...DEFAULTS.colors, primary: '#000000' },
        tenants: DEFAULTS.tenants,
        footer: DEFAULTS.footer,
        metadata: { createdBy: '', updatedAt: at, version: 1 },
      });
      expect(damaged).toMatchObject({ name: 'Damaged', layout: DEFAULTS.layout, colors: DEFAULTS.colors });
    });
  });

  describe('updating', () => {
    it('saves every section, makes the next version and stamps updatedAt', async () => {
      const org = await createOrgFixture(app());
      const created = (await create(org.editor.token, { name: 'Draft', sub_org_id: org.north.id })).json()
        .data as Theme;
      t.current.clock.advance(60_000);
      const before = app().ctx.now().toISOString();

      const res = await update(org.editor.token, created.id, {
        ...created,
        ...EVERY_SECTION_CHANGED,
        name: 'Harbor',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: THEME_MESSAGES.updated });
      const saved = res.json().data as Theme;
      expect(saved).toEqual({
        ...themeContentSchema.parse(EVERY_SECTION_CHANGED),
        id: created.id,
        org_id: org.orgId,
        sub_org_id: org.north.id,
        name: 'Harbor',
        created_at: created.created_at,
        metadata: { createdBy: org.editor.user.id, updatedAt: expect.any(String), version: 2 },
      });
      expect(saved.metadata.updatedAt >= before).toBe(true);
      expect(saved.metadata.updatedAt <= app().ctx.now().toISOString()).toBe(true);
      expect(await stored(org, created.id)).toEqual(saved);

      const again = await update(org.admin.token, created.id, { ...saved, name: '' });
      expect(again.json().data).toMatchObject({
        name: expect.stringMatching(/^Theme \d{4}-\d{2}-\d{2}$/),
        layout: 'imageTenant',
        metadata: { version: 3 },
      });
    });

    it('sets every section it is sent: an omitted section returns to its defaults', async () => {
      const org = await createOrgFixture(app());
      const theme = await addTheme(app(), org.orgId, null, 'Full', EVERY_SECTION_CHANGED);
      const res = await update(org.owner.token, theme.id, { name: 'Full', metadata: { version: 1 } });
      expect(res.json().data).toMatchObject({ ...DEFAULTS, metadata: { version: 2 } });
    });

    it('refuses a save over an older version with 409, and keeps the other save', async () => {
      const org = await createOrgFixture(app());
      const loaded = await addTheme(app(), org.orgId, org.north.id, 'Shared');

      const first = await update(org.editor.token, loaded.id, { ...loaded, colors: { primary: '#111111' } });
      expect(first.statusCode).toBe(200);
      const second = await update(org.admin.token, loaded.id, { ...loaded, name: 'Overwrite' });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: THEME_MESSAGES.versionConflict,
      });
      const ahead = await update(org.admin.token, loaded.id, { ...loaded, metadata: { version: 5 } });
      expect(ahead.statusCode).toBe(409);

      expect(await stored(org, loaded.id)).toEqual(first.json().data);
      expect((await stored(org, loaded.id)).metadata.version).toBe(2);
    });

    it('lets exactly one of two saves from the same version win', async () => {
      const org = await createOrgFixture(app());
      const loaded = await addTheme(app(), org.orgId, null, 'Raced');
      const results = await Promise.all(
        ['A', 'B', 'C'].map((name) => update(org.owner.token, loaded.id, { ...loaded, name })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const winner = results.find((r) => r.statusCode === 200)?.json().data as Theme;
      expect(await stored(org, loaded.id)).toEqual(winner);
    });

    it('needs metadata.version: 400 naming it, nothing saved', async () => {
      const org = await createOrgFixture(app());
      const theme = await addTheme(app(), org.orgId, null, 'Unversioned');
      for (const [body, field] of [
        [{ name: 'No metadata' }, 'metadata'],
        [{ name: 'No version', metadata: {} }, 'metadata.version'],
      ] as const) {
        const res = await update(org.owner.token, theme.id, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().details).toEqual([{ path: field, message: THEME_MESSAGES.versionRequired }]);
      }
      expect(await stored(org, theme.id)).toEqual(theme);
    });

    it('moves a theme to another sub-organization the caller reaches, and keeps it in place without sub_org_id', async () => {
      const org = await createOrgFixture(app());
      const theme = await addTheme(app(), org.orgId, org.north.id, 'Mover');
      const kept = await update(org.owner.token, theme.id, { name: 'Mover', metadata: { version: 1 } });
      expect(kept.json().data.sub_org_id).toBe(org.north.id);
      const moved = await update(org.owner.token, theme.id, {
        name: 'Mover',
        sub_org_id: org.south.id,
        metadata: { version: 2 },
      });
      expect(moved.json().data.sub_org_id).toBe(org.south.id);

      const editorTheme = await addTheme(app(), org.orgId, org.north.id, 'Editor’s');
      const refused = await update(org.editor.token, editorTheme.id, {
        name: 'Editor’s',
        sub_org_id: org.south.id,
        metadata: { version: 1 },
      });
      expect(refused.statusCode).toBe(403);
      const unknown = await update(org.owner.token, editorTheme.id, {
        sub_org_id: 'nowhere',
        metadata: { version: 1 },
      });
      expect(unknown.statusCode).toBe(400);
      expect(await stored(org, editorTheme.id)).toEqual(editorTheme);
    });

    it('refuses Viewers (403), Editors outside their sub-organizations (403) and other organizations (404)', async () => {
      const org = await createOrgFixture(app());
      const other = await createOrgFixture(app());
      const south = await addTheme(app(), org.orgId, org.south.id, 'South');
      const body = { name: 'Changed', metadata: { version: 1 } };

      const viewer = await update(org.viewer.token, south.id, body);
      expect(viewer.statusCode).toBe(403);
      expect(viewer.json().message).toBe(THEME_MESSAGES.notAllowed);
      expect((await update(org.editor.token, south.id, body)).statusCode).toBe(403);
      const stranger = await update(other.owner.token, south.id, body);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().message).toBe(THEME_MESSAGES.notFound);
      expect((await update(org.owner.token, south.id, { ...body, org_id: other.orgId })).statusCode).toBe(
        404,
      );
      expect((await update(org.owner.token, newId(), body)).statusCode).toBe(404);

      expect(await stored(org, south.id)).toEqual(south);
    });
  });

  describe('deleting', () => {
    it('deletes the theme: then get is 404 and the list leaves it out', async () => {
      const org = await createOrgFixture(app());
      const theme = await addTheme(app(), org.orgId, org.north.id, 'Gone');
      const res = await remove(org.editor.token, theme.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: THEME_MESSAGES.deleted, data: null });
      expect((await get(org.owner.token, theme.id)).statusCode).toBe(404);
      expect((await remove(org.owner.token, theme.id)).statusCode).toBe(404);
      expect(await namesFor(org.owner.token, org.orgId)).toEqual([]);
    });

    it('refuses Viewers (403), Editors outside their sub-organizations (403) and other organizations (404)', async () => {
      const org = await createOrgFixture(app());
      const other = await createOrgFixture(app());
      const theme = await addTheme(app(), org.orgId, org.south.id, 'Stays');
      expect((await remove(org.viewer.token, theme.id)).statusCode).toBe(403);
      expect((await remove(org.editor.token, theme.id)).statusCode).toBe(403);
      expect((await remove(other.owner.token, theme.id)).statusCode).toBe(404);
      expect(await stored(org, theme.id)).toEqual(theme);
    });
  });
});
